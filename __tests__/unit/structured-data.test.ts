import { site } from "../../src/config/site"
import { FIXED_NOW } from "../fixtures/clock"
import { breadcrumbNode } from "../../src/lib/structured-data/breadcrumbs"
import { jobPostingNode } from "../../src/lib/structured-data/job-posting"
import { blogNode, blogPostingNode, cityServiceNode, faqPageNode, serviceAreasNode, serviceNode, webPageNode } from "../../src/lib/structured-data/pages"
import { PRODUCT_NAME, productNode } from "../../src/lib/structured-data/product"
import { localBusinessNode, openingHoursOf, organizationNode, siteGraph, websiteNode } from "../../src/lib/structured-data/site-graph"

const asRecord = (value: unknown) => value as Record<string, any>

describe("site-wide structured data", () => {
  it("describes the local business with phone, e-mail, Tampa address, areas served and price range", () => {
    const business = asRecord(localBusinessNode())
    expect(business["@type"]).toBe("LocalBusiness")
    expect(business.name).toBe(site.companyName)
    expect(business.telephone).toBe(site.phone)
    expect(business.email).toBe(site.email)
    expect(business.priceRange).toBe("$$")
    expect(business.address).toMatchObject({ addressLocality: "Tampa", addressRegion: "FL", addressCountry: "US" })
    expect(business.areaServed.map((a: { name: string }) => a.name)).toEqual([
      "Florida",
      "Georgia",
      "Alabama",
      "South Carolina",
      "North Carolina",
    ])
  })

  it("states the opening hours site.json gives: 24/7 as every day around the clock, anything else as schema.org text", () => {
    const business = asRecord(localBusinessNode())
    const expected = openingHoursOf(site.openingHours)
    expect(business.openingHoursSpecification).toEqual(expected.openingHoursSpecification)
    expect(business.openingHours).toEqual(expected.openingHours)
    expect(openingHoursOf("24/7").openingHoursSpecification).toMatchObject({ opens: "00:00", closes: "23:59" })
    expect(openingHoursOf("24/7").openingHoursSpecification!.dayOfWeek).toHaveLength(7)
    expect(openingHoursOf("Mo-Fr 08:00-18:00")).toEqual({ openingHours: "Mo-Fr 08:00-18:00" })
    expect(site.availability).toBe(`Available ${site.openingHours}`)
  })

  it("emits Organization, LocalBusiness and WebSite first in one @graph, then the page's nodes", () => {
    const graph = asRecord(siteGraph([serviceNode({ path: "/services/x", title: "X", description: "Y" })]))
    expect(graph["@context"]).toBe("https://schema.org")
    expect(graph["@graph"].map((n: { "@type": string }) => n["@type"])).toEqual([
      "Organization",
      "LocalBusiness",
      "WebSite",
      "Service",
    ])
    expect(asRecord(organizationNode())["@id"]).toBe(`${site.siteUrl}/#organization`)
    expect(asRecord(websiteNode()).publisher).toEqual({ "@id": `${site.siteUrl}/#organization` })
  })
})

describe("page structured data", () => {
  it("builds breadcrumbs from Home with absolute URLs", () => {
    const crumbs = asRecord(breadcrumbNode([{ name: "Blog", path: "/blog" }, { name: "Post", path: "/blog/post" }]))
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${site.siteUrl}/blog` },
      { "@type": "ListItem", position: 3, name: "Post", item: `${site.siteUrl}/blog/post` },
    ])
  })

  const ATLANTA = { city: "Atlanta", state: "GA" as const, geo: { latitude: 33.749, longitude: -84.388 }, serviceRadius: 40 }

  it("serves a location page's city as areaServed, with the circle its crews cover (the ZIP check's radius, in metres)", () => {
    const node = asRecord(cityServiceNode({ path: "/locations/atlanta", title: "T", description: "D", ...ATLANTA }))
    expect(node.areaServed).toEqual({
      "@type": "City",
      name: "Atlanta",
      containedInPlace: { "@type": "State", name: "Georgia" },
      geo: { "@type": "GeoCircle", geoMidpoint: { "@type": "GeoCoordinates", latitude: 33.749, longitude: -84.388 }, geoRadius: 64374 },
    })
    expect(node.provider).toEqual({ "@id": `${site.siteUrl}/#localbusiness` })
  })

  it("lists every city on the service-areas node, each with its own circle", () => {
    const mobile = { city: "Mobile", state: "AL" as const, geo: { latitude: 30.6954, longitude: -88.0399 }, serviceRadius: 30 }
    const node = asRecord(serviceAreasNode("/service-areas", [ATLANTA, mobile]))
    expect(node.areaServed.map((a: { name: string }) => a.name)).toEqual(["Atlanta", "Mobile"])
    expect(node.areaServed[1].geo).toEqual({ "@type": "GeoCircle", geoMidpoint: { "@type": "GeoCoordinates", latitude: 30.6954, longitude: -88.0399 }, geoRadius: 48280 })
  })

  it("turns FAQ items into Questions with accepted answers", () => {
    const node = asRecord(faqPageNode("/faq", [{ q: "Q1?", a: "A1" }, { q: "Q2?", a: "A2" }]))
    expect(node["@type"]).toBe("FAQPage")
    expect(node.mainEntity[1]).toEqual({ "@type": "Question", name: "Q2?", acceptedAnswer: { "@type": "Answer", text: "A2" } })
  })

  it("types company pages as AboutPage and ContactPage", () => {
    expect(asRecord(webPageNode({ path: "/about", title: "About", description: "D" }, "AboutPage"))["@type"]).toBe("AboutPage")
    expect(asRecord(webPageNode({ path: "/contact", title: "Contact", description: "D" }, "ContactPage"))["@type"]).toBe("ContactPage")
  })

  it("links the Blog to each BlogPosting", () => {
    const post = { slug: "p", path: "/blog/p", title: "P", description: "D", date: "2024-03-15", author: "Team", category: "Green Cleaning" }
    const posting = asRecord(blogPostingNode(post))
    expect(posting).toMatchObject({ "@type": "BlogPosting", headline: "P", datePublished: "2024-03-15", articleSection: "Green Cleaning" })
    expect(asRecord(blogNode("/blog", "D", [post])).blogPost).toEqual([{ "@id": posting["@id"] }])
  })
})

describe("Product with testimonials", () => {
  const testimonials = [
    { name: "Office Manager, Tampa", text: "Great.", rating: 5 },
    { name: "Restaurant Owner, St. Petersburg", text: "Spotless.", rating: 5 },
    { name: "Facilities Manager, Orlando", text: "Reliable.", rating: 5 },
  ]

  it("rates 5.0 with a review count equal to the testimonials and one review each", () => {
    const product = asRecord(productNode(testimonials))
    expect(product.name).toBe(PRODUCT_NAME)
    expect(product.name).toBe("Florida Commercial Cleaning Services")
    expect(product.aggregateRating).toMatchObject({ ratingValue: "5.0", reviewCount: 3 })
    expect(product.review).toHaveLength(3)
    expect(product.review[1]).toMatchObject({
      reviewBody: "Spotless.",
      reviewRating: { ratingValue: 5 },
      author: { name: "Restaurant Owner, St. Petersburg" },
    })
  })
})

describe("JobPosting", () => {
  const job = {
    path: "/jobs/post-construction-cleaner",
    title: "Post-Construction Cleaner",
    type: "CONTRACT",
    descriptionHtml: "<p>Final cleans.</p>",
    validThrough: "2026-12-31",
    location: { city: "Orlando", region: "FL" },
  }

  it("has every field search engines require, posted on the build date", () => {
    const node = asRecord(jobPostingNode(job, FIXED_NOW))
    expect(node).toMatchObject({
      "@type": "JobPosting",
      title: "Post-Construction Cleaner",
      description: "<p>Final cleans.</p>",
      datePosted: "2026-11-22", // FIXED_NOW's day
      validThrough: "2026-12-31T23:59:59-05:00",
      hiringOrganization: { "@type": "Organization", name: site.companyName },
      jobLocation: { "@type": "Place", address: { addressLocality: "Orlando", addressRegion: "FL", addressCountry: "US" } },
    })
  })

  it("maps the spec's CONTRACT to schema.org's CONTRACTOR and keeps other types", () => {
    expect(asRecord(jobPostingNode(job, FIXED_NOW)).employmentType).toBe("CONTRACTOR")
    expect(asRecord(jobPostingNode({ ...job, type: "PART_TIME" }, FIXED_NOW)).employmentType).toBe("PART_TIME")
  })

  it("never marks an on-site role as telecommute", () => {
    expect(asRecord(jobPostingNode(job, FIXED_NOW)).jobLocationType).toBeUndefined()
  })

  it("states a job's pay range as baseSalary: a MonetaryAmount in USD whose QuantitativeValue is per HOUR or YEAR", () => {
    const hourly = asRecord(jobPostingNode({ ...job, payRange: { min: 16, max: 19.5, per: "HOUR" } }, FIXED_NOW))
    expect(hourly.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 16, maxValue: 19.5, unitText: "HOUR" },
    })
    const yearly = asRecord(jobPostingNode({ ...job, payRange: { min: 42000, max: 42000, per: "YEAR" } }, FIXED_NOW))
    expect(yearly.baseSalary.value).toMatchObject({ minValue: 42000, maxValue: 42000, unitText: "YEAR" })
  })

  it("has no baseSalary when the job states no pay range", () => {
    expect(asRecord(jobPostingNode(job, FIXED_NOW))).not.toHaveProperty("baseSalary")
    expect(asRecord(jobPostingNode({ ...job, payRange: null }, FIXED_NOW))).not.toHaveProperty("baseSalary")
  })
})
