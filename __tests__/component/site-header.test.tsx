import React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { SiteHeader } from "../../src/components/site-header"
import { collection, listedLocations } from "../fixtures/content"
import { siteLinksData } from "../fixtures/site-links"
import { renderLoaded } from "../fixtures/render-loaded"

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteLinksData)
})

const mainNav = () => screen.getByRole("navigation", { name: "Main" })

describe("site header", () => {
  it("shows the tagline, phone and e-mail links and a logo linking home", async () => {
    await renderLoaded(<SiteHeader pathname="/" />)
    expect(screen.getAllByText("Serving Florida & Southeast States")[0]).toBeVisible()
    expect(screen.getAllByRole("link", { name: /\(813\) 555-0142/ })[0]).toHaveAttribute("href", "tel:+18135550142")
    expect(screen.getAllByRole("link", { name: /quotes@example\.com/ })[0]).toHaveAttribute("href", "mailto:quotes@example.com")
    expect(screen.getAllByRole("link", { name: /Florida Commercial/ })[0]).toHaveAttribute("href", "/")
  })

  it("lists the main links in order with a Get Free Quote button", async () => {
    await renderLoaded(<SiteHeader pathname="/" />)
    const items = within(mainNav()).getAllByRole("listitem").filter((li) => li.parentElement === within(mainNav()).getAllByRole("list")[0])
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual([
      "Home",
      "Services",
      "Locations",
      "Blog",
      "About",
      "Service Areas",
      "Careers",
      "Jobs",
      "Contact",
    ])
    expect(screen.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/quote/")
  })

  it("opens the Services dropdown with the services marked for the navigation, and closes it on Escape", async () => {
    const user = userEvent.setup()
    await renderLoaded(<SiteHeader pathname="/" />)
    const services = within(mainNav()).getByRole("button", { name: "Services" })
    expect(services).toHaveAttribute("aria-expanded", "false")
    await user.click(services)
    expect(services).toHaveAttribute("aria-expanded", "true")
    const panel = document.getElementById(services.getAttribute("aria-controls")!)!
    // The spec's seven are checked against the content in content-matches-spec.test.ts.
    expect(within(panel).getAllByRole("link")).toHaveLength(collection("services").filter((s) => s.inNav).length)
    await user.keyboard("{Escape}")
    expect(services).toHaveAttribute("aria-expanded", "false")
    expect(services).toHaveFocus()
  })

  it("groups the listed cities of the Locations dropdown under Florida, More Florida, Even More and Southeast", async () => {
    const user = userEvent.setup()
    await renderLoaded(<SiteHeader pathname="/" />)
    const locations = within(mainNav()).getByRole("button", { name: "Locations" })
    await user.click(locations)
    const panel = document.getElementById(locations.getAttribute("aria-controls")!)!
    expect(within(panel).getAllByRole("link")).toHaveLength(listedLocations().length)
    expect(Array.from(panel.querySelectorAll("p")).map((p) => p.textContent)).toEqual(["Florida", "More Florida", "Even More", "Southeast"])
  })

  it("renders a dropdown's links only once it is first opened, and keeps them when it closes", async () => {
    const user = userEvent.setup()
    await renderLoaded(<SiteHeader pathname="/" />)
    const locations = within(mainNav()).getByRole("button", { name: "Locations" })
    const panel = document.getElementById(locations.getAttribute("aria-controls")!)!
    expect(panel.querySelectorAll("a")).toHaveLength(0)
    await user.click(locations)
    await user.keyboard("{Escape}")
    expect(locations).toHaveAttribute("aria-expanded", "false")
    expect(panel).not.toBeVisible()
    expect(panel.querySelectorAll("a")).toHaveLength(listedLocations().length)
  })

  it("opens on mouse hover and stays open when the hovered trigger is clicked", async () => {
    const user = userEvent.setup()
    await renderLoaded(<SiteHeader pathname="/" />)
    const services = within(mainNav()).getByRole("button", { name: "Services" })
    await user.hover(services)
    expect(services).toHaveAttribute("aria-expanded", "true")
    await user.click(services)
    expect(services).toHaveAttribute("aria-expanded", "true")
    await user.click(services)
    expect(services).toHaveAttribute("aria-expanded", "false")
  })

  it("closes an open dropdown on a click outside it", async () => {
    const user = userEvent.setup()
    await renderLoaded(<><SiteHeader pathname="/" /><p>Outside</p></>)
    const services = within(mainNav()).getByRole("button", { name: "Services" })
    await user.click(services)
    await user.click(screen.getByText("Outside"))
    expect(services).toHaveAttribute("aria-expanded", "false")
  })

  it("marks the current page's link and its dropdown as active", async () => {
    const { rerender } = await renderLoaded(<SiteHeader pathname="/about" />)
    expect(within(mainNav()).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page")
    expect(within(mainNav()).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current")
    rerender(<SiteHeader pathname="/services/office-cleaning/" />)
    expect(within(mainNav()).getByRole("button", { name: "Services" }).className).toMatch(/active/)
  })
})
