/**
 * No layout shift from the web font, images, the sticky header or the floating buttons: one page of each
 * kind at 390 and 1280 px, with the font and every image held back so they arrive after the first paint
 * (as on a slow phone), scrolled to the end so lazy images load too. The sum of layout-shift scores
 * (Cumulative Layout Shift without input) must stay under 0.01, the site's CLS budget.
 */
import type { Browser } from "playwright-core"
import { BASE_URL, VIEWPORTS, launchBrowser, openPage, samplePages } from "./support/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const samples = samplePages()
const LATE_MS = 700

describe.each(VIEWPORTS)("layout stability at $width px", ({ width }) => {
  it.each(samples)("%s does not shift when the font and images arrive late", async (path) => {
    const { page } = await openPage(browser, width, { reducedMotion: "reduce" })
    await page.route(/\.(woff2|webp|avif|jpe?g|png)(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, LATE_MS))
      await route.continue()
    })
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; sources: string[] }> = ((window as any).__shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as any[]) {
          if (entry.hadRecentInput) continue
          const sources = (entry.sources ?? []).map((s: any) => (s.node?.outerHTML ?? "?").slice(0, 100))
          shifts.push({ value: entry.value, sources })
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto(BASE_URL() + path, { waitUntil: "load" })
    await page.evaluate(() => document.fonts.ready)
    // Down the page in steps, so lazy images load (scrolling itself is not a layout shift).
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
    })
    await page.waitForTimeout(LATE_MS + 400)
    const shifts: Array<{ value: number; sources: string[] }> = await page.evaluate(() => (window as any).__shifts)
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    if (total >= 0.01) console.log(path, width, JSON.stringify(shifts, null, 1))
    expect(total).toBeLessThan(0.01)
    await page.context().close()
  })
})
