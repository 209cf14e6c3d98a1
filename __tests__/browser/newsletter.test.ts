/**
 * The newsletter's double opt-in in the production build: the blog's sign-up carries a bot check proof and
 * asks the visitor to confirm from the mail; /newsletter/confirm/ confirms when its button is pressed (opening
 * the link alone, as a mail scanner does, confirms nothing) and says what happened, including when the backend
 * does not answer. Supabase's endpoints are
 * answered inside the test (the generic page checks of /newsletter/confirm/ are in every-page.test.ts).
 */
import path from "node:path"
import type { Browser, Page, Request } from "playwright-core"
import { CONFIRM_PAGE, NEWSLETTER_TEXT } from "../../src/lib/newsletter-text"
import { routes } from "../../src/lib/routes"
import { gotoHydrated, launchBrowser, openPage, pageUrl } from "./support/browser"
import { BOT_CHECK_REFUSAL, CORS, answerBotCheck } from "./support/fake-bot-check"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** A token as the mail carries it: 43 url-safe characters (supabase/README.md). */
const TOKEN = "mS3k0Yf8R1pQ-7wX_2bZc9LdH4tN6vJ0aE5gU1iO3rK"

/** Answers confirm_newsletter with each of `answers` in turn (a status, or a 200 with that text), recording the calls. */
async function answerConfirm(page: Page, answers: Array<string | number>) {
  const calls: Request[] = []
  await page.route("**/rest/v1/rpc/confirm_newsletter", (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS })
    calls.push(route.request())
    const answer = answers.shift() ?? 500
    return typeof answer === "number"
      ? route.fulfill({ status: answer, headers: CORS, contentType: "application/json", body: JSON.stringify({ message: "unavailable" }) })
      : route.fulfill({ status: 200, headers: CORS, contentType: "application/json", body: JSON.stringify(answer) })
  })
  return calls
}

async function openConfirmation(width: number, answers: Array<string | number>, search = `?token=${TOKEN}`) {
  const watched = await openPage(browser, width)
  const calls = await answerConfirm(watched.page, answers)
  await gotoHydrated(watched.page, pageUrl(routes.newsletterConfirm) + search)
  return { ...watched, calls }
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 })
const pressConfirm = (page: Page) => page.getByRole("button", { name: CONFIRM_PAGE.confirm }).click()
const shoot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

describe("the newsletter confirmation page", () => {
  it.each([390, 1280])("confirms the address from the mail's link once its button is pressed, and says so in a polite live region (%i px)", async (width) => {
    const { page, errors, calls } = await openConfirmation(width, ["confirmed"])
    await heading(page).filter({ hasText: CONFIRM_PAGE.ready.heading }).waitFor()
    await shoot(page, `newsletter-confirm-${width}`)
    expect(calls).toEqual([]) // opening the link asked nothing
    await pressConfirm(page)
    await heading(page).filter({ hasText: CONFIRM_PAGE.confirmed.heading }).waitFor()
    expect(await page.getByRole("status").getByText(CONFIRM_PAGE.confirmed.text).isVisible()).toBe(true)
    expect(await heading(page).evaluate((el) => el.closest('[role="status"]') !== null)).toBe(true)
    expect(calls).toHaveLength(1)
    expect(JSON.parse(calls[0].postData() ?? "")).toEqual({ p_token: TOKEN })
    expect(calls[0].headers().apikey).toBe("test-only-anon-key")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await shoot(page, `newsletter-confirmed-${width}`)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("says an address confirmed before is already confirmed", async () => {
    const { page, errors } = await openConfirmation(390, ["already_confirmed"])
    await pressConfirm(page)
    await heading(page).filter({ hasText: CONFIRM_PAGE.already_confirmed.heading }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("says an unknown or expired link is not valid, and leads back to the sign-up", async () => {
    const { page, errors } = await openConfirmation(390, ["invalid"])
    await pressConfirm(page)
    await heading(page).filter({ hasText: CONFIRM_PAGE.invalid.heading }).waitFor()
    expect(await page.getByRole("link", { name: "Sign up again on our blog" }).getAttribute("href")).toBe(routes.blog)
    await shoot(page, "newsletter-invalid-390")
    expect(errors).toEqual([])
    await page.context().close()
  })

  it.each([
    ["no token", ""],
    ["a token that cannot be ours", "?token=%3Cscript%3E"],
  ])("asks the server nothing for a link with %s, and says it is not valid", async (_case, search) => {
    const { page, errors, calls } = await openConfirmation(390, ["confirmed"], search)
    await heading(page).filter({ hasText: CONFIRM_PAGE.invalid.heading }).waitFor()
    expect(calls).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("when the backend does not answer: says so, and Try again confirms with the same link (390 px)", async () => {
    const { page, errors, calls } = await openConfirmation(390, [503, "confirmed"])
    await pressConfirm(page)
    await heading(page).filter({ hasText: CONFIRM_PAGE.unavailable.heading }).waitFor()
    const retry = page.getByRole("button", { name: CONFIRM_PAGE.retry })
    await shoot(page, "newsletter-unavailable-390")
    await retry.focus()
    await page.keyboard.press("Enter")
    await heading(page).filter({ hasText: CONFIRM_PAGE.confirmed.heading }).waitFor()
    expect(calls.map((call) => JSON.parse(call.postData() ?? ""))).toEqual([{ p_token: TOKEN }, { p_token: TOKEN }])
    // The browser logs the 503 itself; the page adds its own line.
    expect(errors.filter((e) => !/status of 503|could not be sent/.test(e))).toEqual([])
    await page.context().close()
  })
})

describe("the blog's newsletter sign-up", () => {
  it("sends the address with a bot check proof and asks the visitor to confirm from the mail (390 px)", async () => {
    const { page, errors } = await openPage(browser, 390)
    const botCheck = await answerBotCheck(page)
    const inserts: Array<Record<string, unknown>> = []
    await page.route("**/rest/v1/newsletter_subscribers*", async (route) => {
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS })
      const row = JSON.parse(route.request().postData() ?? "{}")
      inserts.push(row)
      return (await botCheck.accept(row.bot_proof))
        ? route.fulfill({ status: 201, headers: CORS, body: "" })
        : route.fulfill({ status: 403, headers: CORS, contentType: "application/json", body: JSON.stringify(BOT_CHECK_REFUSAL) })
    })
    await gotoHydrated(page, pageUrl(routes.blog))
    const box = page.locator("section").filter({ has: page.getByLabel("E-mail address") })
    const field = box.getByLabel("E-mail address")
    await field.scrollIntoViewIfNeeded()
    await field.click()
    await box.locator('[role="status"][data-state="ready"]').waitFor()
    await field.fill("Ana@Example.com")
    await box.getByRole("button", { name: "Subscribe" }).click()
    await box.getByText(NEWSLETTER_TEXT.checkInbox).waitFor()
    expect(inserts).toEqual([{ email: "ana@example.com", bot_proof: expect.any(String) }])
    expect(botCheck.challenges).toBe(1)
    await shoot(page, "newsletter-signup-390")
    expect(errors.filter((e) => !e.includes("status of 404 (Not Found)"))).toEqual([])
    await page.context().close()
  })
})
