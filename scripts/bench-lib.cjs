// The benchmark's page list, budgets and arithmetic, shared by scripts/bench.mjs and the unit tests.
// Everything but the two file loaders is pure: medians, ratios to the empty page, budget checks and
// the interleaving order.
const fs = require("node:fs")
const path = require("node:path")

const ROOT = path.resolve(__dirname, "..")

/** Every page type the site has; the bench measures one page of each and budgets each. */
const PAGE_TYPES = ["home", "quote", "service", "location", "client", "blog", "post", "careers", "jobs", "job", "service-areas"]

/** The empty Gatsby page (bench/empty-gatsby): the floor every page is compared with, in the same run. */
const FLOOR = { type: "floor", path: "/", build: "floor", label: "empty Gatsby" }

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const signedKb = (bytes) => `${bytes >= 0 ? "+" : "-"}${kb(Math.abs(bytes))}`

/**
 * The metrics a row can hold, in table order, and how to print them. `higherIsBetter`: a budget is a
 * minimum. `under`: the budget is a strict maximum ("under 800 elements"); otherwise an inclusive one.
 * `relative`: computed from the page's medians and the empty page's (relativeToFloor).
 */
const METRICS = {
  performance: { label: "Perf", higherIsBetter: true, format: (v) => String(Math.round(v)) },
  accessibility: { label: "A11y", higherIsBetter: true, format: (v) => String(Math.round(v)) },
  bestPractices: { label: "BP", higherIsBetter: true, format: (v) => String(Math.round(v)) },
  seo: { label: "SEO", higherIsBetter: true, format: (v) => String(Math.round(v)) },
  lcpMs: { label: "LCP", format: (v) => `${(v / 1000).toFixed(2)} s` },
  lcpRatio: { label: "LCP/empty", relative: true, format: (v) => `${v.toFixed(2)}x` },
  tbtMs: { label: "TBT", format: (v) => `${Math.round(v)} ms` },
  cls: { label: "CLS", format: (v) => v.toFixed(3) },
  jsGzipBytes: { label: "JS gz", format: kb },
  jsDeltaBytes: { label: "JS-empty", relative: true, format: signedKb },
  htmlGzipBytes: { label: "HTML gz", under: true, format: kb },
  domSize: { label: "DOM", under: true, format: (v) => String(Math.round(v)) },
}

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"))
const loadPages = () => readJson("bench/pages.json").pages
const loadBudgets = () => readJson("bench/budgets.json")

/** The budgets for one page type: the defaults with the type's own values on top (null: not checked). */
function budgetFor(type, budgets = loadBudgets()) {
  const own = budgets.pageTypes[type]
  if (!own) throw new Error(`bench/budgets.json has no entry for page type "${type}"`)
  const merged = {}
  for (const [key, value] of Object.entries({ ...budgets.defaults, ...own })) if (!key.startsWith("$")) merged[key] = value
  return merged
}

function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The median of each measured metric over the rounds of one page. */
function medianRow(runs) {
  const row = {}
  for (const [key, metric] of Object.entries(METRICS)) if (!metric.relative) row[key] = median(runs.map((run) => run[key]))
  return row
}

/**
 * The throttled Chromium run's medians for one page (scripts/bench-hydration.cjs: first contentful paint,
 * <html data-hydrated>, the stretch between), with the first paint's ratio to the empty page's when its
 * medians are given: the first paint is reported beside hydration.
 */
function hydrationRow(runs, floor) {
  const row = {
    fcpMs: median(runs.map((run) => run.fcpMs)),
    hydratedMs: median(runs.map((run) => run.hydratedMs)),
    deadMs: median(runs.map((run) => run.deadMs)),
  }
  if (floor) row.fcpRatio = floor.fcpMs > 0 ? row.fcpMs / floor.fcpMs : NaN
  return row
}

/** A page's medians with its ratios to the empty page's medians from the same run. */
function relativeToFloor(row, floor) {
  return {
    ...row,
    lcpRatio: floor.lcpMs > 0 ? row.lcpMs / floor.lcpMs : NaN,
    jsDeltaBytes: row.jsGzipBytes - floor.jsGzipBytes,
  }
}

/** Budget misses of one page's row: [{ metric, value, budget, text }]. */
function budgetMisses(row, budget) {
  const misses = []
  for (const [metric, limit] of Object.entries(budget)) {
    if (limit === null || limit === undefined) continue
    if (!(metric in METRICS)) throw new Error(`bench/budgets.json names an unknown metric "${metric}"`)
    const value = row[metric]
    const { higherIsBetter, under, label, format } = METRICS[metric]
    // A budgeted figure Lighthouse did not report is not a pass.
    if (typeof value !== "number" || Number.isNaN(value)) {
      misses.push({ metric, value: NaN, budget: limit, text: `${label} not measured` })
      continue
    }
    const missed = higherIsBetter ? value < limit : under ? value >= limit : value > limit
    const sign = higherIsBetter ? ">=" : under ? "<" : "<="
    if (missed) misses.push({ metric, value, budget: limit, text: `${label} ${format(value)} (budget ${sign} ${format(limit)})` })
  }
  return misses
}

/**
 * The visits of one round: every page once, the empty page first in even rounds and last in odd ones,
 * so a slow spell of the shared machine falls on both builds alike over the rounds.
 */
function roundOrder(round, pages, floor = FLOOR) {
  const site = pages.map((page) => ({ ...page, build: "site" }))
  return round % 2 === 0 ? [floor, ...site] : [...site, floor]
}

/** The same rule as src/lib/jobs.ts isOpen: a role is open through the end of its validThrough day (UTC). */
function isOpenJob(validThrough, now) {
  const day = validThrough instanceof Date ? validThrough.toISOString() : String(validThrough)
  return new Date(`${day.slice(0, 10)}T23:59:59.999Z`).getTime() >= now.getTime()
}

/** content/jobs as the bench needs it to pick the first open job, in English and with a Spanish page. */
function readJobs(root = ROOT) {
  const matter = require("gray-matter")
  const dir = path.join(root, "content/jobs")
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => ({ ...matter(fs.readFileSync(path.join(dir, f), "utf8")).data, hasSpanish: fs.existsSync(path.join(dir, "es", f)) }))
}

/** The slug of the first open job as the /jobs board lists them (board "jobs" first, then by order), or null. */
function firstOpenJob(jobs, now) {
  const open = jobs.filter((job) => isOpenJob(job.validThrough, now))
  open.sort((a, b) => Number(a.board !== "jobs") - Number(b.board !== "jobs") || (a.order ?? 0) - (b.order ?? 0) || a.slug.localeCompare(b.slug))
  return open.length ? open[0].slug : null
}

/**
 * bench/pages.json with its run-time entries filled in: `{ "type": "job", "pick": "first-open-job" }`
 * becomes the first open job's page, so an expired posting does not break the bench. A page that
 * cannot be picked keeps `path: null` and a `reason`, and counts as a miss.
 */
function resolvePages(pages, { jobs, now }) {
  return pages.map((page) => {
    if (page.pick === undefined) return page
    if (page.pick !== "first-open-job") throw new Error(`bench/pages.json: unknown pick "${page.pick}"`)
    if (page.lang !== undefined && page.lang !== "es") throw new Error(`bench/pages.json: unknown lang "${page.lang}"`)
    const spanish = page.lang === "es"
    const slug = firstOpenJob(spanish ? jobs.filter((job) => job.hasSpanish) : jobs, now)
    if (!slug) return { type: page.type, path: null, reason: `no open job in content/jobs${spanish ? " with a Spanish page in content/jobs/es" : ""}` }
    return { type: page.type, path: spanish ? `/es/empleos/${slug}/` : `/jobs/${slug}/` }
  })
}

/** A plain-text table: one row per page (the empty page's first), one column per metric. */
function formatTable(rows) {
  const columns = ["Page", ...Object.values(METRICS).map((m) => m.label)]
  const body = rows.map((row) => [
    row.label ?? row.path,
    ...Object.entries(METRICS).map(([key, m]) => (typeof row[key] !== "number" || Number.isNaN(row[key]) ? "-" : m.format(row[key]))),
  ])
  const widths = columns.map((c, i) => Math.max(c.length, ...body.map((r) => r[i].length)))
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`
  return [line(columns), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...body.map(line)].join("\n")
}

/**
 * The empty Gatsby page's first-load JavaScript (bench/budgets.json, "emptyPage"): the figure jsDeltaBytes
 * budgets are over. Measured by the bench each time it builds that page; committed, with the versions it was
 * measured with, so that `npm test` checks the budgets without building it (__tests__/browser/first-load-budget.test.ts).
 */
function emptyPageReference(budgets = loadBudgets()) {
  const reference = budgets.emptyPage
  if (!reference || typeof reference.jsGzipBytes !== "number") throw new Error("bench/budgets.json has no emptyPage.jsGzipBytes")
  return reference
}

/** The packages that make the empty page's JavaScript, with their installed versions. */
const EMPTY_PAGE_PACKAGES = ["gatsby", "react", "react-dom"]
const installedVersions = (root = ROOT) => Object.fromEntries(EMPTY_PAGE_PACKAGES.map((name) => [name, JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")).version]))

module.exports = {
  PAGE_TYPES,
  FLOOR,
  METRICS,
  loadPages,
  loadBudgets,
  budgetFor,
  median,
  medianRow,
  hydrationRow,
  relativeToFloor,
  budgetMisses,
  roundOrder,
  isOpenJob,
  firstOpenJob,
  resolvePages,
  formatTable,
  readJobs,
  emptyPageReference,
  installedVersions,
  EMPTY_PAGE_PACKAGES,
}
