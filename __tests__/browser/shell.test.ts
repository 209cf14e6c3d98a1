/** The shell as a visitor meets it: 404 page, mobile menu, active link, dropdowns by keyboard. */
import type { Browser } from "playwright-core"
import { BASE_URL, gotoHydrated, launchBrowser, openPage, pageUrl, until } from "./support/browser"
import { routes } from "../../src/lib/routes"
import { accessibleState, disclosure, isOpen } from "./support/disclosure"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe("404 page", () => {
  it.each([390, 1280])("shows 404, the message and a link home, with status 404 and the path logged (%i px)", async (width) => {
    const { page, errors } = await openPage(browser, width)
    const response = await gotoHydrated(page, `${BASE_URL()}/no/such/page`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/Oops! Page not found/)
    expect(await page.getByText("404", { exact: true }).isVisible()).toBe(true)
    await until(() => errors.some((e) => e.includes("/no/such/page")))
    expect(errors.filter((e) => e.includes("/no/such/page"))).toHaveLength(1)
    expect(errors.filter((e) => !e.includes("/no/such/page") && !e.includes("404 (Not Found)"))).toEqual([])
    await page.getByRole("link", { name: "Return to Home" }).click()
    await page.waitForURL(`${BASE_URL()}/`)
    await page.context().close()
  })
})

describe("mobile menu at 390 px", () => {
  it("opens full screen, locks page scroll, and closes on a link", async () => {
    const { page, errors } = await openPage(browser, 390)
    await gotoHydrated(page, `${BASE_URL()}/services/office-cleaning`)
    await page.getByRole("button", { name: "Open menu" }).click()
    const dialog = page.getByRole("dialog", { name: "Menu" })
    await expect(dialog.isVisible()).resolves.toBe(true)
    const box = await dialog.boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 })
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden")
    // The Company group is the phone menu's; the bar's own company links are not drawn here.
    await disclosure(dialog, "Company").click()
    expect(await dialog.getByRole("link", { name: "Blog" }).count()).toBe(1)
    await disclosure(dialog, "Locations").click()
    // Opening a group closes the one open before (one name for the header's <details>).
    await dialog.getByRole("link", { name: "Blog" }).waitFor({ state: "hidden" })
    await dialog.getByRole("link", { name: "Atlanta" }).click()
    await page.waitForURL(pageUrl(routes.location("atlanta")))
    expect(await page.getByRole("dialog").count()).toBe(0)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden")
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("closes on Escape and gives focus back to the toggle", async () => {
    const { page } = await openPage(browser, 390)
    await gotoHydrated(page, `${BASE_URL()}/`)
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.keyboard.press("Escape")
    expect(await page.getByRole("dialog").count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("mobile-menu")
    await page.context().close()
  })
})

describe("desktop navigation at 1280 px", () => {
  it("marks the current page's link with aria-current and highlights it", async () => {
    const { page } = await openPage(browser, 1280)
    await gotoHydrated(page, `${BASE_URL()}/locations/tampa`)
    const nav = page.getByRole("navigation", { name: "Main" })
    await disclosure(nav, "Locations").click()
    const current = nav.locator('[aria-current="page"]')
    expect(await current.count()).toBe(1)
    expect(await current.textContent()).toBe("Tampa")
    await gotoHydrated(page, `${BASE_URL()}/`)
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page")
    const color = await nav.getByRole("link", { name: "Home" }).evaluate((el) => getComputedStyle(el).color)
    const other = await nav.getByRole("link", { name: "About" }).evaluate((el) => getComputedStyle(el).color)
    expect(color).not.toBe(other)
    await page.context().close()
  })

  it("opens the Services dropdown from the keyboard and closes it on Escape, telling screen readers its state", async () => {
    const { page } = await openPage(browser, 1280)
    await gotoHydrated(page, `${BASE_URL()}/`)
    const nav = page.getByRole("navigation", { name: "Main" })
    const trigger = disclosure(nav, "Services")
    await trigger.focus()
    await page.keyboard.press("Enter")
    expect(await isOpen(trigger)).toBe(true)
    expect(await accessibleState(page, "Services")).toContainEqual({ role: expect.stringMatching(/^DisclosureTriangle/), expanded: true })
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Office Cleaning")
    await page.keyboard.press("Escape")
    expect(await isOpen(trigger)).toBe(false)
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await accessibleState(page, "Services")).toContainEqual({ role: expect.stringMatching(/^DisclosureTriangle/), expanded: false })
    await page.context().close()
  })

  it("shows the company links on the bar and not the phone menu's Company group", async () => {
    const { page } = await openPage(browser, 1280)
    await gotoHydrated(page, `${BASE_URL()}/`)
    const nav = page.getByRole("navigation", { name: "Main" })
    expect(await nav.getByRole("link", { name: "Blog" }).isVisible()).toBe(true)
    expect(await disclosure(nav, "Company").isVisible()).toBe(false)
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false)
    await page.context().close()
  })
})

describe("floating actions", () => {
  it.each([390, 1280])("offer quote, text and call, and never cover the footer's last links (%i px)", async (width) => {
    const { page } = await openPage(browser, width)
    await gotoHydrated(page, `${BASE_URL()}/services/office-cleaning`)
    const group = page.getByRole("complementary", { name: "Quick contact" })
    expect(await group.getByRole("link", { name: "Get a Quote" }).getAttribute("href")).toBe(routes.quote)
    expect(await group.getByRole("link", { name: "Text Us" }).getAttribute("href")).toMatch(/^sms:/)
    expect(await group.getByRole("link", { name: "Call Now" }).getAttribute("href")).toMatch(/^tel:/)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const covered = await page.$$eval("footer a", (links) =>
      links
        .filter((a) => {
          const box = a.getBoundingClientRect()
          if (box.bottom < 0 || box.top > window.innerHeight) return false
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return Boolean(hit?.closest('[aria-label="Quick contact"]'))
        })
        .map((a) => a.textContent),
    )
    expect(covered).toEqual([])
    await page.context().close()
  })
})

// Every content page offering a quote button and a phone link in its main content is checked on each
// page's one load per width in every-page.test.ts.
