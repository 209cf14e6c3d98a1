import React from "react"
import { render, screen, within } from "@testing-library/react"
import { SiteFooter } from "../../src/components/site-footer"
import { collection } from "../fixtures/content"
import { siteLinksData } from "../fixtures/site-links"
import { siteLinksFrom } from "../../src/hooks/use-site-links"

const links = siteLinksFrom(siteLinksData as Queries.SiteLinksQuery)

describe("site footer", () => {
  it("links every service, including kitchen cleaning, high dusting and janitorial", () => {
    render(<SiteFooter links={links} />)
    const services = screen.getByRole("navigation", { name: "Services" })
    const hrefs = within(services).getAllByRole("link").map((a) => a.getAttribute("href"))
    expect(hrefs).toHaveLength(collection("services").length)
    expect(hrefs).toEqual(expect.arrayContaining(["/services/kitchen-cleaning/", "/services/high-dusting/", "/services/janitorial/"]))
  })

  it("links the three main cities and names the covered states", () => {
    render(<SiteFooter links={links} />)
    const cities = screen.getByRole("navigation", { name: "Cities" })
    expect(within(cities).getByRole("link", { name: "Tampa" })).toHaveAttribute("href", "/locations/tampa/")
    expect(within(cities).getByRole("link", { name: "Orlando" })).toHaveAttribute("href", "/locations/orlando/")
    expect(within(cities).getByRole("link", { name: "Naples" })).toHaveAttribute("href", "/locations/naples/")
    expect(within(cities).getByText(/FL, GA, AL, SC, NC/)).toBeInTheDocument()
  })

  it("shows the blurb, Tampa base, phone, e-mail, 24/7 availability and the licensed copyright line", () => {
    render(<SiteFooter links={links} />)
    expect(screen.getByText("Based in Tampa, FL")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /\(813\) 555-0142/ })).toHaveAttribute("href", "tel:+18135550142")
    expect(screen.getByRole("link", { name: /quotes@example\.com/ })).toHaveAttribute("href", "mailto:quotes@example.com")
    expect(screen.getByText("Available 24/7")).toBeInTheDocument()
    expect(screen.getByText(/© 2024 Florida Commercial Cleaning\. .*Licensed and Insured\./)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Accessibility" })).toHaveAttribute("href", "/accessibility/")
    expect(screen.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy/")
  })
})
