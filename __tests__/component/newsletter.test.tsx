import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Newsletter } from "../../src/components/newsletter"
import { site } from "../../src/config/site"
import type { SubscribeResult } from "../../src/lib/newsletter"

function setup(result: SubscribeResult = "subscribed") {
  const subscribe = jest.fn().mockResolvedValue(result)
  const user = userEvent.setup()
  render(<Newsletter heading="Cleaning tips in your inbox" text="Monthly." subscribe={subscribe} />)
  return {
    user,
    subscribe,
    input: screen.getByLabelText("E-mail address"),
    submit: screen.getByRole("button", { name: "Subscribe" }),
  }
}

describe("newsletter box", () => {
  it("asks for an address when the field is empty and stores nothing", async () => {
    const { user, subscribe, input, submit } = setup()
    await user.click(submit)
    expect(subscribe).not.toHaveBeenCalled()
    expect(input).toHaveAttribute("aria-invalid", "true")
    expect(input).toHaveAccessibleDescription("Please enter your e-mail address.")
    expect(input).toHaveFocus()
  })

  it("rejects a malformed address", async () => {
    const { user, subscribe, input, submit } = setup()
    await user.type(input, "name@company")
    await user.click(submit)
    expect(subscribe).not.toHaveBeenCalled()
    expect(input).toHaveAccessibleDescription("Please enter a valid e-mail address, like name@company.com.")
  })

  it("stores a valid address and thanks the visitor", async () => {
    const { user, subscribe, input, submit } = setup("subscribed")
    await user.type(input, "ana@example.com")
    await user.click(submit)
    expect(subscribe).toHaveBeenCalledWith("ana@example.com")
    expect(await screen.findByText(/Thanks for subscribing!/)).toBeInTheDocument()
    expect(input).toHaveValue("")
    expect(input).not.toHaveAttribute("aria-invalid")
  })

  it("says plainly that sign-up is unavailable without a backend, with the phone and e-mail", async () => {
    const { user, input, submit } = setup("unavailable")
    await user.type(input, "ana@example.com")
    await user.click(submit)
    const status = screen.getByRole("status")
    expect(await screen.findByText(/Newsletter sign-up is unavailable right now/)).toBeInTheDocument()
    expect(status).toHaveTextContent(site.phoneDisplay)
    expect(status).toHaveTextContent(site.email)
    expect(input).toHaveValue("ana@example.com")
  })

  it("says plainly that too many sign-ups came from here lately, gives the phone and keeps the address", async () => {
    const { user, input, submit } = setup("rate-limited")
    await user.type(input, "ana@example.com")
    await user.click(submit)
    const status = screen.getByRole("status")
    expect(await within(status).findByText(/several sign-ups in a short time/)).toBeInTheDocument()
    expect(within(status).getByRole("link", { name: site.phoneDisplay })).toHaveAttribute("href", expect.stringMatching(/^tel:\+1\d{10}$/))
    expect(within(status).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    expect(input).toHaveValue("ana@example.com")
    expect(screen.queryByText(/Thanks for subscribing!/)).not.toBeInTheDocument()
  })

  it("links the privacy policy", () => {
    setup()
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy/")
  })

  it("offers another way to reach us when storing fails", async () => {
    const { user, input, submit } = setup("failed")
    await user.type(input, "ana@example.com")
    await user.click(submit)
    expect(await screen.findByText(/We couldn't sign you up just now/)).toBeInTheDocument()
  })
})
