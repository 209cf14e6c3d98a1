/**
 * The floating Get a Quote / Text Us / Call Now group covers nothing a visitor reads or uses.
 * From 1280 px it sits beside the content: scrolled anywhere on a page of each kind, it overlaps no
 * text, image, link, button or field. On phones and tablets content scrolls under the bottom bar,
 * so there it must cover nothing at the first view (the hero's own buttons) and nothing at the very
 * end of the page.
 */
import type { Browser, Page } from "playwright-core"
import { BASE_URL, launchBrowser, openPage, samplePages } from "./support/browser"
import { overlapsWith } from "./support/overlap"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const GROUP = '[aria-label="Quick contact"]'
// The quote page has its own contact panel instead of the group; the 404 page is a page type too.
const pages = [...samplePages().filter((path) => path !== "/quote"), "/404.html"]

async function open(width: number, path: string): Promise<Page> {
  const { page } = await openPage(browser, width)
  await page.setViewportSize({ width, height: width < 600 ? 844 : width < 1000 ? 1024 : 900 })
  await page.goto(BASE_URL() + path, { waitUntil: "load" })
  await page.evaluate(() => document.fonts.ready)
  expect(await page.locator(GROUP).isVisible()).toBe(true)
  return page
}

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
  await page.waitForTimeout(80)
}

describe.each([1280, 1920])("at %i px the group sits beside the content", (width) => {
  it.each(pages)("%s: scrolled top to bottom, it covers no text, image or control", async (path) => {
    const page = await open(width, path)
    const covered: string[] = []
    const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, step: innerHeight / 2 }))
    for (let y = 0; y < height; y += step) {
      await scrollTo(page, y)
      for (const hit of await overlapsWith(page, GROUP)) covered.push(`at scroll ${y}: ${hit.what} ${hit.box}`)
    }
    expect(covered).toEqual([])
    await page.context().close()
  })
})

describe.each([390, 768])("at %i px the bottom bar", (width) => {
  it.each(pages)("%s: covers nothing at the first view nor at the very end", async (path) => {
    const page = await open(width, path)
    expect(await overlapsWith(page, GROUP)).toEqual([])
    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight))
    // Scrolled to the end the bar is in view, and covers nothing there.
    const bar = await page.locator(GROUP).boundingBox()
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(await page.evaluate(() => innerHeight) + 1)
    expect(await overlapsWith(page, GROUP)).toEqual([])
    await page.context().close()
  })
})
