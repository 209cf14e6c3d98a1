/**
 * The assessment's booking panel as a prospect uses it (issue 31), queried by role and label: two taps to book,
 * a window taken meanwhile, "none of these times work", every refusal and failure said with call and text, move
 * and cancel, and Florida's times on both sides of each daylight-saving change whatever the "now". The database
 * is a fake caller answering as the booking functions do (src/lib/booking/answers.ts); "now" is the answer's.
 */
import React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { BookingPanel } from "../../src/components/booking-panel"
import { BOOKING_ERRORS, BOOKING_RPC, type Availability, type BookingSummary, type ChangeAnswer } from "../../src/lib/booking/answers"
import type { BookingCaller } from "../../src/lib/booking/panel-calls"
import { PANEL_TEXT, problemText } from "../../src/lib/booking/panel-text"
import type { AssessmentSchedule } from "../../src/lib/booking/schedule"
import { RpcError } from "../../src/lib/supabase/rpc"
import { site } from "../../src/config/site"
import { smsHref, telHref } from "../../src/lib/contact-links"
import { FIXED_NOW } from "../fixtures/clock"
import { NOW, businessHours } from "../fixtures/assessment-schedule"


/** Text as a person reads it, though the panel keeps each time range in an element of its own. */
const whole = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text)

const QUOTE_ID = "6f1c3d1e-6a0e-4d38-9f57-3e3b5c1f2a11"
const TOKEN = "mS3k0Yf8R1pQ-7wX_2bZc9LdH4tN6vJ0aE5gU1iO3rK"
const ACCESS = { quoteId: QUOTE_ID, key: TOKEN }

/** Sunday November 22, 2026, 7 am in Florida (FIXED_NOW): Monday's first window, 8 am, is 25 hours away. */
const availability = (changes: Partial<Availability> = {}, schedule: AssessmentSchedule | null = businessHours): Availability => ({
  now: FIXED_NOW.toISOString(),
  schedule,
  far: false,
  taken: [],
  booking: null,
  ...changes,
})

const booking = (start: string, end: string): BookingSummary => ({ id: "b1", start, end, status: "booked", sequence: 0 })

type Reply = unknown | Error
/** A caller answering each call in turn, and what it was asked. */
function fakeDatabase(...replies: Reply[]) {
  const calls: Array<{ name: string; args: Record<string, unknown> }> = []
  const caller = jest.fn(async (name: string, args: Record<string, unknown>) => {
    calls.push({ name, args })
    const reply = replies.shift()
    if (reply === undefined) throw new TypeError("Failed to fetch")
    if (reply instanceof Error) throw reply
    return reply
  }) as unknown as BookingCaller
  return { caller, calls }
}

const refusal = (status: number, reason: string) => new RpcError(`HTTP ${status}`, status, `PT${status}`, reason)

function setup(replies: Reply[], props: Partial<React.ComponentProps<typeof BookingPanel>> = {}) {
  const database = fakeDatabase(...replies)
  const user = userEvent.setup({ delay: null })
  render(<BookingPanel access={ACCESS} place="quote" caller={database.caller} {...props} />)
  return { ...database, user }
}

const timesGroup = () => screen.findByRole("group", { name: PANEL_TEXT.legend })
const day = async (label: string) => within(await timesGroup()).getByRole("group", { name: label })
const confirmButton = () => screen.getByRole("button", { name: /^(Book|Move to) / })

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

describe("booking right after the quote", () => {
  it("shows the open windows as one radio group, a section per Florida day, with the openings left as each one's hint", async () => {
    const taken = [{ start: "2026-11-23T13:00:00.000Z", end: "2026-11-23T15:00:00.000Z", count: 1 }]
    const { calls } = setup([availability({ taken })])
    expect(screen.getByRole("status")).toHaveTextContent(PANEL_TEXT.loading)
    const tomorrow = await day("Tomorrow")
    const radios = within(tomorrow).getAllByRole("radio")
    expect(radios.map((radio) => radio.getAttribute("aria-labelledby") && document.getElementById(radio.getAttribute("aria-labelledby")!)?.textContent)).toEqual([
      "8–10 am",
      "10 am–12 pm",
      "12–2 pm",
      "2–4 pm",
      "4–6 pm",
    ])
    expect(within(tomorrow).getByRole("radio", { name: "8–10 am" })).toHaveAccessibleDescription("Last opening")
    expect(within(tomorrow).getByRole("radio", { name: "10 am–12 pm" })).toHaveAccessibleDescription("2 openings")
    // Tuesday, then Wednesday; Thursday is Thanksgiving (closed) and comes later under "Show more days".
    expect(within(await timesGroup()).getAllByRole("group").map((group) => group.querySelector("legend")?.textContent)).toEqual(["Tomorrow", "Tue, Nov 24", "Wed, Nov 25"])
    expect(calls).toEqual([{ name: BOOKING_RPC.availability, args: { p_quote_id: QUOTE_ID, p_key: TOKEN } }])
  })

  it("books in two taps, pick and confirm, and says the booking in Florida time", async () => {
    const { user, calls } = setup([
      availability(),
      { result: "booked", booking: booking("2026-11-23T15:00:00.000Z", "2026-11-23T17:00:00.000Z") } satisfies ChangeAnswer,
    ])
    await user.click(within(await day("Tomorrow")).getByRole("radio", { name: "10 am–12 pm" }))
    await user.click(screen.getByRole("button", { name: "Book Tomorrow, 10 am–12 pm" }))
    const said = await screen.findByText(whole(PANEL_TEXT.booked("Tomorrow, 10 am–12 pm")))
    expect(said.closest('[role="status"]')).toHaveFocus()
    expect(calls[1]).toEqual({ name: BOOKING_RPC.book, args: { p_quote_id: QUOTE_ID, p_key: TOKEN, p_start: "2026-11-23T15:00:00.000Z" } })
    expect(screen.getByText(whole(PANEL_TEXT.currentWhen("Tomorrow, 10 am–12 pm")))).toBeInTheDocument()
    expect(screen.queryByRole("radio")).not.toBeInTheDocument()
  })

  it("asks for a pick before booking, naming the group's error", async () => {
    const { user, calls } = setup([availability()])
    await timesGroup()
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.book }))
    expect(await timesGroup()).toHaveAccessibleDescription(PANEL_TEXT.pickFirst)
    expect(calls).toHaveLength(1)
  })

  it.each([
    // FIXED_NOW is Sunday 7 am: Monday's 8 am is 25 hours on.
    ["more than 24 hours away", FIXED_NOW, "Our earliest opening is tomorrow, 8–10 am. If you need us sooner, call or text us."],
    // Monday 7 am, with 3 hours' notice.
    ["within 24 hours", new Date("2026-11-23T12:00:00Z"), "We can be there within 24 hours: our earliest opening is today, 10 am–12 pm."],
  ])("says whether the earliest window keeps the 24-hour promise: %s", async (_case, now, words) => {
    setup([availability({ now: now.toISOString() })])
    await timesGroup()
    expect(screen.getByText(whole(words))).toBeInTheDocument()
  })

  it("offers the windows open now when the picked one was taken meanwhile, and books another without retyping", async () => {
    const takenNow = [{ start: "2026-11-23T15:00:00.000Z", end: "2026-11-23T17:00:00.000Z", count: 2 }]
    const { user, calls } = setup([
      availability(),
      { result: "full", availability: availability({ taken: takenNow }) } satisfies ChangeAnswer,
      { result: "booked", booking: booking("2026-11-23T17:00:00.000Z", "2026-11-23T19:00:00.000Z") } satisfies ChangeAnswer,
    ])
    await user.click(within(await day("Tomorrow")).getByRole("radio", { name: "10 am–12 pm" }))
    await user.click(confirmButton())
    expect(await screen.findByText(whole(PANEL_TEXT.notBooked.full))).toBeInTheDocument()
    const tomorrow = await day("Tomorrow")
    expect(within(tomorrow).queryByRole("radio", { name: "10 am–12 pm" })).not.toBeInTheDocument()
    expect(within(tomorrow).getAllByRole("radio").every((radio) => !(radio as HTMLInputElement).checked)).toBe(true)
    await user.click(within(tomorrow).getByRole("radio", { name: "12–2 pm" }))
    await user.click(confirmButton())
    expect(await screen.findByText(whole(PANEL_TEXT.booked("Tomorrow, 12–2 pm")))).toBeInTheDocument()
    expect(calls.map((call) => call.name)).toEqual([BOOKING_RPC.availability, BOOKING_RPC.book, BOOKING_RPC.book])
  })

  it("says a window no longer offered, with the windows open now", async () => {
    const { user } = setup([availability(), { result: "unavailable", availability: availability() } satisfies ChangeAnswer])
    await user.click(within(await day("Tomorrow")).getByRole("radio", { name: "8–10 am" }))
    await user.click(confirmButton())
    expect(await screen.findByText(whole(PANEL_TEXT.notBooked.unavailable))).toBeInTheDocument()
    expect(await day("Tomorrow")).toBeInTheDocument()
  })

  it("shows later days on request", async () => {
    const { user } = setup([availability()])
    await timesGroup()
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.moreDays }))
    expect(await day("Fri, Nov 27")).toBeInTheDocument()
    expect(within(await timesGroup()).queryByRole("group", { name: "Thu, Nov 26" })).not.toBeInTheDocument()
  })
})

describe("none of these times work", () => {
  it("takes the best times to call and sends them, with call and text at hand", async () => {
    const { user, calls } = setup([availability(), { result: "call_requested" } satisfies ChangeAnswer])
    await timesGroup()
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.noneWork }))
    const note = screen.getByRole("textbox", { name: PANEL_TEXT.note.label })
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.note.send }))
    expect(note).toHaveAccessibleDescription(expect.stringContaining(PANEL_TEXT.note.empty))
    await user.type(note, "  Weekday mornings, before 10  ")
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.note.send }))
    expect(await screen.findByText(whole(PANEL_TEXT.note.sentTitle))).toBeInTheDocument()
    expect(calls[1]).toEqual({ name: BOOKING_RPC.callRequest, args: { p_quote_id: QUOTE_ID, p_key: TOKEN, p_best_times: "Weekday mornings, before 10" } })
    expect(screen.getByRole("link", { name: PANEL_TEXT.call(site.phoneDisplay) })).toHaveAttribute("href", telHref())
    expect(screen.getByRole("link", { name: PANEL_TEXT.text })).toHaveAttribute("href", smsHref())
  })

  it("goes back to the times", async () => {
    const { user } = setup([availability()])
    await timesGroup()
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.noneWork }))
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.backToTimes }))
    expect(await timesGroup()).toBeInTheDocument()
  })

  it("is offered at once when no window is open in the horizon", async () => {
    const everything = [{ start: "2026-11-22T00:00:00.000Z", end: "2026-12-10T00:00:00.000Z", count: 2 }]
    setup([availability({ taken: everything })])
    expect(await screen.findByText(whole(PANEL_TEXT.noWindows(14)))).toBeInTheDocument()
    expect(screen.getByRole("textbox", { name: PANEL_TEXT.note.label })).toBeInTheDocument()
    expect(screen.queryByRole("radio")).not.toBeInTheDocument()
  })
})

describe("when booking online cannot happen, it says so and offers call and text", () => {
  it.each([
    ["forbidden", refusal(403, BOOKING_ERRORS.forbidden)],
    ["rate-limited", refusal(429, BOOKING_ERRORS.rateLimited)],
    ["too-many-changes", refusal(429, BOOKING_ERRORS.tooManyChanges)],
    ["down", new TypeError("Failed to fetch")],
    ["down", new RpcError("HTTP 503", 503, undefined)],
  ] as const)("%s", async (problem, error) => {
    setup([error])
    const { title, line } = problemText(problem, "quote")
    const message = await screen.findByText(whole(title))
    expect(screen.getByText(whole(line))).toBeInTheDocument()
    expect(within(message.closest("[role]") as HTMLElement).getByRole("link", { name: PANEL_TEXT.call(site.phoneDisplay) })).toHaveAttribute("href", telHref())
    expect(screen.getByRole("link", { name: PANEL_TEXT.text })).toHaveAttribute("href", smsHref())
    expect(screen.queryByRole("radio")).not.toBeInTheDocument()
  })

  it("tells an expired or replaced link to use the newest e-mail (410)", async () => {
    setup([refusal(410, BOOKING_ERRORS.linkExpired)], { place: "link" })
    expect(await screen.findByText(whole(problemText("expired", "link").title))).toBeInTheDocument()
    expect(screen.getByText(whole(problemText("expired", "link").line))).toHaveTextContent(/most recent e-mail/)
  })

  it("offers a retry when the backend is down, which loads the windows once it answers", async () => {
    const { user } = setup([new TypeError("Failed to fetch"), availability()])
    await user.click(await screen.findByRole("button", { name: PANEL_TEXT.retry }))
    expect(await timesGroup()).toBeInTheDocument()
  })

  it("says online booking is not open yet when the database has no schedule", async () => {
    setup([availability({}, null)])
    expect(await screen.findByText(whole(problemText("no-schedule", "quote").title))).toBeInTheDocument()
  })

  it("says a refused change without losing the quote", async () => {
    const { user } = setup([availability(), refusal(429, BOOKING_ERRORS.rateLimited)])
    await user.click(within(await day("Tomorrow")).getByRole("radio", { name: "8–10 am" }))
    await user.click(confirmButton())
    const message = await screen.findByText(whole(problemText("rate-limited", "quote").title))
    expect(message.closest('[role="status"]')).toHaveFocus()
    expect(screen.getByText(whole(problemText("rate-limited", "quote").line))).toHaveTextContent(/^Your quote request is saved\./)
  })

  it("has no backend to ask: says so, no call made", async () => {
    render(<BookingPanel access={ACCESS} place="quote" caller={null} />)
    expect(await screen.findByText(whole(problemText("down", "quote").title))).toBeInTheDocument()
  })
})

describe("a booked assessment, from the e-mail's link", () => {
  const current = booking("2026-11-24T13:00:00.000Z", "2026-11-24T15:00:00.000Z")
  const NEW_KEY = `l1.2.1798000000.${TOKEN}`

  it("shows it, and moves it in two taps; the link's new key is handed on", async () => {
    const onKeyChange = jest.fn()
    const moved = booking("2026-11-23T19:00:00.000Z", "2026-11-23T21:00:00.000Z")
    const { user, calls } = setup(
      [availability({ booking: current }), { result: "moved", booking: { ...moved, sequence: 1 }, key: NEW_KEY } satisfies ChangeAnswer],
      { place: "link", onKeyChange, access: { quoteId: QUOTE_ID, key: `l1.1.1798000000.${TOKEN}` } },
    )
    expect(await screen.findByText(whole(PANEL_TEXT.currentWhen("Tue, Nov 24, 8–10 am")))).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.moveButton }))
    expect(screen.getByText(whole(PANEL_TEXT.moveIntro("Tue, Nov 24, 8–10 am", 120)))).toBeInTheDocument()
    await user.click(within(await day("Tomorrow")).getByRole("radio", { name: "2–4 pm" }))
    await user.click(screen.getByRole("button", { name: "Move to Tomorrow, 2–4 pm" }))
    expect(await screen.findByText(whole(PANEL_TEXT.moved("Tomorrow, 2–4 pm")))).toBeInTheDocument()
    expect(calls[1]).toEqual({ name: BOOKING_RPC.move, args: { p_quote_id: QUOTE_ID, p_key: `l1.1.1798000000.${TOKEN}`, p_start: "2026-11-23T19:00:00.000Z" } })
    expect(onKeyChange).toHaveBeenCalledWith(NEW_KEY)
  })

  it("keeps the current time when the visitor changes their mind", async () => {
    const { user } = setup([availability({ booking: current })])
    await user.click(await screen.findByRole("button", { name: PANEL_TEXT.moveButton }))
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.keepTime }))
    expect(screen.getByText(whole(PANEL_TEXT.currentWhen("Tue, Nov 24, 8–10 am")))).toBeInTheDocument()
  })

  it("leaves out the booking's own window from the times to move to", async () => {
    const { user } = setup([availability({ booking: current })])
    await user.click(await screen.findByRole("button", { name: PANEL_TEXT.moveButton }))
    expect(within(await day("Tue, Nov 24")).queryByRole("radio", { name: "8–10 am" })).not.toBeInTheDocument()
  })

  it("cancels after a second tap, then offers the times again; the next change uses the new key", async () => {
    const cancelKey = `l1.3.1798000000.${TOKEN}`
    const { user, calls } = setup(
      [
        availability({ booking: current }),
        { result: "cancelled", booking: { ...current, status: "cancelled", sequence: 1 }, key: cancelKey } satisfies ChangeAnswer,
        { result: "booked", booking: booking("2026-11-23T13:00:00.000Z", "2026-11-23T15:00:00.000Z") } satisfies ChangeAnswer,
      ],
      { place: "link" },
    )
    await user.click(await screen.findByRole("button", { name: PANEL_TEXT.cancelButton }))
    expect(screen.getByText(whole(PANEL_TEXT.cancelQuestion("Tue, Nov 24, 8–10 am")))).toBeInTheDocument()
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.cancelYes }))
    expect(await screen.findByText(whole(PANEL_TEXT.cancelled))).toBeInTheDocument()
    expect(calls[1]).toEqual({ name: BOOKING_RPC.cancel, args: { p_quote_id: QUOTE_ID, p_key: TOKEN } })
    await user.click(within(await day("Tue, Nov 24")).getByRole("radio", { name: "8–10 am" }))
    await user.click(confirmButton())
    expect(await screen.findByText(whole(PANEL_TEXT.booked("Tomorrow, 8–10 am")))).toBeInTheDocument()
    expect(calls[2].args.p_key).toBe(cancelKey)
  })

  it("'Keep it' cancels nothing", async () => {
    const { user, calls } = setup([availability({ booking: current })])
    await user.click(await screen.findByRole("button", { name: PANEL_TEXT.cancelButton }))
    await user.click(screen.getByRole("button", { name: PANEL_TEXT.cancelNo }))
    expect(screen.getByText(whole(PANEL_TEXT.currentWhen("Tue, Nov 24, 8–10 am")))).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })

  it("says a booking made meanwhile (already booked) instead of a second one", async () => {
    const { user } = setup([availability(), { result: "already_booked", booking: current, availability: availability() } satisfies ChangeAnswer])
    await user.click(within(await day("Tomorrow")).getByRole("radio", { name: "8–10 am" }))
    await user.click(confirmButton())
    expect(await screen.findByText(whole(PANEL_TEXT.alreadyBooked("Tue, Nov 24, 8–10 am")))).toBeInTheDocument()
  })
})

describe("Florida time across the daylight-saving changes, from the database's now", () => {
  it("March: Friday's 8 am is 13:00 UTC (EST), Monday's 8 am is 12:00 UTC (EDT), and the booking sends Monday's", async () => {
    const { user, calls } = setup([availability({ now: NOW.beforeMarch.toISOString() }), { result: "booked", booking: booking("2026-03-09T12:00:00.000Z", "2026-03-09T14:00:00.000Z") }])
    expect(within(await day("Tomorrow")).getByRole("radio", { name: "8–10 am" })).toHaveAttribute("value", "2026-03-06T13:00:00.000Z")
    await user.click(within(await day("Mon, Mar 9")).getByRole("radio", { name: "8–10 am" }))
    await user.click(screen.getByRole("button", { name: "Book Mon, Mar 9, 8–10 am" }))
    expect(calls[1].args.p_start).toBe("2026-03-09T12:00:00.000Z")
    expect(await screen.findByText(whole(PANEL_TEXT.booked("Mon, Mar 9, 8–10 am")))).toBeInTheDocument()
  })

  it("November: Saturday's 9 am is 13:00 UTC (EDT), Monday's 8 am is 13:00 UTC (EST)", async () => {
    setup([availability({ now: NOW.beforeNovember.toISOString() })])
    expect(within(await day("Tomorrow")).getByRole("radio", { name: "9–11 am" })).toHaveAttribute("value", "2026-10-31T13:00:00.000Z")
    expect(within(await day("Mon, Nov 2")).getByRole("radio", { name: "8–10 am" })).toHaveAttribute("value", "2026-11-02T13:00:00.000Z")
  })

  it("11:30 pm on the night of the November change: Monday is still Tomorrow in Florida, though already Monday in UTC", async () => {
    setup([availability({ now: NOW.afterNovember.toISOString() })])
    expect(within(await day("Tomorrow")).getByRole("radio", { name: "8–10 am" })).toHaveAttribute("value", "2026-11-02T13:00:00.000Z")
  })
})
