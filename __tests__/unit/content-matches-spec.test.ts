/**
 * The one place the product spec's lists and counts are checked against the content files (spec sections
 * 2, 3 and 9, with decisions.md). Each test asks that what the spec names is there, not that nothing else
 * is: an editor adding a city, a service, a post or a job through /admin keeps the suite green, while
 * removing or renaming one the spec requires turns it red. Other suites take their counts from the content.
 */
import { siteNow } from "../../gatsby/site-now"
import { isOpen } from "../../src/lib/jobs"
import { collection, contentFile, jobs, listedLocations, openJobs, sectionsOf } from "../fixtures/content"

const itemCounts = (file: string) => sectionsOf(file).map((s) => `${s.kind}:${s.items.length}`)
const linksOf = (file: string) => sectionsOf(file).flatMap((s) => s.items.map((i) => i.link).filter(Boolean))
const MAIN_CITY_LINKS = ["/locations/tampa", "/locations/orlando", "/locations/naples"]
const slugsOf = (entries: Record<string, any>[]): string[] => entries.map((entry) => entry.slug)
/** The items of `list` that are in `among`, in `among`'s order: the spec's entries as the site orders them. */
const inOrderOf = <T>(among: T[], list: T[]) => among.filter((item) => list.includes(item))

// Spec section 2 (routes, nav) and decisions.md (the footer's three services get pages).
const SPEC_NAV_SERVICES = [
  "office-cleaning",
  "restaurant-cleaning",
  "retail-cleaning",
  "covid-disinfection",
  "viral-outbreak-response",
  "e-coli-response",
  "mold-remediation",
]
const SPEC_FOOTER_SERVICES = ["kitchen-cleaning", "high-dusting", "janitorial"]

// Spec section 2: the 27 location slugs; the 25 listed are all but Riverview and Lutz (decisions.md).
const SPEC_LOCATIONS = [
  "tampa", "riverview", "brandon", "plant-city", "lutz", "orlando", "miami", "jacksonville", "st-petersburg",
  "clearwater", "sarasota", "bradenton", "lakeland", "naples", "fort-myers", "fort-lauderdale", "daytona-beach",
  "melbourne", "st-augustine", "tallahassee", "gainesville", "pensacola", "atlanta", "savannah", "mobile",
  "birmingham", "charleston",
]
const SPEC_UNLISTED = ["riverview", "lutz"]
const SPEC_OUT_OF_STATE: Record<string, string> = { atlanta: "GA", savannah: "GA", charleston: "SC", mobile: "AL", birmingham: "AL" }
const SPEC_RICH_CITIES = ["tampa", "riverview", "brandon", "plant-city", "lutz", "orlando"]

// Spec section 3: the eight roles of /jobs and the two postings of /careers, valid through 2026-12-31 (section 9).
const SPEC_JOBS: [string, string][] = [
  ["Nightly Janitorial Technician", "FULL_TIME"],
  ["Day Porter", "FULL_TIME"],
  ["Floor Care Technician", "FULL_TIME"],
  ["Disinfection Specialist", "FULL_TIME"],
  ["Window Cleaning Technician", "PART_TIME"],
  ["Site Supervisor", "FULL_TIME"],
  ["Post-Construction Cleaner", "CONTRACT"],
  ["Warehouse Cleaning Technician", "FULL_TIME"],
]
const SPEC_CAREERS: [string, string][] = [
  ["Nightly Janitorial (Commercial)", "PART_TIME"],
  ["Day Porter (Retail/Medical)", "FULL_TIME"],
]
const SPEC_VALID_THROUGH = "2026-12-31"

// Spec section 3: six posts dated 2024-02-15 to 2024-03-15, one per topic.
const SPEC_POSTS = [
  "green-cleaning-commercial-spaces",
  "post-hurricane-commercial-cleanup",
  "cut-janitorial-costs-without-cutting-corners",
  "tampa-commercial-cleaning-checklist",
  "florida-restaurant-health-inspection-cleaning",
  "office-cleaning-florida-humidity-sand-mold",
]

describe("services content", () => {
  it("has the spec's seven navigation services, in its order, and the footer's three service pages", () => {
    const services = collection("services").sort((a, b) => a.order - b.order)
    const inNav = slugsOf(services.filter((s) => s.inNav))
    expect(inNav).toEqual(expect.arrayContaining(SPEC_NAV_SERVICES))
    expect(inOrderOf(inNav, SPEC_NAV_SERVICES)).toEqual(SPEC_NAV_SERVICES)
    expect(slugsOf(services)).toEqual(expect.arrayContaining(SPEC_FOOTER_SERVICES))
  })

  it("office: ten tasks, six benefits and the Tampa, Orlando and Naples cards", () => {
    expect(itemCounts("services/office-cleaning.md")).toEqual(["checklist:10", "cards:6", "links:3"])
    expect(linksOf("services/office-cleaning.md")).toEqual(MAIN_CITY_LINKS)
  })

  it("restaurant: ten kitchen tasks, six standards, four kitchen cards, three city links", () => {
    const sections = sectionsOf("services/restaurant-cleaning.md")
    expect(sections.map((s) => s.items.length)).toEqual([10, 6, 4, 3])
    expect(sections[2].items.map((i) => i.title)).toEqual(["Equipment", "Hood Systems", "Floor Care", "Sanitization"])
    expect(linksOf("services/restaurant-cleaning.md")).toEqual(MAIN_CITY_LINKS)
  })

  it("retail: ten tasks, six benefits, six retail types, three city links", () => {
    expect(sectionsOf("services/retail-cleaning.md").map((s) => s.items.length)).toEqual([10, 6, 6, 3])
    expect(linksOf("services/retail-cleaning.md")).toEqual(MAIN_CITY_LINKS)
  })

  it("disinfection: five steps, links to outbreak and e-coli pages, five-question FAQ with 30 to 60 minute re-entry", () => {
    const sections = sectionsOf("services/covid-disinfection.md")
    expect(sections.find((s) => s.kind === "steps")?.items).toHaveLength(5)
    expect(sections.find((s) => s.kind === "badges")?.items.length).toBeGreaterThan(0)
    expect(linksOf("services/covid-disinfection.md")).toEqual(
      expect.arrayContaining(["/services/viral-outbreak-response", "/services/e-coli-response"]),
    )
    const faq = sections.find((s) => s.kind === "faq")!
    expect(faq.items).toHaveLength(5)
    expect(faq.items.map((i) => i.text).join(" ")).toMatch(/30 to 60 minutes/)
  })

  it("viral outbreak (24/7 emergency) and e-coli pages have three points each", () => {
    expect(contentFile("services/viral-outbreak-response.md").emergency).toBe(true)
    expect(sectionsOf("services/viral-outbreak-response.md")[0].items).toHaveLength(3)
    expect(sectionsOf("services/e-coli-response.md")[0].items).toHaveLength(3)
  })

  it("mold remediation: six steps, six industries, IICRC S520", () => {
    expect(itemCounts("services/mold-remediation.md")).toEqual(expect.arrayContaining(["steps:6", "badges:6"]))
    expect(JSON.stringify(contentFile("services/mold-remediation.md"))).toMatch(/IICRC S520/)
  })
})

describe("locations content", () => {
  const locations = collection("locations")

  it("has the 27 spec slugs, the 25 listed ones in the navigation (20 in Florida) and Riverview and Lutz unlisted", () => {
    expect(SPEC_LOCATIONS).toHaveLength(27)
    expect(slugsOf(locations)).toEqual(expect.arrayContaining(SPEC_LOCATIONS))
    const specListed = SPEC_LOCATIONS.filter((slug) => !SPEC_UNLISTED.includes(slug))
    expect(specListed).toHaveLength(25)
    expect(slugsOf(listedLocations())).toEqual(expect.arrayContaining(specListed))
    for (const slug of SPEC_UNLISTED) expect(slugsOf(listedLocations())).not.toContain(slug)
    const stateOf = (slug: string) => locations.find((l) => l.slug === slug)!.state
    expect(specListed.filter((slug) => stateOf(slug) === "FL")).toHaveLength(20)
    for (const [slug, state] of Object.entries(SPEC_OUT_OF_STATE)) expect([slug, stateOf(slug)]).toEqual([slug, state])
  })

  it("gives the six rich cities their own sections", () => {
    const rich = slugsOf(locations.filter((l) => l.layout === "rich"))
    expect(rich).toEqual(expect.arrayContaining(SPEC_RICH_CITIES))
    for (const slug of SPEC_RICH_CITIES) expect(sectionsOf(`locations/${slug}.md`).length).toBeGreaterThanOrEqual(2)
  })

  it("never repeats an intro on two city pages", () => {
    const intros = locations.map((l) => l.intro.replace(new RegExp(l.city, "g"), "CITY"))
    expect(new Set(intros).size).toBe(intros.length)
  })

  it("links Riverview and Lutz from the Tampa page", () => {
    expect(linksOf("locations/tampa.md")).toEqual(expect.arrayContaining(["/locations/riverview", "/locations/lutz"]))
  })
})

describe("clients, posts, jobs, FAQ and testimonials content", () => {
  it("has the four client-type pages, none naming a client", () => {
    const clients = collection("clients")
    expect(clients.map((c) => c.slug).sort()).toEqual(["disney", "jabil", "ripa", "usaa"])
    for (const client of clients) {
      const { slug, ...rest } = client
      expect(JSON.stringify(rest)).not.toMatch(/disney|jabil|usaa|ripa/i)
    }
  })

  it("ends the construction page with experience, insurance and project management", () => {
    const sections = sectionsOf("clients/ripa.md")
    const management = sections[sections.length - 1]
    expect(management.items.map((i) => i.title)).toEqual([
      "Schedule Coordination",
      "Quality Assurance",
      "Logistics Management",
      "Client Communication",
    ])
  })

  it("has the six spec posts, dated 2024-02-15 to 2024-03-15, one per category", () => {
    const posts = collection("posts").filter((p) => SPEC_POSTS.includes(p.slug))
    expect(posts).toHaveLength(6)
    // A YAML date (2024-02-15) is read as a Date: its day, not a clock reading.
    const dates = posts.map((p) => new Date(p.date).toISOString().slice(0, 10)).sort()
    expect(dates[0]).toBe("2024-02-15")
    expect(dates[dates.length - 1]).toBe("2024-03-15")
    expect(new Set(posts.map((p) => p.category)).size).toBe(6)
  })

  const asPairs = (list: { title: string; type: string }[]) => list.map((j): [string, string] => [j.title, j.type])
  const specTitles = [...SPEC_JOBS, ...SPEC_CAREERS].map(([title]) => title)

  it("has the spec's eight roles and the careers page's two postings, valid through 2026-12-31", () => {
    const spec = jobs().filter((j) => specTitles.includes(j.title))
    expect(asPairs(spec.filter((j) => j.board === "jobs").sort((a, b) => a.order - b.order))).toEqual(SPEC_JOBS)
    expect(asPairs(spec.filter((j) => j.board === "careers").sort((a, b) => a.order - b.order))).toEqual(SPEC_CAREERS)
    for (const job of spec) expect([job.title, job.validThrough]).toEqual([job.title, SPEC_VALID_THROUGH])
  })

  // "Now" is the build's (SITE_NOW, else the clock, through gatsby/site-now.ts): with SITE_NOW=2027-01-02
  // this asserts the other branch, so both are exercised.
  it("lists the spec's roles as open until their validThrough day ends, and none of them after", () => {
    const now = siteNow({ ...process.env })
    const openSpecRoles = (board: "jobs" | "careers") => asPairs(openJobs(now, board).filter((j) => specTitles.includes(j.title)))
    if (isOpen(SPEC_VALID_THROUGH, now)) {
      expect(openSpecRoles("jobs")).toEqual(SPEC_JOBS)
      expect(openSpecRoles("careers")).toEqual(SPEC_CAREERS)
    } else {
      expect(openSpecRoles("jobs")).toEqual([])
      expect(openSpecRoles("careers")).toEqual([])
    }
  })

  it("has the spec's five FAQ questions, in order, and at least three testimonials, all five-star", () => {
    const questions = contentFile<{ q: string }[]>("data/faq.yaml").map((item) => item.q)
    const SPEC_FAQ = [/after-hours/i, /licensed and insured/i, /industries/i, /supplies and equipment/i, /quote/i]
    const positions = SPEC_FAQ.map((topic) => questions.findIndex((q) => topic.test(q)))
    expect(positions.every((at) => at >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    const testimonials = contentFile<{ rating: number }[]>("data/testimonials.yaml")
    expect(testimonials.length).toBeGreaterThanOrEqual(3)
    expect(testimonials.every((t) => t.rating === 5)).toBe(true)
  })
})
