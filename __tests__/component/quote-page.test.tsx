import fs from "node:fs"
import path from "node:path"
import React from "react"
import yaml from "js-yaml"
import { render, screen, within } from "@testing-library/react"
import type { HeadProps, PageProps } from "gatsby"
import QuotePage, { Head } from "../../src/pages/quote"
import type { HeadContext } from "../../src/components/seo"
import { site } from "../../src/config/site"
import { routes } from "../../src/lib/routes"
import { pageHeadData } from "../../src/lib/structured-data/page-head"
import { renderLoaded } from "../fixtures/render-loaded"

jest.mock("../../src/lib/supabase/client", () => ({
  getSupabase: jest.fn(() => null),
  preloadSupabase: jest.fn(),
  isBackendConfigured: jest.fn(() => true),
  supabaseConfig: () => null, // no bot check proof without a backend (use-bot-check.ts)
}))

// The page's own content file, as the page query returns it.
const content = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/pages/quote.yaml"), "utf8")) as Queries.QuotePageQuery["quotePageYaml"]
const data = { quotePageYaml: content } as Queries.QuotePageQuery

describe("the quote page", () => {
  beforeEach(async () => {
    await renderLoaded(<QuotePage {...({ data } as PageProps<Queries.QuotePageQuery>)} />)
  })

  it("has one h1 and the form", () => {
    expect(screen.getByRole("heading", { level: 1, name: "Request a Free Cleaning Quote" })).toBeInTheDocument()
    expect(screen.getByRole("form", { name: "Tell us about your facility" })).toBeInTheDocument()
  })

  it("offers a call link, an e-mail link and the 24-hour response time beside the form", () => {
    const panel = screen.getByRole("complementary", { name: "Contact and why choose us" })
    expect(within(panel).getByRole("link", { name: /call us 24\/7 \(813\) 555-0142/i })).toHaveAttribute("href", "tel:+18135550142")
    expect(within(panel).getByRole("link", { name: /e-mail us quotes@example\.com/i }).getAttribute("href")).toMatch(/^mailto:quotes@example\.com/)
    expect(within(panel).getByText(/We reply to every quote request within 24 hours/)).toBeInTheDocument()
  })

  it("lists 7 reasons under 'Why Choose Us', drawn from the spec's claims", () => {
    const why = screen.getByRole("region", { name: "Why Choose Us" })
    const points = within(why).getAllByRole("listitem").map((li) => li.querySelector("strong")?.textContent)
    expect(points).toEqual([
      "Licensed and insured",
      "Available 24/7",
      "Eco-friendly products",
      "EPA-registered disinfectants",
      "Experienced team",
      "Free on-site assessment",
      "Satisfaction guaranteed",
    ])
  })
})

describe("the quote page's head", () => {
  it("renders the head its page context carries: title, canonical /quote/ and the JSON-LD graph", () => {
    // The build computes it (gatsby/page-heads.ts); the page only renders it.
    const head = pageHeadData({ title: content!.metaTitle, description: content!.description, path: routes.quote, webPage: "ContactPage" })
    render(<Head {...({ data, pageContext: { head }, location: { pathname: routes.quote } } as unknown as HeadProps<unknown, HeadContext>)} />, {
      container: document.head,
    })
    expect(document.title).toBe(`${content!.metaTitle} | ${site.companyName}`)
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/quote/`)
    const graph = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!)["@graph"]
    expect(graph.map((node: { "@type": string }) => node["@type"])).toEqual(expect.arrayContaining(["ContactPage"]))
  })
})
