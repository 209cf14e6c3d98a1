/**
 * /assessment/, the page our booking e-mails link to: it reads the link once it runs, shows the quote's booking
 * panel, and after a change puts the link's new key in the address (the old one stops working).
 */
import React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { AssessmentPage } from "../../src/components/assessment-page"
import { BOOKING_RPC } from "../../src/lib/booking/answers"
import { ASSESSMENT_PAGE, PANEL_TEXT, problemText } from "../../src/lib/booking/panel-text"
import { bookingTokenKey } from "../../src/lib/booking/token-storage"
import { routes } from "../../src/lib/routes"
import { FIXED_NOW } from "../fixtures/clock"
import { businessHours } from "../fixtures/assessment-schedule"


/** Text as a person reads it, though the panel keeps each time range in an element of its own. */
const whole = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text)

const QUOTE_ID = "6f1c3d1e-6a0e-4d38-9f57-3e3b5c1f2a11"
const SIG = "mS3k0Yf8R1pQ-7wX_2bZc9LdH4tN6vJ0aE5gU1iO3rK"
const OLD_KEY = `l1.1.1798000000.${SIG}`
const NEW_KEY = `l1.2.1798000000.${SIG}`
const booking = { id: "b1", start: "2026-11-24T13:00:00.000Z", end: "2026-11-24T15:00:00.000Z", status: "booked", sequence: 1 }
const availability = { now: FIXED_NOW.toISOString(), schedule: businessHours, far: false, taken: [], booking }

const env = { ...process.env }
let answers: unknown[]
let fetchMock: jest.Mock

beforeEach(() => {
  process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321"
  process.env.GATSBY_SUPABASE_ANON_KEY = "test-only-anon-key"
  sessionStorage.clear()
  answers = []
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => answers.shift() }))
  globalThis.fetch = fetchMock as unknown as typeof fetch
})
afterEach(() => {
  process.env = { ...env }
  window.history.replaceState(null, "", "/")
  jest.restoreAllMocks()
})

const sent = (call: number) => ({ url: fetchMock.mock.calls[call][0], body: JSON.parse(fetchMock.mock.calls[call][1].body) })

describe("/assessment/", () => {
  it("opens the link's booking, and after a cancel the address carries the new key", async () => {
    const search = `?quote=${QUOTE_ID}&key=${encodeURIComponent(OLD_KEY)}`
    window.history.replaceState(null, "", `${routes.assessment}${search}`)
    answers = [availability, { result: "cancelled", booking: { ...booking, status: "cancelled", sequence: 2 }, key: NEW_KEY }]
    render(<AssessmentPage search={search} />)
    expect(screen.getByRole("heading", { level: 1, name: ASSESSMENT_PAGE.heading })).toBeInTheDocument()
    expect(await screen.findByText(whole(PANEL_TEXT.currentWhen("Tue, Nov 24, 8–10 am")))).toBeInTheDocument()
    expect(sent(0)).toEqual({ url: `http://127.0.0.1:54321/rest/v1/rpc/${BOOKING_RPC.availability}`, body: { p_quote_id: QUOTE_ID, p_key: OLD_KEY } })

    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.cancelButton }))
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.cancelYes }))
    expect(await screen.findByText(whole(PANEL_TEXT.cancelled))).toBeInTheDocument()
    expect(sent(1).body).toEqual({ p_quote_id: QUOTE_ID, p_key: OLD_KEY })
    expect(new URLSearchParams(window.location.search).get("key")).toBe(NEW_KEY)
    expect(new URLSearchParams(window.location.search).get("quote")).toBe(QUOTE_ID)
    expect(window.location.pathname).toBe(routes.assessment)
  })

  it("says a link without a usable quote and key is incomplete, asks nothing, and offers call, text and a quote", async () => {
    render(<AssessmentPage search={`?quote=${QUOTE_ID}&key=short`} />)
    expect(await screen.findByText(whole(problemText("no-access", "link").title))).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByRole("link", { name: ASSESSMENT_PAGE.quoteLink })).toHaveAttribute("href", routes.quote)
    expect(screen.getByRole("link", { name: PANEL_TEXT.text })).toBeInTheDocument()
  })

  it("in the tab that sent the quote, ?quote= alone books with the token that tab kept", async () => {
    sessionStorage.setItem(bookingTokenKey(QUOTE_ID), SIG)
    answers = [{ ...availability, booking: null }]
    render(<AssessmentPage search={`?quote=${QUOTE_ID}`} />)
    expect(await screen.findByRole("group", { name: PANEL_TEXT.legend })).toBeInTheDocument()
    expect(sent(0).body).toEqual({ p_quote_id: QUOTE_ID, p_key: SIG })
  })
})
