/**
 * The widths every-page.test.ts does not load, 768 px (a tablet) and 1920 px (a wide screen), on a page
 * of each kind, every service and client page, and the 404 page, one load each:
 * - at 768 px no card grid leaves a lone card on its last row;
 * - the floating Get a Quote / Text Us / Call Now group covers nothing a visitor reads or uses. At
 *   1920 px it sits beside the content: scrolled anywhere, it overlaps no text, image, link, button or
 *   field. At 768 px content scrolls under the bottom bar, so there it must cover nothing at the first
 *   view (the hero's own buttons) and nothing at the very end of the page.
 * At 390 and 1280 px the same checks run on each page's one load in every-page.test.ts.
 */
import type { Browser, Page } from "playwright-core"
import { BASE_URL, type BrowsingProfile, browsingProfile, builtPages, gotoHydrated, launchBrowser, samplePages } from "./support/browser"
import { QUICK_CONTACT, coveredAtFirstViewAndEnd, coveredWhileScrolling, floatingActionPages } from "./support/overlap"
import { gridsWithLoneCard } from "./support/page-checks"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const profile of profiles.values()) await (await profile).close()
  await browser?.close()
})

/** Pages with the floating group: a page of each kind but /quote, and the 404 page. */
const floatingGroupPages = floatingActionPages()
const serviceAndClientPages = builtPages().filter((path) => /^\/(services|clients)\//.test(path))
const tabletPages = [...new Set([...samplePages(), ...serviceAndClientPages, "/404.html"])]

const profiles = new Map<number, Promise<BrowsingProfile>>()
/** One browsing profile per width (browsingProfile), made on first use. */
const profileAt = (width: number) => {
  if (!profiles.has(width)) profiles.set(width, browsingProfile(browser, width))
  return profiles.get(width)!
}
async function open(width: number, path: string): Promise<Page> {
  const { page } = await (await profileAt(width)).open()
  await page.setViewportSize({ width, height: width < 600 ? 844 : width < 1000 ? 1024 : 900 })
  await gotoHydrated(page, BASE_URL() + path, { waitUntil: "load" })
  await page.evaluate(() => document.fonts.ready)
  return page
}
const close = async (width: number, page: Page) => (await profileAt(width)).done(page)

describe.each(tabletPages)("at 768 px, %s", (path) => {
  let page: Page
  beforeAll(async () => {
    page = await open(768, path)
  })
  afterAll(() => page && close(768, page))

  it("leaves no lone card on the last row of a card grid", async () => {
    expect(await gridsWithLoneCard(page)).toEqual([])
  })

  // Last, as it scrolls the page.
  if (floatingGroupPages.includes(path)) {
    it("keeps the floating contact bar off the content at the first view and at the very end", async () => {
      expect(await page.locator(QUICK_CONTACT).isVisible()).toBe(true)
      expect(await coveredAtFirstViewAndEnd(page)).toEqual({ firstView: [], atEnd: [], insideScreen: true })
    })
  }
})

describe("at 1920 px the group sits beside the content", () => {
  it.each(floatingGroupPages)("%s: scrolled top to bottom, it covers no text, image or control", async (path) => {
    const page = await open(1920, path)
    expect(await page.locator(QUICK_CONTACT).isVisible()).toBe(true)
    expect(await coveredWhileScrolling(page)).toEqual([])
    await close(1920, page)
  })
})
