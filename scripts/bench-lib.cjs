// The benchmark's page list, budgets and arithmetic, shared by scripts/bench.mjs and the unit tests.
const fs = require("node:fs")
const path = require("node:path")

const ROOT = path.resolve(__dirname, "..")

/** Every page type the site has; the bench measures one page of each and budgets each. */
const PAGE_TYPES = ["home", "quote", "service", "location", "client", "blog", "post", "jobs", "job"]

/** The metrics a budget can name, how to read them from a result row, and how to print them. */
const METRICS = {
  performance: { label: "Perf", higherIsBetter: true, format: (v) => String(Math.round(v)) },
  accessibility: { label: "A11y", higherIsBetter: true, format: (v) => String(Math.round(v)) },
  bestPractices: { label: "BP", higherIsBetter: true, format: (v) => String(Math.round(v)) },
  seo: { label: "SEO", higherIsBetter: true, format: (v) => String(Math.round(v)) },
  lcpMs: { label: "LCP", format: (v) => `${(v / 1000).toFixed(2)} s` },
  tbtMs: { label: "TBT", format: (v) => `${Math.round(v)} ms` },
  cls: { label: "CLS", format: (v) => v.toFixed(3) },
  totalBytes: { label: "Total", format: kb },
  jsGzipBytes: { label: "JS gz", format: kb },
  htmlGzipBytes: { label: "HTML gz", format: kb },
  imageBytes: { label: "Images", format: kb },
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`
}

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8"))
const loadPages = () => readJson("bench/pages.json").pages
const loadBudgets = () => readJson("bench/budgets.json")

/** The budgets for one page type: the defaults with the type's own values on top (null: not checked). */
function budgetFor(type, budgets = loadBudgets()) {
  const own = budgets.pageTypes[type]
  if (!own) throw new Error(`bench/budgets.json has no entry for page type "${type}"`)
  const merged = { ...budgets.defaults }
  for (const [key, value] of Object.entries(own)) if (!key.startsWith("$")) merged[key] = value
  return merged
}

function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The median of each metric over several runs of one page. */
function medianRow(runs) {
  const row = {}
  for (const key of Object.keys(METRICS)) row[key] = median(runs.map((run) => run[key]))
  return row
}

/** Budget misses of one page's medians: [{ metric, value, budget, text }]. */
function budgetMisses(row, budget) {
  const misses = []
  for (const [metric, limit] of Object.entries(budget)) {
    if (limit === null || limit === undefined || !(metric in METRICS)) continue
    const value = row[metric]
    const { higherIsBetter, label, format } = METRICS[metric]
    // A budgeted figure Lighthouse did not report is not a pass.
    if (typeof value !== "number" || Number.isNaN(value)) {
      misses.push({ metric, value: NaN, budget: limit, text: `${label} not measured` })
      continue
    }
    const missed = higherIsBetter ? value < limit : value > limit
    if (missed) misses.push({ metric, value, budget: limit, text: `${label} ${format(value)} (budget ${higherIsBetter ? ">=" : "<="} ${format(limit)})` })
  }
  return misses
}

/** A plain-text table: one row per page, one column per metric. */
function formatTable(rows) {
  const columns = ["Page", ...Object.values(METRICS).map((m) => m.label)]
  const body = rows.map((row) => [row.path, ...Object.entries(METRICS).map(([key, m]) => (Number.isNaN(row[key]) ? "-" : m.format(row[key])))])
  const widths = columns.map((c, i) => Math.max(c.length, ...body.map((r) => r[i].length)))
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`
  return [line(columns), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...body.map(line)].join("\n")
}

module.exports = { PAGE_TYPES, METRICS, loadPages, loadBudgets, budgetFor, median, medianRow, budgetMisses, formatTable }
