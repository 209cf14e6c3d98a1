import React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { SiteHeader } from "../../src/components/site-header"
import { siteLinksData } from "../fixtures/site-links"
import { renderLoaded } from "../fixtures/render-loaded"
import { serverHtml } from "../fixtures/server-html"
import { contentOf, getDisclosure, isExpanded } from "../fixtures/disclosure"

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteLinksData)
})

async function openMenu() {
  const user = userEvent.setup()
  // The menu's head (close button, calls to action) is a static region: loaded before the tap.
  await renderLoaded(<SiteHeader pathname="/" />)
  const toggle = screen.getByRole("button", { name: "Open menu" })
  await user.click(toggle)
  // jsdom has no popovers: the menu is shown by React's state, as in a browser without them.
  const dialog = screen.getByRole("dialog", { name: "Menu" })
  return { user, toggle, dialog }
}

describe("mobile menu", () => {
  it("opens a full-screen dialog with quote, text and call buttons and locks page scrolling", async () => {
    const { toggle, dialog } = await openMenu()
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(within(dialog).getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/quote/")
    expect(within(dialog).getByRole("link", { name: "Text" })).toHaveAttribute("href", expect.stringMatching(/^sms:/))
    expect(within(dialog).getByRole("link", { name: "Call" })).toHaveAttribute("href", expect.stringMatching(/^tel:/))
    expect(document.body).toHaveClass("scroll-locked")
  })

  it("has collapsible Services, Locations and Company groups", async () => {
    const { user, dialog } = await openMenu()
    const services = getDisclosure("Services", dialog)
    expect(isExpanded(getDisclosure("Locations", dialog))).toBe(false)
    expect(isExpanded(getDisclosure("Company", dialog))).toBe(false)
    expect(within(dialog).getByRole("link", { name: "Office Cleaning", hidden: true })).not.toBeVisible()
    await user.click(services)
    expect(isExpanded(services)).toBe(true)
    expect(within(dialog).getByRole("link", { name: "Office Cleaning" })).toBeVisible()
    expect(contentOf(getDisclosure("Company", dialog)).getByRole("link", { name: "FAQ", hidden: true })).toHaveAttribute("href", "/faq/")
  })

  it("is a popover its toggle and close button open and close without scripts, a dialog only while open, holding the navigation", async () => {
    await renderLoaded(<SiteHeader pathname="/" />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    const menu = document.getElementById(toggle.getAttribute("popovertarget")!)!
    expect(toggle).toHaveAttribute("aria-controls", menu.id)
    expect(menu).toHaveAttribute("popover", "auto")
    // On wide screens this panel is the navigation bar: no dialog there.
    expect(menu).not.toHaveAttribute("role")
    expect(within(menu).getByRole("navigation", { name: "Main" })).toBeInTheDocument()
    const close = within(menu).getByRole("button", { name: "Close menu" })
    expect(close).toHaveAttribute("popovertarget", menu.id)
    expect(close).toHaveAttribute("popovertargetaction", "hide")
  })

  it("in the server's HTML, the toggle names its popover without aria-expanded (HTML forbids both), and once alive says it is collapsed", async () => {
    const container = serverHtml(<SiteHeader pathname="/" />)
    const served = container.querySelector("[popovertarget][aria-controls]")!
    expect(served).toHaveAttribute("popovertarget", "mobile-menu")
    expect(container.querySelectorAll("[popovertarget][aria-expanded]")).toHaveLength(0)
    container.remove()
    await renderLoaded(<SiteHeader pathname="/" />)
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false")
  })

  it("says its controls and links in Spanish on a Spanish page", async () => {
    const user = userEvent.setup()
    await renderLoaded(<SiteHeader pathname="/es/empleos/" lang="es" />)
    await user.click(screen.getByRole("button", { name: "Abrir el menú" }))
    const dialog = screen.getByRole("dialog", { name: "Menú" })
    expect(within(dialog).getByRole("button", { name: "Cerrar el menú" })).toBeInTheDocument()
    expect(within(dialog).getByRole("link", { name: "Cotización gratis" })).toHaveAttribute("href", "/quote/")
    expect(within(dialog).getByRole("navigation", { name: "Principal" })).toBeInTheDocument()
    for (const group of ["Servicios", "Ciudades", "La empresa"]) expect(getDisclosure(group, dialog)).toBeInTheDocument()
  })

  it("closes when a link is chosen, unlocking scroll and returning focus to the toggle", async () => {
    const { user, toggle, dialog } = await openMenu()
    await user.click(within(dialog).getByRole("link", { name: "Get Free Quote" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(document.body).not.toHaveClass("scroll-locked")
    expect(toggle).toHaveFocus()
  })

  it("closes on Escape", async () => {
    const { user, toggle } = await openMenu()
    await user.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(document.body).not.toHaveClass("scroll-locked")
  })

  it("keeps keyboard focus inside the open menu", async () => {
    const { user, dialog } = await openMenu()
    expect(within(dialog).getByRole("button", { name: "Close menu" })).toHaveFocus()
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    for (let i = 0; i < 12; i += 1) await user.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })
})
