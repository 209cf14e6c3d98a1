import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { SiteHeader } from "../../src/components/site-header"
import { siteLinksData } from "../fixtures/site-links"

// The menu's contents are a separate chunk; here fetching it fails, as it does offline or when a
// page open since before a deploy asks for a chunk the deploy removed.
jest.mock("../../src/components/mobile-menu/mobile-menu-content", () => {
  throw new Error("Loading chunk mobile-menu-content failed")
})

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(siteLinksData)
  jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => jest.mocked(console.error).mockRestore())

describe("mobile menu whose contents cannot load", () => {
  it("keeps the page and offers the main pages as plain links with a way to close", async () => {
    const user = userEvent.setup()
    render(<SiteHeader pathname="/" />)
    const toggle = screen.getByRole("button", { name: "Open menu" })
    await user.click(toggle)

    const dialog = screen.getByRole("dialog", { name: "Menu" })
    // The dialog covers the page whether or not its contents arrive: the page behind it stays still.
    expect(document.body).toHaveClass("scroll-locked")
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The full menu could not load")
    expect(within(dialog).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact/")
    expect(within(dialog).getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/quote/")
    // The header around the menu is still there: the failure did not take the page down.
    expect(screen.getByRole("banner")).toBeInTheDocument()

    const close = within(dialog).getByRole("button", { name: "Close menu" })
    expect(close).toHaveFocus()
    await user.click(close)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(document.body).not.toHaveClass("scroll-locked")
    expect(toggle).toHaveFocus()
  })
})
