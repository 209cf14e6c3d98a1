/**
 * Booking the free on-site assessment in the production build (issue 31): a quote is sent, the booking panel
 * loads under the success message, a window is picked and confirmed, at 390 and 1280 px; a window taken
 * meanwhile; and /assessment/ opened from an e-mail's link, where the booking is moved and cancelled and the
 * address takes each new key, an expired link is explained and a backend that does not answer is said with call
 * and text. Supabase's endpoints are answered inside the test (support/supabase-answers.ts), with the database's
 * own "now" in the availability answer: the page never asks the device's clock. The generic checks of
 * /assessment/ (status, head, axe, CSP) are every-page.test.ts's; its noindex and sitemap, site-map.test.ts's.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Browser, Page } from "playwright-core"
import type { Availability, BookingSummary } from "../../src/lib/booking/answers"
import { BOOKING_RPC } from "../../src/lib/booking/answers"
import { ASSESSMENT_PAGE, PANEL_TEXT, problemText } from "../../src/lib/booking/panel-text"
import { MESSAGES } from "../../src/lib/quote/messages"
import { routes } from "../../src/lib/routes"
import { businessHours } from "../fixtures/assessment-schedule"
import { axeViolations } from "./support/axe"
import { gotoHydrated, launchBrowser, openPage, pageUrl, type WatchedPage } from "./support/browser"
import { CORS, answerBotCheck } from "./support/fake-bot-check"
import { fillRequired } from "./support/quote-fill"
import { answerSupabase, type Answer, type SeenRequest } from "./support/supabase-answers"

/** Where the panel's states are photographed, to look at (not compared). */
const SCREENSHOTS = path.join(os.tmpdir(), "booking-panel-screenshots")

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
})
afterAll(() => browser?.close())

/** Monday November 23, 2026, 7 am in Florida: the database's now in every answer. */
const NOW = "2026-11-23T12:00:00.000Z"
const availability = (changes: Partial<Availability> = {}): Availability => ({ now: NOW, schedule: businessHours, far: false, taken: [], booking: null, ...changes })
const booking = (start: string, end: string, sequence = 0): BookingSummary => ({ id: "7d1c9a52-5b8e-4f0e-9c7a-2f0d3b1e6a44", start, end, status: "booked", sequence })
const ok = (json: unknown): Answer => ({ status: 200, json })

const QUOTE_ID = "6f1c3d1e-6a0e-4d38-9f57-3e3b5c1f2a11"
const SIG = "mS3k0Yf8R1pQ-7wX_2bZc9LdH4tN6vJ0aE5gU1iO3rK"
const keyOf = (version: number) => `l1.${version}.1798000000.${SIG}`
const linkSearch = (key: string) => `?quote=${QUOTE_ID}&key=${encodeURIComponent(key)}`

const PANEL = "section[aria-labelledby='booking-panel-heading']"
const bodyOf = (request: SeenRequest) => JSON.parse(request.body) as Record<string, unknown>
const rpcCalls = (seen: SeenRequest[], name: string) => seen.filter((request) => request.path === `/rest/v1/rpc/${name}`)

/** Answers each call to a booking function with the next of its answers. */
function inTurn(answers: Record<string, Answer[]>): Record<string, (seen: SeenRequest) => Answer> {
  return Object.fromEntries(Object.entries(answers).map(([name, list]) => [`**/rest/v1/rpc/${name}`, () => list.shift() ?? { status: 500, json: { message: "unexpected call" } }]))
}

/** Playwright's clock at the real pace (the bot check and drafts read it), as quote-form.test.ts does. */
async function openQuote(width: number, bookingAnswers: Record<string, Answer[]>) {
  const watched = await openPage(browser, width)
  await watched.page.clock.install()
  await answerBotCheck(watched.page)
  const seen = await answerSupabase(watched.page, {
    "**/rest/v1/quote_requests*": { status: 201 },
    "**/functions/v1/notify-quote": ok({ sent: true }),
    ...inTurn(bookingAnswers),
  })
  await gotoHydrated(watched.page, pageUrl(routes.quote))
  return { ...watched, seen }
}

async function sendQuote(page: Page) {
  await fillRequired(page)
  await page.getByRole("button", { name: "Request My Free Quote" }).click()
  await page.getByText(MESSAGES.success(0)).waitFor()
}

const timesGroup = (page: Page) => page.getByRole("group", { name: PANEL_TEXT.legend, exact: true })
const radio = (page: Page, day: string, time: string) => timesGroup(page).getByRole("group", { name: day, exact: true }).getByRole("radio", { name: time, exact: true })

async function photograph(page: Page, name: string, selector = PANEL) {
  await page.locator(selector).first().screenshot({ path: path.join(SCREENSHOTS, `${name}-${page.viewportSize()?.width}.png`) })
}

/** Console errors but the browser's own lines for the refusals a test answers on purpose. */
const unexpected = ({ errors }: WatchedPage, ...expected: number[]) =>
  errors.filter((line) => !expected.some((status) => line.includes(`status of ${status}`)))

describe.each([390, 1280])("at %i px", (width) => {
  it("a quote is sent, the panel offers the open windows by day, and a window is booked in two taps", async () => {
    const watched = await openQuote(width, {
      [BOOKING_RPC.availability]: [ok(availability())],
      [BOOKING_RPC.book]: [ok({ result: "booked", booking: booking("2026-11-23T15:00:00.000Z", "2026-11-23T17:00:00.000Z") })],
    })
    const { page, seen } = watched
    await sendQuote(page)
    await timesGroup(page).waitFor()
    expect(await page.getByText(PANEL_TEXT.earliest("Today, 10 am–12 pm", true)).isVisible()).toBe(true)
    expect(await axeViolations(page, { include: PANEL })).toEqual([])

    await radio(page, "Today", "10 am–12 pm").click()
    await photograph(page, "quote-panel-picked")
    await page.getByRole("button", { name: "Book Today, 10 am–12 pm" }).click()
    await page.getByText(PANEL_TEXT.booked("Today, 10 am–12 pm")).waitFor()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(PANEL_TEXT.booked("Today, 10 am–12 pm"))
    expect(await axeViolations(page, { include: PANEL })).toEqual([])
    await photograph(page, "quote-panel-booked", `form > div:has(${PANEL})`)

    // Booked with the token the quote row carried, for that quote.
    const [row] = seen.filter((request) => request.path === "/rest/v1/quote_requests")
    const { id, booking_token: token } = bodyOf(row)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(bodyOf(rpcCalls(seen, BOOKING_RPC.availability)[0])).toEqual({ p_quote_id: id, p_key: token })
    expect(bodyOf(rpcCalls(seen, BOOKING_RPC.book)[0])).toEqual({ p_quote_id: id, p_key: token, p_start: "2026-11-23T15:00:00.000Z" })
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(token as string)
    expect(unexpected(watched)).toEqual([])
  })

  it("a window taken meanwhile: the windows open now are offered, and another is booked without retyping", async () => {
    const takenNow = [{ start: "2026-11-23T15:00:00.000Z", end: "2026-11-23T17:00:00.000Z", count: 2 }]
    const watched = await openQuote(width, {
      [BOOKING_RPC.availability]: [ok(availability())],
      [BOOKING_RPC.book]: [
        ok({ result: "full", availability: availability({ taken: takenNow }) }),
        ok({ result: "booked", booking: booking("2026-11-23T17:00:00.000Z", "2026-11-23T19:00:00.000Z") }),
      ],
    })
    const { page } = watched
    await sendQuote(page)
    await radio(page, "Today", "10 am–12 pm").click()
    await page.getByRole("button", { name: "Book Today, 10 am–12 pm" }).click()
    await page.getByText(PANEL_TEXT.notBooked.full).waitFor()
    expect(await radio(page, "Today", "10 am–12 pm").count()).toBe(0)
    expect(await axeViolations(page, { include: PANEL })).toEqual([])
    await photograph(page, "quote-panel-full")
    await radio(page, "Today", "12–2 pm").click()
    await page.getByRole("button", { name: "Book Today, 12–2 pm" }).click()
    await page.getByText(PANEL_TEXT.booked("Today, 12–2 pm")).waitFor()
    expect(unexpected(watched)).toEqual([])
  })

  it("/assessment/ from the e-mail's link: the booking is moved, then cancelled, and the address keeps the newest key", async () => {
    const watched = await openPage(browser, width)
    const { page } = watched
    const current = booking("2026-11-24T13:00:00.000Z", "2026-11-24T15:00:00.000Z", 1)
    const seen = await answerSupabase(
      page,
      inTurn({
        [BOOKING_RPC.availability]: [ok(availability({ booking: current }))],
        [BOOKING_RPC.move]: [ok({ result: "moved", booking: booking("2026-11-23T19:00:00.000Z", "2026-11-23T21:00:00.000Z", 2), key: keyOf(2) })],
        [BOOKING_RPC.cancel]: [ok({ result: "cancelled", booking: { ...booking("2026-11-23T19:00:00.000Z", "2026-11-23T21:00:00.000Z", 3), status: "cancelled" }, key: keyOf(3) })],
      }),
    )
    await gotoHydrated(page, pageUrl(routes.assessment) + linkSearch(keyOf(1)))
    await page.getByText(PANEL_TEXT.currentWhen("Tomorrow, 8–10 am")).waitFor()
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(ASSESSMENT_PAGE.heading)
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: path.join(SCREENSHOTS, `assessment-booked-${width}.png`), fullPage: true })

    await page.getByRole("button", { name: PANEL_TEXT.moveButton }).click()
    await radio(page, "Today", "2–4 pm").click()
    await page.screenshot({ path: path.join(SCREENSHOTS, `assessment-move-${width}.png`), fullPage: true })
    await page.getByRole("button", { name: "Move to Today, 2–4 pm" }).click()
    await page.getByText(PANEL_TEXT.moved("Today, 2–4 pm")).waitFor()
    expect(new URL(page.url()).searchParams.get("key")).toBe(keyOf(2))

    await page.getByRole("button", { name: PANEL_TEXT.cancelButton }).click()
    await page.getByRole("button", { name: PANEL_TEXT.cancelYes }).click()
    await page.getByText(PANEL_TEXT.cancelled).waitFor()
    expect(new URL(page.url()).searchParams.get("key")).toBe(keyOf(3))
    expect(await axeViolations(page)).toEqual([])

    expect(rpcCalls(seen, BOOKING_RPC.move).map(bodyOf)).toEqual([{ p_quote_id: QUOTE_ID, p_key: keyOf(1), p_start: "2026-11-23T19:00:00.000Z" }])
    expect(rpcCalls(seen, BOOKING_RPC.cancel).map(bodyOf)).toEqual([{ p_quote_id: QUOTE_ID, p_key: keyOf(2) }])
    expect(unexpected(watched)).toEqual([])
  })
})

describe("/assessment/ when the link cannot be used", () => {
  it("explains an expired or replaced link (410), with call and text", async () => {
    const watched = await openPage(browser, 390)
    await answerSupabase(watched.page, { [`**/rest/v1/rpc/${BOOKING_RPC.availability}`]: { status: 410, json: { code: "PT410", message: "link_expired", details: null, hint: null } } })
    await gotoHydrated(watched.page, pageUrl(routes.assessment) + linkSearch(keyOf(1)))
    await watched.page.getByText(problemText("expired", "link").title).waitFor()
    await watched.page.screenshot({ path: path.join(SCREENSHOTS, "assessment-expired-390.png"), fullPage: true })
    expect(await watched.page.getByRole("link", { name: PANEL_TEXT.text, exact: true }).getAttribute("href")).toMatch(/^sms:/)
    expect(await axeViolations(watched.page)).toEqual([])
    expect(unexpected(watched, 410)).toEqual([])
  })

  it("says a backend that does not answer, offers call and text, and loads the booking on a retry once it answers", async () => {
    const watched = await openPage(browser, 1280)
    const { page } = watched
    let down = true
    await page.route(`**/rest/v1/rpc/${BOOKING_RPC.availability}`, (route) => {
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS })
      if (down) return route.abort("connectionrefused")
      return route.fulfill({ status: 200, headers: CORS, contentType: "application/json", body: JSON.stringify(availability()) })
    })
    await gotoHydrated(page, pageUrl(routes.assessment) + linkSearch(keyOf(1)))
    await page.getByText(problemText("down", "link").title).waitFor()
    expect(await page.getByRole("link", { name: /^Call / }).first().getAttribute("href")).toMatch(/^tel:/)
    expect(await axeViolations(page)).toEqual([])
    down = false
    await page.getByRole("button", { name: PANEL_TEXT.retry }).click()
    await timesGroup(page).waitFor()
    // The refused connection is the browser's line and the panel's one report of it; nothing else.
    expect(watched.errors.filter((line) => !/ERR_CONNECTION_REFUSED|could not be done/.test(line))).toEqual([])
  })
})
