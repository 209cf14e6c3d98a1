#!/usr/bin/env node
// `npm run bench`: builds the site (cold, then warm), serves public/ on 127.0.0.1 with gzip and the
// _headers rules as a static host would, runs Lighthouse (mobile preset, simulated throttling) three
// times on one page of each type, and prints the medians against bench/budgets.json.
// Results: bench/results/latest.json (and a timestamped copy).
//
// Options: --no-build (measure the existing public/), --runs N (default 3), --page /path (repeatable).
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const require = createRequire(import.meta.url)
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const PUBLIC = path.join(ROOT, "public")
const { findChromium } = require("./find-chromium.cjs")
const { startStaticServer } = require("./static-server.cjs")
const { loadPages, loadBudgets, budgetFor, medianRow, budgetMisses, formatTable, METRICS } = require("./bench-lib.cjs")

const args = process.argv.slice(2)
const flag = (name) => args.includes(name)
const option = (name) => args.flatMap((a, i) => (a === name ? [args[i + 1]] : []))
const RUNS = Number(option("--runs")[0] ?? 3)
const ONLY = option("--page")
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

const LHR_DIR = path.join(ROOT, "bench/results/lhr")
const log = (line = "") => process.stdout.write(`${line}\n`)

/** Runs `gatsby <args>` and returns wall-clock and CPU seconds (user + system, children included). */
function timedGatsby(gatsbyArgs, label) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" }
  const load = os.loadavg()[0]
  const gatsby = path.join(ROOT, "node_modules/.bin/gatsby")
  const timeBin = fs.existsSync("/usr/bin/time") ? "/usr/bin/time" : null
  const started = process.hrtime.bigint()
  const result = timeBin
    ? spawnSync(timeBin, ["-f", "__time__ %e %U %S", gatsby, ...gatsbyArgs], { cwd: ROOT, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    : spawnSync(gatsby, gatsbyArgs, { cwd: ROOT, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  const wall = Number(process.hrtime.bigint() - started) / 1e9
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error(`gatsby ${gatsbyArgs.join(" ")} failed (${label})`)
  }
  const times = /__time__ ([\d.]+) ([\d.]+) ([\d.]+)/.exec(result.stderr)
  const cpu = times ? Number(times[2]) + Number(times[3]) : NaN
  log(`${label}: ${wall.toFixed(1)} s wall, ${Number.isNaN(cpu) ? "?" : cpu.toFixed(1)} s CPU (load average ${load.toFixed(2)} on ${os.cpus().length} cores at start)`)
  return { seconds: Number(wall.toFixed(1)), cpuSeconds: Number.isNaN(cpu) ? null : Number(cpu.toFixed(1)), loadAverage: Number(load.toFixed(2)) }
}

function builds() {
  if (flag("--no-build")) {
    log("Build skipped (--no-build): measuring the existing public/.")
    return null
  }
  log("Building: cold (gatsby clean first), then warm (nothing changed)...")
  execFileSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["clean"], { cwd: ROOT, stdio: "ignore", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  const cold = timedGatsby(["build"], "Cold build")
  const warm = timedGatsby(["build"], "Warm build")
  return { cold, warm }
}

const pageFile = (urlPath) => path.join(PUBLIC, urlPath === "/" ? "index.html" : `${urlPath.replace(/^\//, "")}/index.html`)

/** Bytes on the wire for one response body (what the server sends with gzip asked for). */
async function bodyBytes(url) {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip" } })
  const length = Number(response.headers.get("content-length"))
  await response.arrayBuffer()
  return length
}

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is retried. */
async function measure(url, port, attempt = 1) {
  try {
    return await measureOnce(url, port)
  } catch (error) {
    if (attempt >= 3) throw error
    log(`  retrying ${url} after: ${error.message.split("\n")[0]}`)
    return measure(url, port, attempt + 1)
  }
}

async function measureOnce(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    // Default config = the mobile preset: Moto G Power screen, 4x CPU slowdown, simulated slow 4G.
    throttlingMethod: "simulate",
    formFactor: "mobile",
  })
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const requests = lhr.audits["network-requests"].details.items
  const sameOrigin = requests.filter((r) => r.url.startsWith(new URL(url).origin))
  const scripts = [...new Set(sameOrigin.filter((r) => r.resourceType === "Script").map((r) => r.url))]
  const jsGzipBytes = (await Promise.all(scripts.map(bodyBytes))).reduce((a, b) => a + b, 0)
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    totalBytes: lhr.audits["total-byte-weight"].numericValue,
    jsGzipBytes,
    htmlGzipBytes: await bodyBytes(url),
    imageBytes: requests.filter((r) => r.resourceType === "Image").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode) && !a.id.endsWith("-insight"))
      .map((a) => a.id),
    scripts: scripts.map((s) => new URL(s).pathname),
    // What moved, when CLS is not 0: the element and its shift score, as Lighthouse reports them.
    layoutShifts: (lhr.audits["layout-shifts"]?.details?.items ?? []).map((item) => ({
      element: item.node?.selector ?? item.node?.nodeLabel ?? "?",
      score: Number(item.score.toFixed(4)),
    })),
    lhr,
  }
}

async function main() {
  const buildTimes = builds()
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) throw new Error("No build in public/: run without --no-build.")

  const budgets = loadBudgets()
  const pages = loadPages().filter((p) => ONLY.length === 0 || ONLY.includes(p.path))
  const server = await startStaticServer({ root: PUBLIC })
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
  })
  log(`Lighthouse ${require("lighthouse/package.json").version}, mobile preset, simulated throttling, ${RUNS} runs per page; serving ${server.url}`)

  const results = []
  try {
    for (const page of pages) {
      if (!fs.existsSync(pageFile(page.path))) {
        log(`skip ${page.path} (${page.type}): not in this build yet`)
        results.push({ ...page, skipped: true })
        continue
      }
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const { lhr, ...run } = await measure(`${server.url}${page.path}`, chrome.port)
        // The whole report of every run, to open in the Lighthouse viewer when a figure needs explaining.
        fs.mkdirSync(LHR_DIR, { recursive: true })
        fs.writeFileSync(path.join(LHR_DIR, `${page.path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${i + 1}.json`), JSON.stringify(lhr))
        runs.push(run)
      }
      const row = { path: page.path, ...medianRow(runs) }
      const misses = budgetMisses(row, budgetFor(page.type, budgets))
      const failing = [...new Set(runs.flatMap((r) => r.failing))]
      log(`measured ${page.path}: perf ${runs.map((r) => r.performance).join("/")}, TBT ${runs.map((r) => Math.round(r.tbtMs)).join("/")} ms, CLS ${runs.map((r) => r.cls.toFixed(3)).join("/")}`)
      runs.forEach((r, i) => r.layoutShifts.forEach((shift) => log(`  run ${i + 1}: layout shift ${shift.score} ${shift.element}`)))
      results.push({ ...page, median: row, runs, misses, failingAudits: failing, scripts: runs[0].scripts })
    }
  } finally {
    await chrome.kill()
    await server.close()
  }

  const measured = results.filter((r) => !r.skipped)
  log("")
  log(formatTable(measured.map((r) => r.median)))
  log("")
  // A page the bench cannot measure counts as a miss: its budgets are unchecked.
  let missCount = 0
  for (const r of results.filter((r) => r.skipped)) {
    missCount += 1
    log(`MISS ${r.path} (${r.type}): not in this build, so not measured`)
  }
  for (const r of measured) {
    if (r.misses.length) {
      missCount += r.misses.length
      log(`MISS ${r.path} (${r.type}): ${r.misses.map((m) => m.text).join("; ")}`)
      if (r.failingAudits.length) log(`     failing audits: ${r.failingAudits.join(", ")}`)
    }
  }
  if (buildTimes) {
    for (const [kind, limit] of [["cold", budgets.build.coldSeconds], ["warm", budgets.build.warmSeconds]]) {
      const t = buildTimes[kind]
      const verdict = t.seconds <= limit ? "within" : "MISS, over"
      log(`Build ${kind}: ${t.seconds} s wall, ${t.cpuSeconds ?? "?"} s CPU, load ${t.loadAverage} (${verdict} the ${limit} s budget)`)
      if (t.seconds > limit) missCount += 1
    }
  }
  log(missCount ? `${missCount} budget miss(es).` : "All budgets met.")

  const report = {
    date: new Date().toISOString(),
    lighthouse: require("lighthouse/package.json").version,
    settings: { preset: "mobile", throttling: "simulate", runs: RUNS, categories: CATEGORIES },
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
    metrics: Object.fromEntries(Object.entries(METRICS).map(([k, m]) => [k, m.label])),
    build: buildTimes,
    pages: results,
  }
  const dir = path.join(ROOT, "bench/results")
  fs.mkdirSync(dir, { recursive: true })
  const json = `${JSON.stringify(report, null, 2)}\n`
  fs.writeFileSync(path.join(dir, `bench-${report.date.replace(/[:.]/g, "-")}.json`), json)
  fs.writeFileSync(path.join(dir, "latest.json"), json)
  log(`Results written to bench/results/latest.json`)
  // Non-zero when any budget is missed, so a script or CI job can gate on the bench.
  if (missCount) process.exitCode = 1
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`)
  process.exit(1)
})
