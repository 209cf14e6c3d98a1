/** The content files carry exactly what the product spec lists for each page. */
import { collection, contentFile, sectionsOf } from "../fixtures/content"

const itemCounts = (file: string) => sectionsOf(file).map((s) => `${s.kind}:${s.items.length}`)
const linksOf = (file: string) => sectionsOf(file).flatMap((s) => s.items.map((i) => i.link).filter(Boolean))
const MAIN_CITY_LINKS = ["/locations/tampa", "/locations/orlando", "/locations/naples"]

describe("services content", () => {
  it("has the ten services, the first seven in the navigation", () => {
    const services = collection("services").sort((a, b) => a.order - b.order)
    expect(services.map((s) => s.slug)).toEqual([
      "office-cleaning",
      "restaurant-cleaning",
      "retail-cleaning",
      "covid-disinfection",
      "viral-outbreak-response",
      "e-coli-response",
      "mold-remediation",
      "kitchen-cleaning",
      "high-dusting",
      "janitorial",
    ])
    expect(services.filter((s) => s.inNav)).toHaveLength(7)
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

  it("has the 27 spec slugs, 25 of them in the navigation (20 in Florida)", () => {
    expect(locations).toHaveLength(27)
    const inNav = locations.filter((l) => l.navGroup !== "none")
    expect(inNav).toHaveLength(25)
    expect(inNav.filter((l) => l.state === "FL")).toHaveLength(20)
    expect(locations.filter((l) => l.navGroup === "none").map((l) => l.slug).sort()).toEqual(["lutz", "riverview"])
  })

  it("gives the six rich cities their own sections", () => {
    const rich = locations.filter((l) => l.layout === "rich").map((l) => l.slug).sort()
    expect(rich).toEqual(["brandon", "lutz", "orlando", "plant-city", "riverview", "tampa"])
    for (const slug of rich) expect(sectionsOf(`locations/${slug}.md`).length).toBeGreaterThanOrEqual(2)
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

  it("has six posts from 2024-02-15 to 2024-03-15 by the cleaning team", () => {
    const posts = collection("posts")
    expect(posts).toHaveLength(6)
    const dates = posts.map((p) => new Date(p.date).toISOString().slice(0, 10)).sort()
    expect(dates[0]).toBe("2024-02-15")
    expect(dates[dates.length - 1]).toBe("2024-03-15")
    expect(new Set(posts.map((p) => p.category)).size).toBe(6)
  })

  it("has the spec's eight roles and the careers page's two postings", () => {
    const jobs = collection("jobs")
    const board = (name: string) => jobs.filter((j) => j.board === name).sort((a, b) => a.order - b.order)
    expect(board("jobs").map((j) => [j.title, j.type])).toEqual([
      ["Nightly Janitorial Technician", "FULL_TIME"],
      ["Day Porter", "FULL_TIME"],
      ["Floor Care Technician", "FULL_TIME"],
      ["Disinfection Specialist", "FULL_TIME"],
      ["Window Cleaning Technician", "PART_TIME"],
      ["Site Supervisor", "FULL_TIME"],
      ["Post-Construction Cleaner", "CONTRACT"],
      ["Warehouse Cleaning Technician", "FULL_TIME"],
    ])
    expect(board("careers").map((j) => [j.title, j.type])).toEqual([
      ["Nightly Janitorial (Commercial)", "PART_TIME"],
      ["Day Porter (Retail/Medical)", "FULL_TIME"],
    ])
  })

  it("has the five FAQ questions and three five-star testimonials", () => {
    expect(contentFile<unknown[]>("data/faq.yaml")).toHaveLength(5)
    const testimonials = contentFile<{ rating: number }[]>("data/testimonials.yaml")
    expect(testimonials).toHaveLength(3)
    expect(testimonials.every((t) => t.rating === 5)).toBe(true)
  })
})
