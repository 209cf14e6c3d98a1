/**
 * The floating Get a Quote / Text Us / Call Now group covers nothing a visitor reads or uses.
 * From 1280 px it sits beside the content: scrolled anywhere on a page of each kind, it overlaps no
 * text, image, link, button or field. On phones and tablets content scrolls under the bottom bar,
 * so there it must cover nothing at the first view (the hero's own buttons) and nothing at the very
 * end of the page. At 390 and 1280 px the same checks run on each page's one load in
 * every-page.test.ts; here the other widths, 768 and 1920 px.
 */
import type { Browser, Page } from "playwright-core"
import { BASE_URL, launchBrowser, openPage } from "./support/browser"
import { QUICK_CONTACT, coveredAtFirstViewAndEnd, coveredWhileScrolling, floatingActionPages } from "./support/overlap"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const pages = floatingActionPages()

async function open(width: number, path: string): Promise<Page> {
  const { page } = await openPage(browser, width)
  await page.setViewportSize({ width, height: width < 600 ? 844 : width < 1000 ? 1024 : 900 })
  await page.goto(BASE_URL() + path, { waitUntil: "load" })
  await page.evaluate(() => document.fonts.ready)
  expect(await page.locator(QUICK_CONTACT).isVisible()).toBe(true)
  return page
}

describe("at 1920 px the group sits beside the content", () => {
  it.each(pages)("%s: scrolled top to bottom, it covers no text, image or control", async (path) => {
    const page = await open(1920, path)
    expect(await coveredWhileScrolling(page)).toEqual([])
    await page.context().close()
  })
})

describe("at 768 px the bottom bar", () => {
  it.each(pages)("%s: covers nothing at the first view nor at the very end", async (path) => {
    const page = await open(768, path)
    expect(await coveredAtFirstViewAndEnd(page)).toEqual({ firstView: [], atEnd: [], insideScreen: true })
    await page.context().close()
  })
})
