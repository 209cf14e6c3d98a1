/**
 * The first-load JavaScript budget of every page the bench measures (bench/pages.json), checked on the build
 * in `npm test`, so a change that adds bytes fails here and not only in `npm run bench`. A page's first load
 * is what it loads before a visitor touches anything (scripts/public-js.cjs: its scripts, the boot scripts its
 * loader adds, its template's chunks; gzip -9, as the bench's static server sends them and Lighthouse counts
 * them). Its budget is in bench/budgets.json: jsDeltaBytes over the empty Gatsby page's first load (emptyPage,
 * measured by `npm run bench` with the versions it names, which says when it no longer matches), or jsGzipBytes
 * in all. No browser: the files of public/.
 */
import { builtNow } from "./support/build-clock"
import { measure } from "../../scripts/public-js.cjs"
import { EMPTY_PAGE_PACKAGES, budgetFor, emptyPageReference, installedVersions, loadBudgets, loadPages, readJobs, resolvePages } from "../../scripts/bench-lib.cjs"

const budgets = loadBudgets()
const reference = emptyPageReference(budgets)
const pages = resolvePages(loadPages(), { jobs: readJobs(), now: builtNow() })
const bytes = (n: number) => `${n.toLocaleString("en-US")} B`

it("measures against an empty Gatsby page made with the gatsby and react this site has installed", () => {
  const installed = installedVersions()
  const stale = EMPTY_PAGE_PACKAGES.filter((name) => reference.versions[name] !== installed[name]).map((name) => `${name} ${reference.versions[name]} -> ${installed[name]}`)
  if (stale.length > 0) {
    throw new Error(`bench/budgets.json's emptyPage (${bytes(reference.jsGzipBytes)}) was measured with other versions (${stale.join(", ")}): run \`npm run bench\`, which prints the empty page's figure, and write it there`)
  }
})

it.each(pages.map((page) => [page.path ?? `(no ${page.type} page: ${page.reason})`, page] as const))("%s stays within its first-load JavaScript budget", (_label, page) => {
  if (!page.path) throw new Error(`bench/pages.json: no ${page.type} page to measure (${page.reason})`)
  const budget = budgetFor(page.type, budgets)
  const gzip = measure(page.path).gzip
  const where = `bench/budgets.json, pageTypes.${page.type} or defaults`
  if (typeof budget.jsGzipBytes === "number") {
    if (gzip > budget.jsGzipBytes) throw new Error(`${page.path} (${page.type}): ${bytes(gzip)} of gzipped first-load JavaScript, ${bytes(gzip - budget.jsGzipBytes)} over its budget of ${bytes(budget.jsGzipBytes)} (jsGzipBytes; ${where})`)
    return
  }
  if (typeof budget.jsDeltaBytes !== "number") throw new Error(`${page.path} (${page.type}) has no JavaScript budget in bench/budgets.json`)
  const limit = reference.jsGzipBytes + budget.jsDeltaBytes
  if (gzip > limit) {
    throw new Error(
      `${page.path} (${page.type}): ${bytes(gzip)} of gzipped first-load JavaScript, ${bytes(gzip - limit)} over its budget of ${bytes(limit)} ` +
        `(the empty Gatsby page's ${bytes(reference.jsGzipBytes)} + jsDeltaBytes ${bytes(budget.jsDeltaBytes)}; ${where})`,
    )
  }
})
