/**
 * The booking panel's pure parts: what the database's answers and refusals mean (panel-calls.ts), what is shown
 * of an availability answer (panel-view.ts), its words (panel-text.ts), the token a tab keeps (token-storage.ts),
 * the link /assessment/ reads (page-access.ts), and callRpc handing on PostgREST's status and message.
 */
import { BOOKING_ERRORS, BOOKING_RPC, type Availability } from "../../../src/lib/booking/answers"
import { accessOf, withKey } from "../../../src/lib/booking/page-access"
import { askAvailability, askChange, problemOf, requestOf, type BookingCaller } from "../../../src/lib/booking/panel-calls"
import { PANEL_TEXT, inSentence, problemText, windowLength, type PanelProblem } from "../../../src/lib/booking/panel-text"
import { offerOf, windowWords } from "../../../src/lib/booking/panel-view"
import { bookingTokenKey, bookingTokenOf, keepBookingToken } from "../../../src/lib/booking/token-storage"
import { RpcError, callRpc } from "../../../src/lib/supabase/rpc"
import { FIXED_NOW } from "../../fixtures/clock"
import { NOW, businessHours } from "../../fixtures/assessment-schedule"

const QUOTE_ID = "6f1c3d1e-6a0e-4d38-9f57-3e3b5c1f2a11"
const TOKEN = "mS3k0Yf8R1pQ-7wX_2bZc9LdH4tN6vJ0aE5gU1iO3rK"
const ACCESS = { quoteId: QUOTE_ID, key: TOKEN }

const availability = (changes: Partial<Availability> = {}): Availability => ({ now: FIXED_NOW.toISOString(), schedule: businessHours, far: false, taken: [], booking: null, ...changes })

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

describe("callRpc", () => {
  it("hands on the HTTP status and PostgREST's code and message of a refusal", async () => {
    const refusing = (async () =>
      new Response(JSON.stringify({ code: "PT410", message: "link_expired", details: null, hint: null }), { status: 410 })) as unknown as typeof fetch
    const error = await callRpc({ url: "http://127.0.0.1:54321", anonKey: "k" }, BOOKING_RPC.availability, {}, { fetch: refusing }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcError)
    expect(error).toMatchObject({ status: 410, code: "PT410", reason: "link_expired" })
  })

  it("leaves code and message undefined when the body is not PostgREST's", async () => {
    const gateway = (async () => new Response("bad gateway", { status: 502 })) as unknown as typeof fetch
    const error = await callRpc({ url: "http://127.0.0.1:54321", anonKey: "k" }, BOOKING_RPC.availability, {}, { fetch: gateway }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, code: undefined, reason: undefined })
  })
})

describe("what a refusal means", () => {
  it.each([
    [new RpcError("", 403, "PT403", BOOKING_ERRORS.forbidden), "forbidden"],
    [new RpcError("", 410, "PT410", BOOKING_ERRORS.linkExpired), "expired"],
    [new RpcError("", 429, "PT429", BOOKING_ERRORS.rateLimited), "rate-limited"],
    [new RpcError("", 429, "PT429", BOOKING_ERRORS.tooManyChanges), "too-many-changes"],
    [new RpcError("", 503, undefined), "down"],
    [new RpcError("", 400, "23514", "check constraint"), "down"],
    [new TypeError("Failed to fetch"), "down"],
    ["anything", "down"],
  ])("%p -> %s", (error, problem) => {
    expect(problemOf(error)).toBe(problem)
  })
})

describe("the calls", () => {
  it("names each change's function and arguments, the note trimmed", () => {
    expect(requestOf(ACCESS, { kind: "book", start: "2026-11-23T13:00:00.000Z" })).toEqual({
      name: BOOKING_RPC.book,
      args: { p_quote_id: QUOTE_ID, p_key: TOKEN, p_start: "2026-11-23T13:00:00.000Z" },
    })
    expect(requestOf(ACCESS, { kind: "move", start: "2026-11-23T13:00:00.000Z" }).name).toBe(BOOKING_RPC.move)
    expect(requestOf(ACCESS, { kind: "cancel" })).toEqual({ name: BOOKING_RPC.cancel, args: { p_quote_id: QUOTE_ID, p_key: TOKEN } })
    expect(requestOf(ACCESS, { kind: "call", bestTimes: "  mornings \n" })).toEqual({
      name: BOOKING_RPC.callRequest,
      args: { p_quote_id: QUOTE_ID, p_key: TOKEN, p_best_times: "mornings" },
    })
  })

  const answering = (answer: unknown): BookingCaller => (async () => answer) as BookingCaller

  it("takes an availability answer, and treats one it cannot read as the backend being down", async () => {
    expect(await askAvailability(answering(availability()), ACCESS)).toEqual({ ok: true, answer: availability() })
    expect(await askAvailability(answering({ result: "booked" }), ACCESS)).toEqual({ ok: false, problem: "down" })
    expect(await askAvailability(answering(null), ACCESS)).toEqual({ ok: false, problem: "down" })
  })

  it("takes a change's answer only with a known result (and, when it carries one, a readable availability)", async () => {
    expect(await askChange(answering({ result: "call_requested" }), ACCESS, { kind: "call", bestTimes: "x" })).toEqual({ ok: true, answer: { result: "call_requested" } })
    expect(await askChange(answering({ result: "full", availability: availability() }), ACCESS, { kind: "cancel" })).toMatchObject({ ok: true })
    expect(await askChange(answering({ result: "full", availability: {} }), ACCESS, { kind: "cancel" })).toEqual({ ok: false, problem: "down" })
    expect(await askChange(answering({ result: "exploded" }), ACCESS, { kind: "cancel" })).toEqual({ ok: false, problem: "down" })
  })

  it("logs a failure, not a refusal the panel explains", async () => {
    const refusing: BookingCaller = async () => {
      throw new RpcError("", 410, "PT410", BOOKING_ERRORS.linkExpired)
    }
    expect(await askAvailability(refusing, ACCESS)).toEqual({ ok: false, problem: "expired" })
    expect(console.error).not.toHaveBeenCalled()
    const failing: BookingCaller = async () => {
      throw new TypeError("Failed to fetch")
    }
    expect(await askAvailability(failing, ACCESS)).toEqual({ ok: false, problem: "down" })
    expect(console.error).toHaveBeenCalledTimes(1)
  })
})

describe("what is shown of an availability answer", () => {
  it("groups the open windows by Florida day from the database's now, with times and openings left", () => {
    const offer = offerOf(availability({ taken: [{ start: "2026-11-23T13:00:00.000Z", end: "2026-11-23T15:00:00.000Z", count: 1 }] }))
    expect(offer.days.slice(0, 2).map((day) => day.label)).toEqual(["Tomorrow", "Tue, Nov 24"])
    expect(offer.days[0].windows[0]).toEqual({ start: "2026-11-23T13:00:00.000Z", end: "2026-11-23T15:00:00.000Z", time: "8–10 am", words: "Tomorrow, 8–10 am", remaining: 1 })
    expect(offer.days.map((day) => day.date)).not.toContain("2026-11-26") // Thanksgiving
    expect(offer).toMatchObject({ first: "Tomorrow, 8–10 am", firstWithin24Hours: false, windowMinutes: 120 })
  })

  it("keeps the promise when the first window starts within 24 hours", () => {
    expect(offerOf(availability({ now: "2026-11-23T12:00:00.000Z" }))).toMatchObject({ first: "Today, 10 am–12 pm", firstWithin24Hours: true })
  })

  it("offers nothing without a schedule, and nothing when every window is taken", () => {
    expect(offerOf(availability({ schedule: null }))).toEqual({ days: [], first: null, firstWithin24Hours: false, windowMinutes: null })
    const everything = [{ start: "2026-11-22T00:00:00.000Z", end: "2026-12-10T00:00:00.000Z", count: 2 }]
    expect(offerOf(availability({ taken: everything })).days).toEqual([])
  })

  it("says a window with its Florida day on both sides of the daylight-saving changes, whatever the UTC date", () => {
    expect(windowWords({ start: "2026-03-09T12:00:00.000Z", end: "2026-03-09T14:00:00.000Z" }, NOW.beforeMarch)).toBe("Mon, Mar 9, 8–10 am")
    expect(windowWords({ start: "2026-03-06T13:00:00.000Z", end: "2026-03-06T15:00:00.000Z" }, NOW.beforeMarch)).toBe("Tomorrow, 8–10 am")
    // 11:30 pm Sunday in Florida, already Monday in UTC: Monday 8 am is still tomorrow.
    expect(windowWords({ start: "2026-11-02T13:00:00.000Z", end: "2026-11-02T15:00:00.000Z" }, NOW.afterNovember)).toBe("Tomorrow, 8–10 am")
    // 8 pm Sunday in Florida is already Monday 00:00 UTC: the day is Florida's.
    expect(windowWords({ start: "2026-11-23T01:00:00.000Z", end: "2026-11-23T02:00:00.000Z" }, FIXED_NOW)).toBe("Today, 8–9 pm")
  })
})

describe("the panel's words", () => {
  it("says a window's length as an adjective", () => {
    expect(windowLength(120)).toBe("2-hour")
    expect(windowLength(90)).toBe("90-minute")
    expect(PANEL_TEXT.intro(120)).toContain("Pick a 2-hour window")
    expect(PANEL_TEXT.intro(null)).toContain("Pick a window")
  })

  it("puts today and tomorrow in lower case inside a sentence, dates as they are", () => {
    expect(inSentence("Tomorrow, 9–11 am")).toBe("tomorrow, 9–11 am")
    expect(inSentence("Tue, Mar 10, 9–11 am")).toBe("Tue, Mar 10, 9–11 am")
    expect(PANEL_TEXT.cancelQuestion("Today, 2–4 pm")).toBe("Cancel your assessment for today, 2–4 pm?")
  })

  it("says one opening left apart from several", () => {
    expect(PANEL_TEXT.openings(1)).toBe("Last opening")
    expect(PANEL_TEXT.openings(3)).toBe("3 openings")
  })

  const problems: PanelProblem[] = ["forbidden", "expired", "rate-limited", "too-many-changes", "down", "no-access", "no-schedule"]

  it.each(problems)("explains %s in both places, telling a quote's sender their quote is saved where it matters", (problem) => {
    for (const place of ["quote", "link"] as const) {
      const { title, line } = problemText(problem, place)
      expect(title).toMatch(/\.$/)
      expect(line).toMatch(/call or text us|Call or text us/)
    }
    if (["rate-limited", "down", "no-schedule"].includes(problem)) expect(problemText(problem, "quote").line).toMatch(/^Your quote request is saved\./)
  })
})

describe("the token a tab keeps, and the link /assessment/ reads", () => {
  const store = () => {
    const items = new Map<string, string>()
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
  }

  it("keeps a quote's token in session storage under its id, and reads back only a token", () => {
    const storage = store()
    keepBookingToken(QUOTE_ID.toUpperCase(), TOKEN, () => storage)
    expect(storage.getItem(bookingTokenKey(QUOTE_ID))).toBe(TOKEN)
    expect(bookingTokenOf(QUOTE_ID, () => storage)).toBe(TOKEN)
    storage.setItem(bookingTokenKey(QUOTE_ID), "not a token")
    expect(bookingTokenOf(QUOTE_ID, () => storage)).toBeNull()
  })

  it("loses nothing when storage is blocked", () => {
    const blocked = () => {
      throw new DOMException("denied", "SecurityError")
    }
    expect(() => keepBookingToken(QUOTE_ID, TOKEN, blocked)).not.toThrow()
    expect(bookingTokenOf(QUOTE_ID, blocked)).toBeNull()
  })

  it("books with the link's key, or with the tab's token for ?quote= alone, or not at all", () => {
    const key = `l1.3.1798000000.${TOKEN}`
    const none = () => null
    expect(accessOf(`?quote=${QUOTE_ID}&key=${key}`, none)).toEqual({ quoteId: QUOTE_ID, key })
    expect(accessOf(`?quote=${QUOTE_ID}`, () => TOKEN)).toEqual({ quoteId: QUOTE_ID, key: TOKEN })
    expect(accessOf(`?quote=${QUOTE_ID}`, none)).toBeNull()
    expect(accessOf("?quote=nope", () => TOKEN)).toBeNull()
    expect(accessOf("", () => TOKEN)).toBeNull()
  })

  it("puts a change's new key in the query, keeping the rest", () => {
    expect(withKey(`?quote=${QUOTE_ID}&key=old&utm_source=mail`, "l1.4.1.x")).toBe(`?quote=${QUOTE_ID}&key=l1.4.1.x&utm_source=mail`)
  })
})
