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
import { uiText } from "../../../src/lib/i18n/ui-text"
import { hiringText } from "../../../src/lib/i18n/hiring-text"
import type { PhysicalDemand, Weekday } from "../../../src/lib/content/constants"

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
  schedule: { days: ["MONDAY", "TUESDAY"] as Weekday[], start: "6 pm", end: "2:30 am", extras: [] },
  requirements: { liftPounds: 30, physical: [] as PhysicalDemand[], driversLicense: true, transportation: true, backgroundCheck: true },
  es: null as { title: string; description: string; html: string } | null,
})
/** The same job with its Spanish written (content/jobs/es/<slug>.md). */
const inSpanish = (j: ReturnType<typeof job>) => ({ ...j, es: { title: `Puesto ${j.slug}`, description: `Sobre ${j.slug}`, html: "<p>Tareas</p>" } })

const TAMPA_AREA = { geo: { latitude: 27.9506, longitude: -82.4572 }, serviceRadius: 30 }

const data = (
  jobs = [inSpanish(job("open", "jobs", day(10))), job("english-only", "jobs", day(10)), inSpanish(job("closed", "jobs", day(-10))), inSpanish(job("crew", "careers", day(10)))],
): PageHeadsData => ({
  site: { siteMetadata: { now: FIXED_NOW.toISOString() } },
  home: meta("Home"),
  testimonials: { nodes: [{ name: "A", text: "Great", rating: 5 }] },
  about: { ...meta("About"), hero: { image: { childImageSharp: { original: { src: "/static/about.jpg" } } } } },
  accessibility: meta("Accessibility"),
  blog: meta("Blog"),
  careers: meta("Careers"),
  esCareers: meta("Trabaja"),
  esPrivacy: meta("Privacidad"),
  contact: meta("Contact"),
  faq: meta("FAQ"),
  faqs: { nodes: [{ q: "Q?", a: "A." }] },
  jobsPage: meta("Jobs"),
  esJobsPage: meta("Empleos"),
  privacy: meta("Privacy"),
  quote: meta("Quote"),
  serviceAreas: meta("Areas"),
  cities: { nodes: [{ slug: "tampa", city: "Tampa", state: "FL", ...TAMPA_AREA }, { slug: "atlanta", city: "Atlanta", state: "GA", geo: { latitude: 33.749, longitude: -84.388 }, serviceRadius: 40 }] },
  services: { nodes: [{ ...meta("Office"), slug: "office-cleaning", title: "Office Cleaning", image: null }] },
  locations: { nodes: [{ ...meta("Tampa"), slug: "tampa", city: "Tampa", state: "FL", ...TAMPA_AREA }] },
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
    expect(byPath(data()).get(routes.jobs)!.description).toBe("Jobs description, 2 of them")
    expect(byPath(data([job("closed", "jobs", day(-1))])).get(routes.jobs)!.description).toBe(NO_OPEN_ROLES_DESCRIPTION)
  })

  it("posts a job on the build's date, under the board it belongs to", () => {
    const heads = byPath(data())
    const posting = nodeAt(heads.get(routes.job("open")), 3)
    expect(posting.datePosted).toBe(isoDate(FIXED_NOW))
    const trail = nodeAt(heads.get(routes.job("crew")), 4).itemListElement as { name: string }[]
    expect(trail.map((item) => item.name)).toEqual(["Home", "Careers", "Role crew"])
  })

  it("pairs each hiring page with its Spanish both ways, each listing en-US, es-US and x-default (the English)", () => {
    const heads = byPath(data())
    const hreflangs = (path: string) => heads.get(path)!.alternates.map(({ hreflang, href }) => [hreflang, href.replace(site.siteUrl, "")])
    for (const [en, es] of [[routes.careers, routes.esCareers], [routes.jobs, routes.esJobs], [routes.job("open"), routes.esJob("open")], [routes.job("crew"), routes.esJob("crew")]]) {
      const pair = [["en-US", en], ["es-US", es], ["x-default", en]]
      expect([en, hreflangs(en)]).toEqual([en, pair])
      expect([es, hreflangs(es)]).toEqual([es, pair])
      expect([heads.get(en)!.lang, heads.get(es)!.lang]).toEqual(["en-US", "es-US"])
    }
  })

  it("builds a job without its Spanish in English only, without hreflang; a closed job has no Spanish page either", () => {
    const heads = byPath(data())
    expect(heads.get(routes.job("english-only"))!.alternates).toEqual([])
    expect(heads.has(routes.esJob("english-only"))).toBe(false)
    expect(heads.has(routes.esJob("closed"))).toBe(false)
  })

  it("keeps the commercial pages English only: no hreflang, English <html lang>", () => {
    const heads = byPath(data())
    for (const path of [routes.home, routes.quote, routes.service("office-cleaning"), routes.location("tampa"), routes.post("newer")]) {
      expect([path, heads.get(path)!.lang, heads.get(path)!.alternates]).toEqual([path, "en-US", []])
    }
  })

  it("writes the Spanish pages' heads in Spanish: titles, descriptions, breadcrumbs, WebPage language and the JobPosting", () => {
    const heads = byPath(data())
    const list = heads.get(routes.esJobs)!
    expect(list.title).toBe(`Empleos title | ${site.companyName}`)
    // Counted as in English: the open roles of the jobs board that have their Spanish.
    expect(list.description).toBe("Empleos description, 1 of them")
    expect(nodeAt(list, 3)).toMatchObject({ "@type": "CollectionPage", inLanguage: "es-US" })
    const job = heads.get(routes.esJob("open"))!
    expect(job.title).toBe(`Puesto open: empleo en Tampa, FL | ${site.companyName}`)
    expect(job.description).toBe("Sobre open")
    expect(nodeAt(job, 3)).toMatchObject({
      "@type": "JobPosting",
      "@id": `${site.siteUrl}/es/empleos/open/#job`,
      title: "Puesto open",
      description: expect.stringMatching(/^<p>Tareas<\/p>\n<p>Turno de noche: lunes y martes, de 6 pm a 2:30 am<\/p>\n<h2>Requisitos<\/h2>.*Levantar hasta 30 libras.*es un empleador que ofrece igualdad de oportunidades/s),
      url: `${site.siteUrl}/es/empleos/open/`,
      employmentType: "FULL_TIME",
    })
    expect((nodeAt(job, 4).itemListElement as { name: string }[]).map((item) => item.name)).toEqual(["Inicio", "Empleos", "Puesto open"])
    const crew = heads.get(routes.esJob("crew"))!
    expect((nodeAt(crew, 4).itemListElement as { name: string }[]).map((item) => item.name)).toEqual(["Inicio", "Trabaja con nosotros", "Puesto crew"])
  })

  it("gives the Spanish privacy page for applicants a Spanish head but no hreflang pair (it is not the whole policy)", () => {
    const head = byPath(data()).get(routes.esPrivacy)!
    expect([head.lang, head.alternates, head.title]).toEqual(["es-US", [], `Privacidad title | ${site.companyName}`])
    expect(byPath(data()).get(routes.privacy)!.alternates).toEqual([])
  })

  it("says when no job has its Spanish open: the Spanish list's description, not '0'", () => {
    expect(byPath(data([job("english-only", "jobs", day(10))])).get(routes.esJobs)!.description).toBe(hiringText("es").noOpenRolesDescription)
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
