import fs from "node:fs"
import path from "node:path"
import { PAGE_TYPES, budgetFor, budgetMisses, formatTable, loadBudgets, loadPages, median, medianRow } from "../../../scripts/bench-lib.cjs"
import { MARKDOWN_TYPES } from "../../../src/lib/content/content-types"
import { routes } from "../../../src/lib/routes"

const ROOT = path.resolve(__dirname, "../../..")
const pages = loadPages()
const budgets = loadBudgets()

/** Page types generated from content: the route for a slug and the folder its content lives in. */
const CONTENT_TYPES: Record<string, { route: (slug: string) => string; folder: string }> = Object.fromEntries(
  MARKDOWN_TYPES.map(({ template, route, folder }) => [template, { route, folder }]),
)
const FIXED_PAGES: Record<string, string> = { home: routes.home, quote: routes.quote, blog: routes.blog, jobs: routes.jobs }

describe("benchmark page list and budgets (bench/pages.json, bench/budgets.json)", () => {
  it("knows every page type of the site: each template's and the fixed pages", () => {
    expect([...PAGE_TYPES].sort()).toEqual(["blog", "client", "home", "job", "jobs", "location", "post", "quote", "service"])
    for (const template of Object.keys(CONTENT_TYPES)) expect(PAGE_TYPES).toContain(template)
  })

  it.each(PAGE_TYPES)("measures a %s page", (type) => {
    expect(pages.filter((page) => page.type === type).length).toBeGreaterThan(0)
  })

  it.each(PAGE_TYPES)("has a budget entry for %s pages", (type) => {
    expect(budgets.pageTypes).toHaveProperty(type)
    expect(() => budgetFor(type, budgets)).not.toThrow()
  })

  it("names no page type the site does not have", () => {
    for (const page of pages) expect(PAGE_TYPES).toContain(page.type)
    for (const type of Object.keys(budgets.pageTypes)) expect(PAGE_TYPES).toContain(type)
  })

  it("includes every page issue 6 lists", () => {
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/", "/quote/", "/services/office-cleaning/", "/locations/tampa/", "/locations/atlanta/", "/clients/ripa/", "/blog/", "/jobs/"]),
    )
  })

  it("uses each type's route, and content pages point at an existing content entry", () => {
    for (const { type, path: pagePath } of pages) {
      if (type in FIXED_PAGES) {
        expect(pagePath).toBe(FIXED_PAGES[type])
        continue
      }
      const { route, folder } = CONTENT_TYPES[type]
      const slug = pagePath.split("/").filter(Boolean).pop()!
      expect(pagePath).toBe(route(slug))
      expect(fs.existsSync(path.join(ROOT, "content", folder, `${slug}.md`))).toBe(true)
    }
  })

  it("holds the issue's targets", () => {
    expect(budgetFor("service", budgets)).toEqual({
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1200,
      tbtMs: 50,
      cls: 0.01,
      totalBytes: 250 * 1024,
      jsGzipBytes: 75 * 1024,
      htmlGzipBytes: 14 * 1024,
    })
    expect(budgetFor("quote", budgets)).toMatchObject({ performance: 95, accessibility: 100, jsGzipBytes: null })
    expect(budgets.build).toEqual({ coldSeconds: 60, warmSeconds: 15 })
  })
})

describe("benchmark arithmetic (scripts/bench-lib.cjs)", () => {
  it("takes the median of three runs, ignoring failed ones", () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([5, NaN, 7])).toBe(6)
    expect(medianRow([{ tbtMs: 90, cls: 0 }, { tbtMs: 10, cls: 0.2 }, { tbtMs: 40, cls: 0.1 }])).toMatchObject({ tbtMs: 40, cls: 0.1 })
  })

  it("reports each missed budget, in both directions, and skips unbudgeted ones", () => {
    const misses = budgetMisses(
      { performance: 94, accessibility: 100, tbtMs: 51, cls: 0.01, jsGzipBytes: 90000 },
      { performance: 95, accessibility: 100, tbtMs: 50, cls: 0.01, jsGzipBytes: null },
    )
    expect(misses.map((miss) => miss.metric)).toEqual(["performance", "tbtMs"])
    expect(misses[1].text).toBe("TBT 51 ms (budget <= 50 ms)")
  })

  it("counts a budgeted figure Lighthouse did not report as a miss, not a pass", () => {
    const misses = budgetMisses({ performance: NaN, tbtMs: 10 }, { performance: 100, tbtMs: 50, cls: 0.01 })
    expect(misses.map((miss) => miss.text)).toEqual(["Perf not measured", "CLS not measured"])
  })

  it("prints one row per page", () => {
    const table = formatTable([{ path: "/", ...medianRow([{ performance: 100, jsGzipBytes: 70000 }]) }])
    expect(table.split("\n")).toHaveLength(3)
    expect(table).toContain("68.4 KB")
  })
})
