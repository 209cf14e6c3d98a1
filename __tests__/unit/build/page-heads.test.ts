/**
 * Every page's head is computed at build time (gatsby/page-heads.ts) and reaches the page in its context:
 * one head per page path, from the same builders the JSON-LD tests cover, on the build's "now".
 */
import { FIXED_NOW } from "../../fixtures/clock"
import { pageHead } from "../../../gatsby/page-heads"
import { notFoundHeadInput, pageHeadInputs, type PageHeadsData } from "../../../gatsby/lib/page-head-inputs"
import { site } from "../../../src/config/site"
import { NO_OPEN_ROLES_DESCRIPTION, isoDate } from "../../../src/lib/jobs"
import { routes } from "../../../src/lib/routes"
import { pageHeadData } from "../../../src/lib/structured-data/page-head"

const meta = (name: string) => ({ metaTitle: `${name} title`, description: `${name} description, {count} of them` })
const day = (offset: number) => isoDate(new Date(FIXED_NOW.getTime() + offset * 86_400_000))
const job = (slug: string, board: string, validThrough: string) => ({
  slug,
  title: `Role ${slug}`,
  type: "FULL_TIME",
  board,
  description: `About ${slug}`,
  validThrough,
  location: { city: "Tampa", region: "FL" },
  html: "<p>Duties</p>",
})

const data = (jobs = [job("open", "jobs", day(10)), job("closed", "jobs", day(-10)), job("crew", "careers", day(10))]): PageHeadsData => ({
  site: { siteMetadata: { now: FIXED_NOW.toISOString() } },
  home: meta("Home"),
  testimonials: { nodes: [{ name: "A", text: "Great", rating: 5 }] },
  about: { ...meta("About"), hero: { image: { childImageSharp: { original: { src: "/static/about.jpg" } } } } },
  accessibility: meta("Accessibility"),
  blog: meta("Blog"),
  careers: meta("Careers"),
  contact: meta("Contact"),
  faq: meta("FAQ"),
  faqs: { nodes: [{ q: "Q?", a: "A." }] },
  jobsPage: meta("Jobs"),
  privacy: meta("Privacy"),
  quote: meta("Quote"),
  serviceAreas: meta("Areas"),
  cities: { nodes: [{ slug: "tampa", city: "Tampa", state: "FL" }, { slug: "atlanta", city: "Atlanta", state: "GA" }] },
  services: { nodes: [{ ...meta("Office"), slug: "office-cleaning", title: "Office Cleaning", image: null }] },
  locations: { nodes: [{ ...meta("Tampa"), slug: "tampa", city: "Tampa", state: "FL" }] },
  clients: { nodes: [{ ...meta("Ripa"), slug: "ripa", title: "Ripa" }] },
  posts: {
    nodes: ["newer", "older"].map((slug) => ({
      slug, title: `Post ${slug}`, metaTitle: null, description: slug, isoDate: "2026-01-02", author: "Team", category: "Tips", excerpt: slug, image: null,
    })),
  },
  jobs: { nodes: jobs },
})

const byPath = (d: PageHeadsData) => new Map(pageHeadInputs(d).map((input) => [input.path, pageHeadData(input)]))
/** The graph's node at this index, for reading its fields. */
const nodeAt = (head: ReturnType<typeof pageHeadData> | undefined, index: number) => head!.jsonLd["@graph"][index] as unknown as Record<string, any>
const types = (head: ReturnType<typeof pageHeadData> | undefined) => head!.jsonLd["@graph"].map((node) => (node as { "@type": string })["@type"])

describe("page heads computed at build time", () => {
  it("gives every page one head, at its route", () => {
    const inputs = pageHeadInputs(data())
    const paths = inputs.map((input) => input.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of [routes.home, routes.quote, routes.blog, routes.faq, routes.about, routes.contact, routes.careers, routes.jobs, routes.serviceAreas, routes.accessibility, routes.privacy]) {
      expect(paths).toContain(path)
    }
    expect(paths).toEqual(expect.arrayContaining([routes.service("office-cleaning"), routes.location("tampa"), routes.client("ripa"), routes.post("newer"), routes.job("open")]))
  })

  it("types each page's main node as the page before: Product on home, ContactPage on /quote, Service, BlogPosting, JobPosting", () => {
    const heads = byPath(data())
    expect(types(heads.get(routes.home))).toEqual(["Organization", "LocalBusiness", "WebSite", "WebPage", "Product"])
    expect(types(heads.get(routes.quote))).toEqual(["Organization", "LocalBusiness", "WebSite", "ContactPage", "BreadcrumbList"])
    expect(types(heads.get(routes.about))).toContain("AboutPage")
    expect(types(heads.get(routes.service("office-cleaning")))).toEqual(["Organization", "LocalBusiness", "WebSite", "Service", "BreadcrumbList"])
    expect(types(heads.get(routes.post("newer")))).toEqual(["Organization", "LocalBusiness", "WebSite", "BlogPosting", "BreadcrumbList"])
    expect(types(heads.get(routes.job("open")))).toEqual(["Organization", "LocalBusiness", "WebSite", "JobPosting", "BreadcrumbList"])
  })

  it("uses a page's hero image for its social preview, and the site's default without one", () => {
    const heads = byPath(data())
    expect(heads.get(routes.about)!.image).toBe(`${site.siteUrl}/static/about.jpg`)
    expect(heads.get(routes.service("office-cleaning"))!.image).toBe(`${site.siteUrl}${site.socialImage}`)
  })

  it("counts the jobs board's open roles on the build's now in /jobs' description, and says so when there are none", () => {
    expect(byPath(data()).get(routes.jobs)!.description).toBe("Jobs description, 1 of them")
    expect(byPath(data([job("closed", "jobs", day(-1))])).get(routes.jobs)!.description).toBe(NO_OPEN_ROLES_DESCRIPTION)
  })

  it("posts a job on the build's date, under the board it belongs to", () => {
    const heads = byPath(data())
    const posting = nodeAt(heads.get(routes.job("open")), 3)
    expect(posting.datePosted).toBe(isoDate(FIXED_NOW))
    const trail = nodeAt(heads.get(routes.job("crew")), 4).itemListElement as { name: string }[]
    expect(trail.map((item) => item.name)).toEqual(["Home", "Careers", "Role crew"])
  })

  it("lists the blog's posts in the order given (newest first)", () => {
    const blog = nodeAt(byPath(data()).get(routes.blog), 4)
    expect((blog.blogPost as { "@id": string }[]).map((post) => post["@id"])).toEqual([`${site.siteUrl}/blog/newer/#article`, `${site.siteUrl}/blog/older/#article`])
  })

  it("gives the 404 page, whatever its path, a noindex head with the site-wide graph only", () => {
    const head = pageHead("/404.html", "/site/src/pages/404.tsx")
    expect(head).toEqual(pageHeadData(notFoundHeadInput("/404.html")))
    expect(head!.noIndex).toBe(true)
    expect(types(head)).toEqual(["Organization", "LocalBusiness", "WebSite"])
  })
})
