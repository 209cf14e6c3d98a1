import React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { SiteHeader } from "../../src/components/site-header"
import { collection, listedLocations } from "../fixtures/content"
import { siteLinksData } from "../fixtures/site-links"
import { renderLoaded } from "../fixtures/render-loaded"
import { contentOf, getDisclosure, isExpanded } from "../fixtures/disclosure"
import { serverHtmlWithRegions } from "../fixtures/server-html"

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

  it("lists the main links in order, then the phone menu's Company group, with a Get Free Quote button", async () => {
    await renderLoaded(<SiteHeader pathname="/" />)
    const list = within(mainNav()).getAllByRole("list")[0]
    // Each item is a link or a disclosure (a <summary>); the Company group is the phone menu's only (its CSS
    // hides it on the bar, where its links stand on their own: checked in __tests__/browser/shell.test.ts).
    const items = [...list.children].map((li) => (li.querySelector("summary") ?? li.querySelector("a"))?.textContent)
    expect(items).toEqual(["Home", "Services", "Locations", "Blog", "About", "Service Areas", "Careers", "Jobs", "Contact", "Company"])
    const cta = screen.getAllByRole("link", { name: "Get Free Quote" }).filter((link) => !link.closest("#mobile-menu"))
    expect(cta).toHaveLength(1)
    expect(cta[0]).toHaveAttribute("href", "/quote/")
  })

  it("opens the Services dropdown with the services marked for the navigation, and closes it on Escape", async () => {
    const user = userEvent.setup()
    await renderLoaded(<SiteHeader pathname="/" />)
    const services = getDisclosure("Services", mainNav())
    expect(isExpanded(services)).toBe(false)
    await user.click(services)
    expect(isExpanded(services)).toBe(true)
    // The spec's seven are checked against the content in content-matches-spec.test.ts.
    const links = contentOf(services).getAllByRole("link")
    expect(links).toHaveLength(collection("services").filter((s) => s.inNav).length)
    links.forEach((link) => expect(link).toBeVisible())
    await user.keyboard("{Escape}")
    expect(isExpanded(services)).toBe(false)
    expect(services).toHaveFocus()
  })

  it("groups the listed cities of the Locations dropdown under Florida, More Florida, Even More and Southeast", async () => {
    const user = userEvent.setup()
    await renderLoaded(<SiteHeader pathname="/" />)
    const locations = getDisclosure("Locations", mainNav())
    await user.click(locations)
    const panel = locations.parentElement!
    expect(contentOf(locations).getAllByRole("link")).toHaveLength(listedLocations().length)
    expect(Array.from(panel.querySelectorAll("p")).map((p) => p.textContent)).toEqual(["Florida", "More Florida", "Even More", "Southeast"])
  })

  it("has every dropdown's links in the server's HTML, hidden until the dropdown is opened", async () => {
    const container = await serverHtmlWithRegions(<SiteHeader pathname="/" />)
    const locations = getDisclosure("Locations", within(container).getByRole("navigation", { name: "Main" }))
    expect(contentOf(locations).getAllByRole("link", { hidden: true })).toHaveLength(listedLocations().length)
    expect(contentOf(locations).getByRole("link", { name: "Atlanta", hidden: true })).not.toBeVisible()
    container.remove()
  })

  it("opens on mouse hover and stays open when the hovered trigger is clicked", async () => {
    const user = userEvent.setup()
    await renderLoaded(<SiteHeader pathname="/" />)
    const services = getDisclosure("Services", mainNav())
    await user.hover(services)
    expect(isExpanded(services)).toBe(true)
    await user.click(services)
    expect(isExpanded(services)).toBe(true)
    await user.click(services)
    expect(isExpanded(services)).toBe(false)
  })

  it("closes an open dropdown on a click outside it", async () => {
    const user = userEvent.setup()
    await renderLoaded(<><SiteHeader pathname="/" /><p>Outside</p></>)
    const services = getDisclosure("Services", mainNav())
    await user.click(services)
    await user.click(screen.getByText("Outside"))
    expect(isExpanded(services)).toBe(false)
  })

  it("marks the current page's link and its dropdown as active", async () => {
    const { rerender } = await renderLoaded(<SiteHeader pathname="/about" />)
    // On the bar and in the phone menu's Company group.
    const about = within(mainNav()).getAllByRole("link", { name: "About" })
    expect(about).toHaveLength(2)
    about.forEach((link) => expect(link).toHaveAttribute("aria-current", "page"))
    expect(within(mainNav()).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current")
    rerender(<SiteHeader pathname="/services/office-cleaning/" />)
    expect(getDisclosure("Services", mainNav()).className).toMatch(/active/)
  })
})
