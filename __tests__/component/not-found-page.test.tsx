import React from "react"
import { useStaticQuery } from "gatsby"
import { render, screen, within } from "@testing-library/react"
import NotFoundPage from "../../src/pages/404"
import { siteLinksData } from "../fixtures/site-links"

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteLinksData)
})

const renderPage = () => render(<NotFoundPage {...({ location: { pathname: "/no-such-page" } } as any)} />)

describe("404 page", () => {
  it("shows 404, 'Oops! Page not found' and a link home, and logs the attempted path", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {})
    renderPage()
    expect(screen.getByText("404")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: /Oops! Page not found/ })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(spy).toHaveBeenCalledWith(expect.stringContaining("/no-such-page"))
    spy.mockRestore()
  })

  it("offers the way on: the quote, the phone, the main services and the service areas", () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    renderPage()
    expect(screen.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote/")
    expect(screen.getByRole("link", { name: /^Call / })).toHaveAttribute("href", expect.stringMatching(/^tel:/))
    const services = within(screen.getByRole("navigation", { name: "Our main services" })).getAllByRole("link")
    const navServices = siteLinksData.allService.nodes.filter((s: { inNav: boolean }) => s.inNav)
    expect(services.filter((a) => a.getAttribute("href")!.startsWith("/services/"))).toHaveLength(navServices.length)
    expect(screen.getByRole("link", { name: /service areas/ })).toHaveAttribute("href", "/service-areas/")
  })
})
