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
/** A tablet's screen (768x1024) and a wide one (1920x900), one browsing profile each. */
let tablet: BrowsingProfile
let wide: BrowsingProfile
beforeAll(async () => {
  browser = await launchBrowser()
  tablet = await browsingProfile(browser, 768, { height: 1024 })
  wide = await browsingProfile(browser, 1920)
})
afterAll(async () => {
  for (const profile of [tablet, wide]) await profile?.close()
  await browser?.close()
})

/** Pages with the floating group: a page of each kind but /quote, and the 404 page. */
const floatingGroupPages = floatingActionPages()
const serviceAndClientPages = builtPages().filter((path) => /^\/(services|clients)\//.test(path))
const tabletPages = [...new Set([...samplePages(), ...serviceAndClientPages, "/404.html"])]

async function open(profile: BrowsingProfile, path: string): Promise<Page> {
  const { page } = await profile.open()
  await gotoHydrated(page, BASE_URL() + path, { waitUntil: "load" })
  await page.evaluate(() => document.fonts.ready)
  return page
}

describe.each(tabletPages)("at 768 px, %s", (path) => {
  let page: Page
  beforeAll(async () => {
    page = await open(tablet, path)
  })
  afterAll(() => page && tablet.done(page))

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
    const page = await open(wide, path)
    expect(await page.locator(QUICK_CONTACT).isVisible()).toBe(true)
    expect(await coveredWhileScrolling(page)).toEqual([])
    await wide.done(page)
  })
})
