/** The site as a crawler sees it: every spec route, no link to the 404 page, a true sitemap, unique titles, typed JSON-LD. */
import fs from "node:fs"
import path from "node:path"
import type { Browser, Page } from "playwright-core"
import { collection, contentFile, jobs, openJobs } from "../fixtures/content"
import { BASE_URL, builtPages, jsonLdNodes, launchBrowser, openPage } from "./support/browser"
import { builtNow } from "./support/build-clock"

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = (await openPage(browser, 1280)).page
})
afterAll(() => browser?.close())

const SPEC_ROUTES: Record<string, RegExp> = {
  "/": /./,
  "/services/office-cleaning": /Office Cleaning/,
  "/services/restaurant-cleaning": /Restaurant/,
  "/services/retail-cleaning": /Retail/,
  "/services/covid-disinfection": /Disinfection/,
  "/services/viral-outbreak-response": /Outbreak/i,
  "/services/e-coli-response": /E\. ?coli/i,
  "/services/mold-remediation": /Mold/,
  "/services/kitchen-cleaning": /Kitchen/,
  "/services/high-dusting": /High Dusting/i,
  "/services/janitorial": /Janitorial/,
  "/clients/disney": /Theme/i,
  "/clients/jabil": /Electronics/i,
  "/clients/usaa": /Financial|Bank/i,
  "/clients/ripa": /Construction|Contractor/i,
  "/blog": /./,
  "/faq": /./,
  "/about": /./,
  "/contact": /./,
  "/careers": /./,
  "/jobs": /Hiring/,
  "/service-areas": /./,
  "/quote": /./,
  "/accessibility": /Accessibility/,
  "/privacy": /Privacy/,
}
for (const location of collection("locations")) SPEC_ROUTES[`/locations/${location.slug}`] = new RegExp(location.city.replace(".", "\\."))
for (const post of collection("posts")) SPEC_ROUTES[`/blog/${post.slug}`] = /./
// A role has a page while it is open on the build's "now" (SITE_NOW); after its validThrough day, none.
const openRoles = openJobs(builtNow())
const closedRoles = jobs().filter((job) => !openRoles.some((open) => open.slug === job.slug))
for (const job of openRoles) SPEC_ROUTES[`/jobs/${job.slug}`] = new RegExp(job.title.replace(/[()/]/g, "."))

describe("routes", () => {
  it.each(Object.entries(SPEC_ROUTES))("%s returns 200 with its h1", async (route, h1) => {
    const response = await page.goto(BASE_URL() + route)
    expect(response?.status()).toBe(200)
    expect(await page.locator("h1").textContent()).toMatch(h1)
  })

  it("serves no page for a role past its validThrough day", async () => {
    for (const job of closedRoles) {
      const response = await page.goto(`${BASE_URL()}/jobs/${job.slug}`)
      expect([job.slug, response?.status()]).toEqual([job.slug, 404])
    }
  })
})

describe("crawl", () => {
  it("finds no internal link, from / outward, that lands on the 404 page", async () => {
    const seen = new Set<string>(["/"])
    const queue = ["/"]
    const broken: string[] = []
    while (queue.length) {
      const route = queue.shift()!
      const response = await page.goto(BASE_URL() + route, { waitUntil: "domcontentloaded" })
      if (response?.status() !== 200) {
        broken.push(route)
        continue
      }
      const hrefs = await page.$$eval("a[href]", (links) => links.map((a) => a.getAttribute("href") ?? ""))
      for (const href of hrefs) {
        if (!href.startsWith("/") || href.startsWith("//")) continue
        const target = href.split(/[?#]/)[0].replace(/(.)\/$/, "$1")
        if (!seen.has(target)) {
          seen.add(target)
          queue.push(target)
        }
      }
    }
    expect(broken).toEqual([])
    expect(seen.size).toBeGreaterThanOrEqual(builtPages().length)
  })
})

describe("sitemap and robots", () => {
  it("lists exactly the built pages, without the 404 page", () => {
    const publicDir = path.resolve(__dirname, "../../public")
    const index = fs.readFileSync(path.join(publicDir, "sitemap-index.xml"), "utf8")
    const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1])
    const urls = files.flatMap((file) =>
      [...fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
    )
    expect(urls.sort()).toEqual(builtPages())
    expect(urls.some((url) => url.includes("404"))).toBe(false)
    expect(urls.filter((url) => url.startsWith("/jobs/"))).toEqual(openRoles.map((job) => `/jobs/${job.slug}`).sort())
  })

  it("robots.txt allows crawling and names the sitemap", async () => {
    const response = await page.goto(`${BASE_URL()}/robots.txt`)
    const text = (await response?.text()) ?? ""
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Allow: \/$/m)
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m)
  })
})

describe("head tags across the site", () => {
  it("gives every page its own title and meta description", async () => {
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    const clashes: string[] = []
    for (const route of builtPages()) {
      await page.goto(BASE_URL() + route, { waitUntil: "domcontentloaded" })
      const title = await page.title()
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? ""
      if (titles.has(title)) clashes.push(`title of ${route} = ${titles.get(title)}`)
      if (descriptions.has(description)) clashes.push(`description of ${route} = ${descriptions.get(description)}`)
      titles.set(title, route)
      descriptions.set(description, route)
    }
    expect(clashes).toEqual([])
  })
})

describe("structured data per page type", () => {
  const EXPECTED: [string, string[]][] = [
    ["/", ["Product"]],
    ["/services/office-cleaning", ["Service", "BreadcrumbList"]],
    ["/locations/atlanta", ["Service", "BreadcrumbList"]],
    ["/clients/ripa", ["BreadcrumbList"]],
    ["/blog", ["Blog", "BreadcrumbList"]],
    [`/blog/${collection("posts")[0].slug}`, ["BlogPosting", "BreadcrumbList"]],
    ["/faq", ["FAQPage", "BreadcrumbList"]],
    ["/about", ["AboutPage", "BreadcrumbList"]],
    ["/contact", ["ContactPage", "BreadcrumbList"]],
    ["/service-areas", ["Service", "BreadcrumbList"]],
    ["/accessibility", ["WebPage", "BreadcrumbList"]],
    ["/privacy", ["WebPage", "BreadcrumbList"]],
    ...openRoles.slice(0, 1).map((job): [string, string[]] => [`/jobs/${job.slug}`, ["JobPosting", "BreadcrumbList"]]),
  ]

  it.each(EXPECTED)("%s carries %j next to the site-wide nodes", async (route, types) => {
    await page.goto(BASE_URL() + route)
    const found = (await jsonLdNodes(page)).map((node) => node["@type"])
    expect(found).toEqual(expect.arrayContaining(["Organization", "LocalBusiness", "WebSite", ...types]))
  })

  // pages.test.ts checks the same on every built page; here the pages that list the roles.
  it("puts JobPosting only on a job's own page, dated the build's day", async () => {
    for (const route of ["/jobs", "/careers"]) {
      await page.goto(BASE_URL() + route)
      expect((await jsonLdNodes(page)).map((node) => node["@type"])).not.toContain("JobPosting")
    }
    for (const job of openRoles) {
      await page.goto(`${BASE_URL()}/jobs/${job.slug}`)
      const posting = (await jsonLdNodes(page)).find((node) => node["@type"] === "JobPosting")
      expect(posting).toMatchObject({ datePosted: builtNow().toISOString().slice(0, 10), validThrough: expect.stringMatching(job.validThrough) })
    }
  })

  it("rates the Product 5.0 with one review per testimonial", async () => {
    await page.goto(`${BASE_URL()}/`)
    const product = (await jsonLdNodes(page)).find((node) => node["@type"] === "Product") as Record<string, any>
    expect(product.name).toBe("Florida Commercial Cleaning Services")
    expect(product.aggregateRating).toMatchObject({ ratingValue: "5.0", reviewCount: product.review.length })
    expect(product.review).toHaveLength(contentFile<unknown[]>("data/testimonials.yaml").length)
  })
})
