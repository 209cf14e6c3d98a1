#!/usr/bin/env node
// `npm run bench` (issue 15): builds the site and an empty Gatsby page (bench/empty-gatsby, built with the
// project's own gatsby and react), serves both on 127.0.0.1 with gzip and the _headers rules as a static
// host would, and runs Lighthouse (mobile preset, simulated throttling) interleaved: each round visits the
// empty page and every page of bench/pages.json once, and the rounds alternate which build goes first, so
// the shared machine's slow spells hit both alike. Prints each page's medians and its ratios to the empty
// page's, and exits 1 on any budget miss (bench/budgets.json).
// Results: bench/results/latest.json (and a timestamped copy), every report in bench/results/lhr/.
//
// Beside Lighthouse, a throttled run in real Chromium (scripts/bench-hydration.cjs, issue 25): first paint
// (and its ratio to the empty page's), hydration (<html data-hydrated>) and the stretch between them, for the
// empty page and each page, also interleaved; a page's median stretch may exceed the empty page's by at most
// DEAD_STRETCH_MARGIN_MS. The empty page's first-load JavaScript is checked against bench/budgets.json's
// emptyPage, the figure npm test's JavaScript budgets are over.
//
// Options: --no-build (measure the existing builds), --runs N (rounds, default 5), --page /path (repeatable),
// --site-dir DIR (with --no-build: measure a copy of the site's build instead of public/),
// --hydration-runs N (rounds of the throttled run, default --runs; 0 skips it).
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"

const require = createRequire(import.meta.url)
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const FLOOR_DIR = path.join(ROOT, "bench/empty-gatsby")
const { findChromium } = require("./find-chromium.cjs")
const { startStaticServer } = require("./static-server.cjs")
const { measure: measureFirstLoad } = require("./public-js.cjs")
const lib = require("./bench-lib.cjs")
const hydration = require("./bench-hydration.cjs")

const args = process.argv.slice(2)
const flag = (name) => args.includes(name)
const option = (name) => args.flatMap((a, i) => (a === name ? [args[i + 1]] : []))
const RUNS = Number(option("--runs")[0] ?? 5)
const HYDRATION_RUNS = Number(option("--hydration-runs")[0] ?? RUNS)
/** How much longer than the empty page's a page's paint-to-hydration stretch may be (issue 25). */
const DEAD_STRETCH_MARGIN_MS = 300
const ONLY = option("--page")
// --site-dir: measure another copy of the site's build (an experiment on the built HTML) instead of public/.
const PUBLIC = { site: path.resolve(option("--site-dir")[0] ?? path.join(ROOT, "public")), floor: path.join(FLOOR_DIR, "public") }
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
const LHR_DIR = path.join(ROOT, "bench/results/lhr")
const log = (line = "") => process.stdout.write(`${line}\n`)

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number of rounds, got "${option("--runs")[0]}"`)

// The run's "now": SITE_NOW when set (gatsby/site-now.ts), else the clock once. The site is built with
// it too, so the job the bench picks is one the build has a page for.
const NOW = process.env.SITE_NOW ? new Date(process.env.SITE_NOW) : new Date()

/** Runs `gatsby build` in a folder; returns wall-clock seconds. */
function build(cwd, label) {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", SITE_NOW: process.env.SITE_NOW ?? NOW.toISOString() }
  const started = process.hrtime.bigint()
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  const seconds = Number((Number(process.hrtime.bigint() - started) / 1e9).toFixed(1))
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error(`gatsby build failed (${label})`)
  }
  log(`${label} built in ${seconds} s (load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores)`)
  return seconds
}

const pageFile = (root, urlPath) => path.join(root, urlPath === "/" ? "index.html" : `${urlPath.replace(/^\//, "")}/index.html`)

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
    // Every round a first visit: Lighthouse clears the HTTP cache before each run but, by default, keeps
    // the origin's cookies, localStorage and IndexedDB (to keep a login). One Chrome serves every round,
    // so the site's storage from the previous round would otherwise say "seen before" about files the
    // cleared cache no longer holds (e.g. the font flag, plugins/web-font/web-font-after-paint.ts).
    clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage", "indexeddb", "cookies"],
  })
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const requests = lhr.audits["network-requests"].details.items
  const sameOrigin = requests.filter((r) => r.url.startsWith(new URL(url).origin))
  const scripts = [...new Set(sameOrigin.filter((r) => r.resourceType === "Script").map((r) => r.url))]
  const jsGzipBytes = (await Promise.all(scripts.map(bodyBytes))).reduce((a, b) => a + b, 0)
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100)
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    jsGzipBytes,
    htmlGzipBytes: await bodyBytes(url),
    domSize: lhr.audits["dom-size"]?.numericValue ?? NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    lcpElement: lcpElement?.selector ?? lcpElement?.nodeLabel,
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

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`

/** The throttled run's medians as a table, with the pages whose stretch is over the empty page's + the margin. */
function hydrationTable(hydrationRuns, pages) {
  const floorRuns = hydrationRuns.get(`floor ${lib.FLOOR.path}`)
  if (!floorRuns) return null
  const floor = { label: lib.FLOOR.label, ...lib.hydrationRow(floorRuns) }
  const rows = pages.map((page) => ({ path: page.path, label: page.path, ...lib.hydrationRow(hydrationRuns.get(`site ${page.path}`) ?? [], floor) }))
  const header = "| Page | First paint | First paint / empty | Hydrated | Paint to hydrated | Over the empty page |"
  const line = (row, ratio, over) => `| ${row.label} | ${seconds(row.fcpMs)} | ${ratio} | ${seconds(row.hydratedMs)} | ${seconds(row.deadMs)} | ${over} |`
  const table = [
    header,
    "|---|---|---|---|---|---|",
    line(floor, "-", "-"),
    ...rows.map((row) => line(row, `${row.fcpRatio.toFixed(2)}x`, `${row.deadMs >= floor.deadMs ? "+" : "-"}${seconds(Math.abs(row.deadMs - floor.deadMs))}`)),
  ].join("\n")
  return { floor, rows, table, misses: rows.filter((row) => !(row.deadMs <= floor.deadMs + DEAD_STRETCH_MARGIN_MS)) }
}

const fileSlug = (visit) => `${visit.build}-${visit.path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}`

async function main() {
  if (option("--site-dir").length && !flag("--no-build")) throw new Error("--site-dir measures an existing build: add --no-build.")
  const buildSeconds = flag("--no-build")
    ? (log("Build skipped (--no-build): measuring the existing public/ folders."), null)
    : { floor: build(FLOOR_DIR, "Empty Gatsby page"), site: build(ROOT, "Site") }
  for (const [name, dir] of Object.entries(PUBLIC)) {
    if (!fs.existsSync(path.join(dir, "index.html"))) throw new Error(`No ${name} build in ${path.relative(ROOT, dir)}: run without --no-build.`)
  }

  const budgets = lib.loadBudgets()
  const pages = lib.resolvePages(lib.loadPages(), { jobs: lib.readJobs(), now: NOW }).filter((p) => ONLY.length === 0 || ONLY.includes(p.path))
  const missing = pages.filter((p) => !p.path || !fs.existsSync(pageFile(PUBLIC.site, p.path)))
  const measurable = pages.filter((p) => !missing.includes(p))
  const servers = { site: await startStaticServer({ root: PUBLIC.site }), floor: await startStaticServer({ root: PUBLIC.floor }) }
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
  })
  log(`Lighthouse ${require("lighthouse/package.json").version}, mobile preset, simulated throttling, ${RUNS} interleaved rounds; site ${servers.site.url}, empty page ${servers.floor.url}`)

  const runs = new Map() // visit key -> runs
  const hydrationRuns = new Map() // visit key -> throttled runs
  let chromeKilled = false
  try {
    fs.mkdirSync(LHR_DIR, { recursive: true })
    for (let round = 0; round < RUNS; round++) {
      const order = lib.roundOrder(round, measurable)
      log(`round ${round + 1}/${RUNS}: ${order[0].build === "floor" ? "empty page first" : "site first"}`)
      for (const visit of order) {
        const { lhr, ...run } = await measure(`${servers[visit.build].url}${visit.path}`, chrome.port)
        fs.writeFileSync(path.join(LHR_DIR, `${fileSlug(visit)}-${round + 1}.json`), JSON.stringify(lhr))
        const key = `${visit.build} ${visit.path}`
        runs.set(key, [...(runs.get(key) ?? []), run])
      }
    }
    await chrome.kill()
    chromeKilled = true
    // The throttled run, after Lighthouse's (one browser at a time on the shared machine).
    if (HYDRATION_RUNS > 0) {
      const browser = await hydration.openBrowser(findChromium())
      try {
        for (let round = 0; round < HYDRATION_RUNS; round++) {
          log(`throttled round ${round + 1}/${HYDRATION_RUNS}`)
          for (const visit of lib.roundOrder(round, measurable)) {
            const key = `${visit.build} ${visit.path}`
            hydrationRuns.set(key, [...(hydrationRuns.get(key) ?? []), await hydration.measureHydration(browser, `${servers[visit.build].url}${visit.path}`)])
          }
        }
      } finally {
        await browser.close()
      }
    }
  } finally {
    if (!chromeKilled) await chrome.kill()
    await Promise.all(Object.values(servers).map((server) => server.close()))
  }

  const floorRuns = runs.get(`floor ${lib.FLOOR.path}`)
  const floorRow = { label: lib.FLOOR.label, ...lib.medianRow(floorRuns) }
  const results = measurable.map((page) => {
    const pageRuns = runs.get(`site ${page.path}`)
    const row = { path: page.path, ...lib.relativeToFloor(lib.medianRow(pageRuns), floorRow) }
    return {
      ...page,
      median: row,
      runs: pageRuns,
      misses: lib.budgetMisses(row, lib.budgetFor(page.type, budgets)),
      failingAudits: [...new Set(pageRuns.flatMap((r) => r.failing))],
      lcpElements: [...new Set(pageRuns.map((r) => r.lcpElement))],
    }
  })

  log("")
  for (const r of results) {
    log(`${r.path}: perf ${r.runs.map((x) => x.performance).join("/")}, LCP ${r.runs.map((x) => Math.round(x.lcpMs)).join("/")} ms, TBT ${r.runs.map((x) => Math.round(x.tbtMs)).join("/")} ms; LCP element ${r.lcpElements.join(" | ")}`)
    r.runs.forEach((x, i) => x.layoutShifts.forEach((shift) => log(`  round ${i + 1}: layout shift ${shift.score} ${shift.element}`)))
  }
  log(`empty page: LCP ${floorRuns.map((x) => Math.round(x.lcpMs)).join("/")} ms; benchmarkIndex ${floorRuns.map((x) => Math.round(x.benchmarkIndex)).join("/")}`)
  // The committed figure npm test checks the JavaScript budgets against (__tests__/browser/first-load-budget.test.ts).
  const reference = lib.emptyPageReference(budgets)
  const floorFirstLoad = measureFirstLoad("/", PUBLIC.floor).gzip
  const installed = lib.installedVersions()
  const sameVersions = lib.EMPTY_PAGE_PACKAGES.every((name) => reference.versions[name] === installed[name])
  log("")
  log(lib.formatTable([floorRow, ...results.map((r) => r.median)]))
  log("")
  // A page the bench cannot measure counts as a miss: its budgets are unchecked.
  let missCount = 0
  if (floorFirstLoad !== reference.jsGzipBytes || !sameVersions) {
    missCount += 1
    log(`MISS the empty page's first-load JavaScript is ${floorFirstLoad} B with ${lib.EMPTY_PAGE_PACKAGES.map((name) => `${name} ${installed[name]}`).join(", ")}; bench/budgets.json's emptyPage says ${reference.jsGzipBytes} B with ${lib.EMPTY_PAGE_PACKAGES.map((name) => `${name} ${reference.versions[name]}`).join(", ")}: write the new figure and versions there (npm test checks the budgets against it)`)
  }
  for (const page of missing) {
    missCount += 1
    log(`MISS ${page.path ?? "(none)"} (${page.type}): ${page.reason ?? "not in this build"}, so not measured`)
  }
  for (const r of results.filter((r) => r.misses.length)) {
    missCount += r.misses.length
    log(`MISS ${r.path} (${r.type}): ${r.misses.map((m) => m.text).join("; ")}`)
    if (r.failingAudits.length) log(`     failing audits: ${r.failingAudits.join(", ")}`)
  }
  const stretch = hydrationTable(hydrationRuns, measurable)
  if (stretch) {
    log("")
    log(`Throttled Chromium (${HYDRATION_RUNS} interleaved rounds; 390 px, 150 ms latency, 1.6 Mbit/s down, CPU 4x slower), medians:`)
    log(stretch.table)
    for (const row of stretch.misses) {
      missCount += 1
      log(`MISS ${row.path}: first paint to hydrated ${seconds(row.deadMs)}, more than the empty page's ${seconds(stretch.floor.deadMs)} + ${seconds(DEAD_STRETCH_MARGIN_MS)}`)
    }
  }
  log(missCount ? `${missCount} budget miss(es).` : "All budgets met.")

  const report = {
    date: new Date().toISOString(),
    lighthouse: require("lighthouse/package.json").version,
    settings: { preset: "mobile", throttling: "simulate", rounds: RUNS, interleaved: true, categories: CATEGORIES },
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
    metrics: Object.fromEntries(Object.entries(lib.METRICS).map(([k, m]) => [k, m.label])),
    buildSeconds,
    floor: { median: floorRow, runs: floorRuns },
    pages: [...results, ...missing.map((page) => ({ ...page, skipped: true }))],
    emptyPageFirstLoad: { jsGzipBytes: floorFirstLoad, versions: installed },
    hydration: stretch && { conditions: hydration.CONDITIONS, rounds: HYDRATION_RUNS, floor: stretch.floor, pages: stretch.rows, runs: Object.fromEntries(hydrationRuns) },
  }
  const dir = path.join(ROOT, "bench/results")
  const json = `${JSON.stringify(report, null, 2)}\n`
  fs.writeFileSync(path.join(dir, `bench-${report.date.replace(/[:.]/g, "-")}.json`), json)
  fs.writeFileSync(path.join(dir, "latest.json"), json)
  log("Results written to bench/results/latest.json")
  // Non-zero when any budget is missed, so a script or CI job can gate on the bench.
  if (missCount) process.exitCode = 1
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`)
  process.exit(1)
})
