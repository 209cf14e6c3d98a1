/**
 * Between the first paint and hydration (about a second on a slow phone: docs/performance.md) nothing a
 * visitor types or taps is lost. The window is made deterministic by holding Gatsby's boot scripts back
 * (request interception) until the test releases them: everything before the release happens on the page
 * as the server sent it, with only the early head script (gatsby/lib/early-input.ts) running.
 * Supabase's endpoints are answered here and each request recorded; the build's test-only Supabase URL
 * is served by nothing, so a request the test does not answer fails.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Browser, Locator, Page, Request, Route } from "playwright-core"
import { HELD_SUBMIT_ID } from "../../gatsby/lib/early-input"
import { routes } from "../../src/lib/routes"
import { NEWSLETTER_TEXT } from "../../src/lib/newsletter-text"
import { launchBrowser, openPage, pageUrl, waitForHydration } from "./support/browser"
import { answerBotCheck } from "./support/fake-bot-check"
import { disclosure, isOpen } from "./support/disclosure"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Gatsby's three boot scripts (webpack runtime, framework, app), by their hashed names. */
const BOOT_SCRIPT = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/

/**
 * Holds every request for a boot script (the loader's preloads and its <script> tags) until `release()`;
 * requests after that go through at once.
 */
async function holdBootScripts(page: Page) {
  const held: Route[] = []
  let released = false
  const requested = new Promise<void>((resolve) => {
    void page.route(BOOT_SCRIPT, (route) => {
      if (released) return route.continue()
      held.push(route)
      resolve()
    })
  })
  return {
    /** Resolves once the loader has asked for a boot script: the page is painted and not yet alive. */
    requested,
    async release() {
      released = true
      await Promise.all(held.splice(0).map((route) => route.continue()))
    },
  }
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
}

/** Answers a Supabase REST table's inserts with 201 (and its function calls with 200), recording the bodies. */
async function answerInserts(page: Page, pathPattern: string): Promise<string[]> {
  const bodies: string[] = []
  await page.route(pathPattern, (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS })
    bodies.push(route.request().postData() ?? "")
    return route.fulfill({ status: 201, headers: CORS, body: "" })
  })
  return bodies
}

/** Every main-frame navigation the page starts (a native form submission would be one). */
function watchNavigations(page: Page): Request[] {
  const navigations: Request[] = []
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request)
  })
  return navigations
}

/** Opens a page with the boot scripts held; resolves once it is painted and waiting for them. */
async function openBeforeHydration(path: string, width = 390) {
  const { page, errors } = await openPage(browser, width)
  const boot = await holdBootScripts(page)
  const navigations = watchNavigations(page)
  // Not "load": the held boot scripts are load-blocking once the loader adds them, and it adds them as soon
  // as the hero is painted, which can be before the page's last image has arrived (then "load" never comes).
  await page.goto(pageUrl(path), { waitUntil: "domcontentloaded" })
  await boot.requested
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false)
  return { page, errors, boot, navigations }
}

/** Where the menus opened before hydration are photographed, to look at (not compared). */
const SCREENSHOTS = path.join(os.tmpdir(), "before-hydration-screenshots")

describe("values typed and forms sent before hydration", () => {
  it("quote form: the business name typed from the moment the field shows is saved, and a submit before hydration is sent once", async () => {
    const { page, boot, navigations } = await openBeforeHydration(routes.quote)
    const botCheck = await answerBotCheck(page)
    const quotes = await answerInserts(page, "**/rest/v1/quote_requests*")
    await answerInserts(page, "**/functions/v1/notify-quote")
    await page.getByRole("textbox", { name: "Business name" }).pressSequentially("Acme Dental")
    await page.getByRole("textbox", { name: "Contact name" }).fill("Dana Reyes")
    await page.getByRole("textbox", { name: "E-mail" }).fill("dana@example.org")
    await page.getByRole("textbox", { name: "Phone" }).fill("(813) 555-0199")
    await page.locator("form label", { hasText: /^Office Cleaning$/ }).click()
    await page.getByRole("button", { name: "Request My Free Quote" }).click()
    // Held, said, and nothing navigated.
    await page.locator(`#${HELD_SUBMIT_ID}`).waitFor({ state: "visible" })
    expect(page.url()).toBe(pageUrl(routes.quote))
    await boot.release()
    await waitForHydration(page)
    await page.getByText(/Quote submitted!/).waitFor()
    expect(quotes).toHaveLength(1)
    expect(JSON.parse(quotes[0])).toMatchObject({ business_name: "Acme Dental", email: "dana@example.org" })
    expect(await botCheck.accept(JSON.parse(quotes[0]).bot_proof)).toBe(true) // the held submit waited for its proof
    expect(await page.locator(`#${HELD_SUBMIT_ID}`).count()).toBe(0)
    expect(navigations.map((request) => request.url())).toEqual([pageUrl(routes.quote)])
    await page.context().close()
  })

  it("newsletter: the address typed and sent before hydration is stored once, with no address in the URL", async () => {
    const { page, boot, navigations } = await openBeforeHydration(routes.blog)
    const botCheck = await answerBotCheck(page)
    const signUps = await answerInserts(page, "**/rest/v1/newsletter_subscribers*")
    await page.getByRole("textbox", { name: "E-mail address" }).pressSequentially("dana@example.org")
    await page.keyboard.press("Enter")
    await page.locator(`#${HELD_SUBMIT_ID}`).waitFor({ state: "visible" })
    await boot.release()
    await waitForHydration(page)
    await page.getByText(NEWSLETTER_TEXT.checkInbox).waitFor()
    expect(signUps).toHaveLength(1)
    expect(JSON.parse(signUps[0])).toMatchObject({ email: "dana@example.org" })
    expect(await botCheck.accept(JSON.parse(signUps[0]).bot_proof)).toBe(true)
    expect(navigations.map((request) => request.url())).toEqual([pageUrl(routes.blog)])
    await page.context().close()
  })

  it("ZIP box: a ZIP code typed before hydration stays in the box and is answered once the page is alive", async () => {
    const { page, boot } = await openBeforeHydration(routes.serviceAreas)
    await page.locator("#area-zip").pressSequentially("33647")
    await boot.release()
    await waitForHydration(page)
    await page.locator("#area-answer").getByText(/^Yes, we serve 33647 \(Tampa area/).waitFor()
    expect(await page.locator("#area-zip").inputValue()).toBe("33647")
    await page.context().close()
  })

  it("contact form: the name typed before hydration is in the message, and a submit before hydration opens it once", async () => {
    const { page, boot, navigations } = await openBeforeHydration(routes.contact)
    await page.getByRole("textbox", { name: "Name" }).pressSequentially("Dana Reyes")
    await page.getByRole("textbox", { name: "Email" }).fill("dana@example.org")
    await page.getByRole("textbox", { name: "Message" }).fill("Nightly cleaning for two floors")
    await page.getByRole("button", { name: "Send Message" }).click()
    await page.locator(`#${HELD_SUBMIT_ID}`).waitFor({ state: "visible" })
    await boot.release()
    await waitForHydration(page)
    const again = page.getByRole("link", { name: "Try again" })
    await again.waitFor()
    expect(decodeURIComponent((await again.getAttribute("href")) ?? "")).toMatch(/Dana Reyes[\s\S]*Nightly cleaning for two floors/)
    expect(navigations.filter((request) => request.url().startsWith("http")).map((request) => request.url())).toEqual([pageUrl(routes.contact)])
    await page.context().close()
  })
})

/**
 * Counts, from now on, every time an element matching `selector` closes (a popover's or a <details>' toggle
 * event): a control hydration took over without a flicker never closes on its own.
 */
async function countCloses(page: Page, selector: string) {
  await page.evaluate((selector) => {
    ;(window as any).__closes = 0
    for (const element of document.querySelectorAll(selector)) {
      element.addEventListener("toggle", (event) => {
        if ((event as ToggleEvent).newState === "closed") (window as any).__closes++
      })
    }
  }, selector)
  return () => page.evaluate(() => (window as any).__closes as number)
}

/**
 * Waits for a menu button's aria-expanded to read `value`: before hydration the early script sets it on the
 * popover's `toggle` event, which the browser dispatches a task after the popover opens or closes.
 */
const saysExpanded = (toggle: Locator, value: "true" | "false") =>
  toggle.and(toggle.page().locator(`[aria-expanded="${value}"]`)).waitFor({ state: "attached" })

describe("controls tapped before hydration", () => {
  it("the phone menu opens on a tap before hydration, with its links and groups, and hydration keeps it open, React's", async () => {
    const { page, boot } = await openBeforeHydration(routes.home, 390)
    const toggle = page.getByRole("button", { name: "Open menu" })
    await toggle.click()
    const menu = page.locator("#mobile-menu")
    await menu.waitFor({ state: "visible" })
    expect(await menu.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 })
    await saysExpanded(toggle, "true")
    expect(await toggle.getAttribute("aria-expanded")).toBe("true")
    // Its links are in the page's HTML: there before any script.
    await menu.getByRole("link", { name: "Get Free Quote" }).waitFor({ state: "visible" })
    await disclosure(menu, "Locations").click()
    await menu.getByRole("link", { name: "Atlanta" }).waitFor({ state: "visible" })
    fs.mkdirSync(SCREENSHOTS, { recursive: true })
    await page.screenshot({ path: path.join(SCREENSHOTS, "phone-menu-390-before.png") })
    const closes = await countCloses(page, "#mobile-menu, #mobile-menu details")
    await boot.release()
    await waitForHydration(page)
    // Still open through hydration, the group too, and now a dialog; one tap on its close button closes it.
    const dialog = page.getByRole("dialog", { name: "Menu" })
    await dialog.waitFor({ state: "visible" })
    expect(await dialog.getByRole("link", { name: "Atlanta" }).isVisible()).toBe(true)
    expect(await closes()).toBe(0)
    await page.screenshot({ path: path.join(SCREENSHOTS, "phone-menu-390.png") })
    await dialog.getByRole("button", { name: "Close menu" }).click()
    await menu.waitFor({ state: "hidden" })
    await saysExpanded(toggle, "false")
    expect(await toggle.getAttribute("aria-expanded")).toBe("false")
    await page.context().close()
  })

  it("the phone menu's close button works before hydration too", async () => {
    const { page } = await openBeforeHydration(routes.home, 390)
    const toggle = page.getByRole("button", { name: "Open menu" })
    await toggle.click()
    const menu = page.locator("#mobile-menu")
    await menu.getByRole("button", { name: "Close menu" }).click()
    await menu.waitFor({ state: "hidden" })
    await saysExpanded(toggle, "false")
    expect(await toggle.getAttribute("aria-expanded")).toBe("false")
    await page.context().close()
  })

  it("a header dropdown opens with its links under its button on a tap before hydration, stays open through hydration, and one tap closes it", async () => {
    const { page, boot } = await openBeforeHydration(routes.home, 1280)
    const nav = page.getByRole("navigation", { name: "Main" })
    const trigger = disclosure(nav, "Services")
    await trigger.click()
    const firstLink = nav.getByRole("link", { name: "Office Cleaning" })
    await firstLink.waitFor({ state: "visible" })
    const [button, link] = [await trigger.boundingBox(), await firstLink.boundingBox()]
    expect(link!.y).toBeGreaterThan(button!.y + button!.height - 1)
    expect(link!.y).toBeLessThan(button!.y + button!.height + 60)
    fs.mkdirSync(SCREENSHOTS, { recursive: true })
    await page.screenshot({ path: path.join(SCREENSHOTS, "dropdown-1280-before.png") })
    const closes = await countCloses(page, "nav details")
    await boot.release()
    await waitForHydration(page)
    expect(await firstLink.isVisible()).toBe(true)
    expect(await closes()).toBe(0)
    await trigger.click()
    await firstLink.waitFor({ state: "hidden" })
    expect(await isOpen(trigger)).toBe(false)
    await page.context().close()
  })

  for (const pagePath of [routes.faq, "/services/covid-disinfection/"]) {
    it(`an accordion on ${pagePath} opens on a tap before hydration and stays open through hydration, then one tap closes it`, async () => {
      const { page, boot } = await openBeforeHydration(pagePath, 390)
      const question = page.getByRole("main").locator("details > summary").first()
      const answer = question.locator("xpath=following-sibling::*[1]")
      await question.click()
      await answer.waitFor({ state: "visible" })
      fs.mkdirSync(SCREENSHOTS, { recursive: true })
      await page.screenshot({ path: path.join(SCREENSHOTS, `accordion-${pagePath === routes.faq ? "faq" : "disinfection"}-390.png`) })
      const closes = await countCloses(page, "main details")
      await boot.release()
      await waitForHydration(page)
      expect(await answer.isVisible()).toBe(true)
      expect(await closes()).toBe(0)
      await question.click()
      await answer.waitFor({ state: "hidden" })
      await page.context().close()
    })
  }
})

describe("without JavaScript", () => {
  const noScripts = (width: number) =>
    browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: width < 600 ? 844 : 900 },
      hasTouch: width < 600,
      // The screenshots show a chevron turned, not half way through its turn.
      reducedMotion: "reduce",
    })

  it("the phone menu opens at 390 px with its links and groups, and its close button closes it", async () => {
    const context = await noScripts(390)
    const page = await context.newPage()
    await page.goto(pageUrl(routes.home))
    await page.getByRole("button", { name: "Open menu" }).click()
    const menu = page.locator("#mobile-menu")
    await menu.waitFor({ state: "visible" })
    expect(await menu.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 })
    await menu.getByRole("link", { name: "Get Free Quote" }).waitFor({ state: "visible" })
    await disclosure(menu, "Services").click()
    await menu.getByRole("link", { name: "Office Cleaning" }).waitFor({ state: "visible" })
    fs.mkdirSync(SCREENSHOTS, { recursive: true })
    await page.screenshot({ path: path.join(SCREENSHOTS, "phone-menu-390-no-javascript.png") })
    await menu.getByRole("button", { name: "Close menu" }).click()
    await menu.waitFor({ state: "hidden" })
    await context.close()
  })

  it("a header dropdown opens at 1280 px with its links, and opening the other one closes it", async () => {
    const context = await noScripts(1280)
    const page = await context.newPage()
    await page.goto(pageUrl(routes.home))
    const nav = page.getByRole("navigation", { name: "Main" })
    await disclosure(nav, "Locations").click()
    await nav.getByRole("link", { name: "Atlanta" }).waitFor({ state: "visible" })
    fs.mkdirSync(SCREENSHOTS, { recursive: true })
    await page.screenshot({ path: path.join(SCREENSHOTS, "dropdown-1280-no-javascript.png") })
    await disclosure(nav, "Services").click()
    await nav.getByRole("link", { name: "Office Cleaning" }).waitFor({ state: "visible" })
    await nav.getByRole("link", { name: "Atlanta" }).waitFor({ state: "hidden" })
    await disclosure(nav, "Services").click()
    await nav.getByRole("link", { name: "Office Cleaning" }).waitFor({ state: "hidden" })
    await context.close()
  })

  it.each([routes.faq, "/services/covid-disinfection/"])("the accordion on %s opens one answer at a time", async (pagePath) => {
    const context = await noScripts(390)
    const page = await context.newPage()
    await page.goto(pageUrl(pagePath))
    const questions = page.getByRole("main").locator("details > summary")
    const answer = (index: number) => questions.nth(index).locator("xpath=following-sibling::*[1]")
    await questions.nth(0).click()
    await answer(0).waitFor({ state: "visible" })
    await questions.nth(1).click()
    await answer(1).waitFor({ state: "visible" })
    await answer(0).waitFor({ state: "hidden" })
    await questions.nth(1).click()
    await answer(1).waitFor({ state: "hidden" })
    await context.close()
  })

  it.each([
    [routes.quote, "Business name"],
    [routes.contact, "Name"],
    [routes.blog, "E-mail address"],
  ])("the form on %s says how to reach the company and sends nothing typed anywhere", async (pagePath, firstField) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const requests: string[] = []
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`))
    await page.goto(pageUrl(pagePath))
    const field = page.getByRole("textbox", { name: firstField, exact: true })
    const form = page.locator("form", { has: field })
    expect(await form.getAttribute("method")).toBe("post")
    await form.getByRole("note").getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ }).first().waitFor()
    await field.fill("dana@example.org")
    const before = requests.length
    // The CSP's form-action 'none' refuses the submission (the browser says so in its console): the page
    // stays, with what was typed.
    const refused = page.waitForEvent("console", (message) => /form-action/.test(message.text()))
    await field.focus()
    await page.keyboard.press("Enter")
    await refused
    expect(page.url()).toBe(pageUrl(pagePath))
    expect(requests.slice(before).filter((request) => request.includes("dana"))).toEqual([])
    expect(requests.filter((request) => request.startsWith("POST"))).toEqual([])
    expect(await field.inputValue()).toBe("dana@example.org")
    await context.close()
  })
})
