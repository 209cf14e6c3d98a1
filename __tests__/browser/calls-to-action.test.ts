/**
 * Calls to action where a visitor needs them: emergency pages lead with the phone, blog posts end on
 * a call to action, the 404 page offers a way on. (Card grids: at 390 and 1280 px in every-page.test.ts,
 * at 768 px in tablet-and-wide.test.ts.)
 */
import type { Browser } from "playwright-core"
import { collection } from "../fixtures/content"
import { BASE_URL, builtPages, launchBrowser, openPage } from "./support/browser"
import { routes } from "../../src/lib/routes"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe("calls to action", () => {
  const emergencies = collection<{ slug: string; emergency?: boolean }>("services").filter((s) => s.emergency)

  it.each(emergencies.map((s) => `/services/${s.slug}`))("%s leads with the 24/7 line, the quote second", async (path) => {
    const { page } = await openPage(browser, 390)
    await page.goto(BASE_URL() + path, { waitUntil: "domcontentloaded" })
    const actions = page.locator("main section").first().locator("a")
    expect(await actions.first().innerText()).toMatch(/Call the 24\/7 line/)
    expect(await actions.first().getAttribute("href")).toMatch(/^tel:/)
    expect(await actions.nth(1).getAttribute("href")).toBe(routes.quote)
    await page.context().close()
  })

  it.each(builtPages().filter((path) => /^\/blog\/./.test(path)))("%s ends with a quote button and the phone", async (path) => {
    const { page } = await openPage(browser, 390)
    await page.goto(BASE_URL() + path, { waitUntil: "domcontentloaded" })
    const end = page.locator("main article > :last-child")
    expect(await end.locator(`a[href="${routes.quote}"]`).count()).toBe(1)
    expect(await end.locator('a[href^="tel:"]').count()).toBe(1)
    await page.context().close()
  })

  it("the 404 page offers the main services, the quote, the phone and the service areas", async () => {
    const { page } = await openPage(browser, 390)
    await page.goto(BASE_URL() + "/404.html", { waitUntil: "domcontentloaded" })
    const main = page.locator("main")
    expect(await main.locator(`a[href="${routes.quote}"]`).count()).toBeGreaterThan(0)
    expect(await main.locator('a[href^="tel:"]').count()).toBeGreaterThan(0)
    expect(await main.locator(`a[href="${routes.serviceAreas}"]`).count()).toBeGreaterThan(0)
    expect(await main.locator('a[href^="/services/"]').count()).toBeGreaterThanOrEqual(5)
    await page.context().close()
  })
})
