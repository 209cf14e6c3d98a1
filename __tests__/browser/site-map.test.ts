/**
 * The site as a crawler sees it, read from the build without a browser (the server-rendered HTML,
 * fetched from the static server or read from public/): every spec route, no link to the 404 page,
 * a true sitemap, unique titles and descriptions, full head tags and typed JSON-LD on every page.
 * Checks that need a running page (console errors, CSP, axe) are in every-page.test.ts.
 */
import fs from "node:fs"
import path from "node:path"
import { collection, contentFile, jobs, openJobs } from "../fixtures/content"
import { BASE_URL, builtPages, pageUrl } from "./support/browser"
import { builtNow } from "./support/build-clock"
import { headOf, internalLinks, jsonLdOf, readBuiltHtml, textsOf } from "./support/built-html"
import { routes } from "../../src/lib/routes"

const pages = builtPages()
/** Pages kept out of search results (noindex): reached from a link in an e-mail, never from the site. */
const noIndexPages = pages.filter((route) => /<meta name="robots" content="noindex/.test(readBuiltHtml(route)))
const typesOf = (route: string) => jsonLdOf(readBuiltHtml(route), route).map((node) => node["@type"])

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
    const response = await fetch(pageUrl(route), { redirect: "manual" })
    expect(response.status).toBe(200)
    expect(textsOf(await response.text(), "h1")[0]).toMatch(h1)
  })

  it("serves no page for a role past its validThrough day", async () => {
    for (const job of closedRoles) {
      const response = await fetch(`${BASE_URL()}/jobs/${job.slug}`)
      expect([job.slug, response.status]).toEqual([job.slug, 404])
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
      const response = await fetch(BASE_URL() + route)
      if (response.status !== 200) {
        broken.push(`${route} (${response.status})`)
        continue
      }
      // A linked file that is not a page (a feed, a PDF) only has to be there.
      if (!response.headers.get("content-type")?.includes("text/html")) continue
      for (const target of internalLinks(await response.text())) {
        if (!seen.has(target)) {
          seen.add(target)
          queue.push(target)
        }
      }
    }
    expect(broken).toEqual([])
    expect(seen.size).toBeGreaterThanOrEqual(pages.length - noIndexPages.length)
  })
})

describe("sitemap and robots", () => {
  it("lists exactly the built pages, without the 404 page and the pages kept out of search results (noindex)", () => {
    const publicDir = path.resolve(__dirname, "../../public")
    const index = fs.readFileSync(path.join(publicDir, "sitemap-index.xml"), "utf8")
    const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1])
    const urls = files.flatMap((file) =>
      [...fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
    )
    // The pages only our mails link to: the newsletter's confirmation and the assessment's booking.
    expect([...noIndexPages].sort()).toEqual([routes.assessment, routes.newsletterConfirm].sort())
    expect(urls.sort()).toEqual(pages.filter((route) => !noIndexPages.includes(route)))
    expect(urls.some((url) => url.includes("404"))).toBe(false)
    expect(urls.filter((url) => url.startsWith(routes.jobs) && url !== routes.jobs)).toEqual(openRoles.map((job) => routes.job(job.slug)).sort())
  })

  it("robots.txt allows crawling and names the sitemap", async () => {
    const response = await fetch(`${BASE_URL()}/robots.txt`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Allow: \/$/m)
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m)
  })
})

describe("head tags and JSON-LD on every page", () => {
  it.each(pages)("%s has a title, a meta description, a canonical URL to itself and the site JSON-LD (JobPosting only on a job's page)", (route) => {
    const html = readBuiltHtml(route)
    const head = headOf(html)
    expect(head.title.trim()).not.toBe("")
    expect(head.description).toMatch(/\S{10,}/)
    expect(head.canonical && new URL(head.canonical).pathname).toBe(route)
    const types = jsonLdOf(html, route).map((node) => node["@type"])
    expect(types).toEqual(expect.arrayContaining(["Organization", "LocalBusiness", "WebSite"]))
    // JobPosting only on a role's own page, in English or Spanish (built only while the role is open), nowhere else.
    expect(types.includes("JobPosting")).toBe(/^(\/es\/empleos|\/jobs)\/[^/]+\/$/.test(route))
  })

  it("gives every page its own title and meta description", () => {
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    const clashes: string[] = []
    for (const route of pages) {
      const head = headOf(readBuiltHtml(route))
      const title = head.title
      const description = head.description ?? ""
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

  it.each(EXPECTED)("%s carries %j next to the site-wide nodes", (route, types) => {
    expect(typesOf(route)).toEqual(expect.arrayContaining(["Organization", "LocalBusiness", "WebSite", ...types]))
  })

  // "head tags and JSON-LD on every page" checks the same on every built page; here the pages that list the roles.
  it("puts JobPosting only on a job's own page, dated the build's day", () => {
    for (const route of ["/jobs", "/careers"]) expect(typesOf(route)).not.toContain("JobPosting")
    for (const job of openRoles) {
      const route = `/jobs/${job.slug}`
      const posting = jsonLdOf(readBuiltHtml(route), route).find((node) => node["@type"] === "JobPosting")
      expect(posting).toMatchObject({ datePosted: builtNow().toISOString().slice(0, 10), validThrough: expect.stringMatching(job.validThrough) })
    }
  })

  it("rates the Product 5.0 with one review per testimonial", () => {
    const product = jsonLdOf(readBuiltHtml("/"), "/").find((node) => node["@type"] === "Product") as Record<string, any>
    expect(product.name).toBe("Florida Commercial Cleaning Services")
    expect(product.aggregateRating).toMatchObject({ ratingValue: "5.0", reviewCount: product.review.length })
    expect(product.review).toHaveLength(contentFile<unknown[]>("data/testimonials.yaml").length)
  })
})
