import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { SiteHeader } from "../../src/components/site-header"
import { siteLinksData } from "../fixtures/site-links"

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteLinksData)
})

async function openMenu() {
  const user = userEvent.setup()
  render(<SiteHeader pathname="/" />)
  const toggle = screen.getByRole("button", { name: "Open menu" })
  await user.click(toggle)
  const dialog = screen.getByRole("dialog", { name: "Menu" })
  // The menu's contents load on first use (a separate chunk).
  await within(dialog).findByRole("button", { name: "Close menu" })
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
    const services = within(dialog).getByRole("button", { name: "Services" })
    expect(within(dialog).getByRole("button", { name: "Locations" })).toHaveAttribute("aria-expanded", "false")
    expect(within(dialog).getByRole("button", { name: "Company" })).toHaveAttribute("aria-expanded", "false")
    await user.click(services)
    expect(services).toHaveAttribute("aria-expanded", "true")
    expect(within(dialog).getByRole("link", { name: "Office Cleaning" })).toBeVisible()
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
