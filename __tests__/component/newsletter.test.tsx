import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Newsletter } from "../../src/components/newsletter"
import { site } from "../../src/config/site"
import type { SubscribeResult } from "../../src/lib/newsletter"
import { NEWSLETTER_TEXT } from "../../src/lib/newsletter-text"
import { BOT_CHECK_TEXT } from "../../src/components/bot-check-status"
import { webcrypto } from "node:crypto"
import { createChallenge, verifySolution } from "altcha-lib/v1"

/** The outcome's live region (the bot check has its own, marked with its state). */
const outcomeStatus = () => screen.getAllByRole("status").find((el) => !el.hasAttribute("data-state"))!

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

  it("stores a valid address and asks the visitor to confirm it from the mail (double opt-in)", async () => {
    const { user, subscribe, input, submit } = setup("subscribed")
    await user.type(input, "ana@example.com")
    await user.click(submit)
    // No backend in this test: no bot check proof to send.
    expect(subscribe).toHaveBeenCalledWith("ana@example.com", null)
    expect(await within(outcomeStatus()).findByText(NEWSLETTER_TEXT.checkInbox)).toBeInTheDocument()
    expect(input).toHaveValue("")
    expect(input).not.toHaveAttribute("aria-invalid")
  })

  it("says plainly that sign-up is unavailable without a backend, with the phone and e-mail", async () => {
    const { user, input, submit } = setup("unavailable")
    await user.type(input, "ana@example.com")
    await user.click(submit)
    const status = outcomeStatus()
    expect(await screen.findByText(/Newsletter sign-up is unavailable right now/)).toBeInTheDocument()
    expect(status).toHaveTextContent(site.phoneDisplay)
    expect(status).toHaveTextContent(site.email)
    expect(input).toHaveValue("ana@example.com")
  })

  it("says plainly that too many sign-ups came from here lately, gives the phone and keeps the address", async () => {
    const { user, input, submit } = setup("rate-limited")
    await user.type(input, "ana@example.com")
    await user.click(submit)
    const status = outcomeStatus()
    expect(await within(status).findByText(/several sign-ups in a short time/)).toBeInTheDocument()
    expect(within(status).getByRole("link", { name: site.phoneDisplay })).toHaveAttribute("href", expect.stringMatching(/^tel:\+1\d{10}$/))
    expect(within(status).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`)
    expect(input).toHaveValue("ana@example.com")
    expect(screen.queryByText(NEWSLETTER_TEXT.checkInbox)).not.toBeInTheDocument()
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

describe("newsletter box with the bot check", () => {
  const HMAC_KEY = "test-only-bot-check-key"
  const realCrypto = globalThis.crypto
  const env = { ...process.env }
  let fetchMock: jest.Mock

  beforeEach(() => {
    Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true })
    process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321"
    process.env.GATSBY_SUPABASE_ANON_KEY = "test-only-anon-key"
    fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => createChallenge({ hmacKey: HMAC_KEY, maxnumber: 2000 }),
    }))
    globalThis.fetch = fetchMock as unknown as typeof fetch
  })
  afterEach(() => {
    Object.defineProperty(globalThis, "crypto", { value: realCrypto, configurable: true })
    process.env = { ...env }
  })

  it("starts on the field's first focus and sends a proof with the address", async () => {
    const { user, subscribe, input, submit } = setup("subscribed")
    expect(fetchMock).not.toHaveBeenCalled()
    await user.click(input)
    expect(fetchMock).toHaveBeenCalledWith("http://127.0.0.1:54321/rest/v1/rpc/bot_check_challenge", expect.anything())
    await waitFor(() => expect(screen.getByText(BOT_CHECK_TEXT.ready)).toBeInTheDocument())
    await user.type(input, "ana@example.com")
    await user.click(submit)
    await within(outcomeStatus()).findByText(NEWSLETTER_TEXT.checkInbox)
    expect(await verifySolution(subscribe.mock.calls[0][1], HMAC_KEY, false)).toBe(true)
  })

  it("when the proof is refused: keeps the address, says so, and the next try sends a new proof", async () => {
    const { user, subscribe, input, submit } = setup()
    subscribe.mockResolvedValueOnce("bot-check-failed").mockResolvedValueOnce("subscribed")
    await user.type(input, "ana@example.com")
    await user.click(submit)
    expect(await within(outcomeStatus()).findByText(NEWSLETTER_TEXT.botCheckFailed)).toBeInTheDocument()
    expect(input).toHaveValue("ana@example.com")
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))

    await user.click(submit)
    await within(outcomeStatus()).findByText(NEWSLETTER_TEXT.checkInbox)
    const [[, first], [, second]] = subscribe.mock.calls
    expect(second).not.toBe(first)
    expect(await verifySolution(second, HMAC_KEY, false)).toBe(true)
  })
})
