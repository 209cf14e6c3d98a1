/**
 * The web font after the first paint (plugins/web-font/web-font-after-paint.ts, plugins/web-font/browser/web-font.ts): a first
 * visit requests Inter only after the first contentful paint and swaps it in only where no line of text in
 * view moves; a later visit paints in Inter from the start; visitors without JavaScript get it at once;
 * a client-side navigation brings it to the next page. Which font drew an element is read from DevTools
 * (CSS.getPlatformFontsForNode), not guessed from the CSS.
 */
import type { Browser, Page } from "playwright-core"
import { clientNavigationToAbout, gotoHydrated, launchBrowser, openPage, pageUrl } from "./support/browser"
import { WEB_FONT_OUTCOME_ATTRIBUTE, WEB_FONT_STYLE_ID } from "../../plugins/web-font/markers"
import { routes } from "../../src/lib/routes"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const FONT_FILE = /\.woff2(\?.*)?$/
const INTER = "Inter"

/** The families Chromium drew the first element matching the selector with. */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("DOM.enable")
  await cdp.send("CSS.enable")
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 })
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId })
  await cdp.detach()
  return fonts.map((font) => font.familyName)
}

/**
 * Records layout shifts (window.__shifts) and, at every frame, whether Inter is loaded (window.__frames):
 * a frame's callbacks run before it is laid out and painted, so the first one tells what the first paint used.
 */
const RECORD = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value) })
    .observe({ type: "layout-shift", buffered: true });
  window.__frames = [];
  const frame = () => {
    let inter = false;
    if (document.fonts) document.fonts.forEach((face) => { if (face.family.includes("Inter Variable") && face.status === "loaded") inter = true });
    window.__frames.push(inter);
    if (window.__frames.length < 30) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`

const shiftTotal = (page: Page) => page.evaluate(() => ((window as any).__shifts as number[]).reduce((sum, value) => sum + value, 0))

/** Start time of the font request and of the first contentful paint, on the page's own clock. */
const fontAndPaint = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    font: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => /\.woff2$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime),
  }))

/**
 * A first visit to home with the font held back, everything Gatsby rendered hidden and one paragraph in
 * view instead, set in the site's font stack: `fits` has room to spare, `rewraps` is exactly as wide as
 * its text in the fallback face, and Inter's "f" is wider than the fallback's (by about a fifth at 400),
 * so in Inter it takes a second line. Then the font is let through and the swap decided.
 */
async function firstVisitWithProbe(probe: "fits" | "rewraps") {
  const { page, errors } = await openPage(browser, 1280)
  await page.context().addInitScript(RECORD)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(FONT_FILE, async (route) => {
    await released
    await route.continue()
  })
  await gotoHydrated(page, pageUrl(routes.home))
  await page.evaluate((kind) => {
    const style = document.createElement("style")
    style.id = "probe-style"
    style.textContent = "#___gatsby{display:none}"
    document.head.append(style)
    const p = document.createElement("p")
    p.id = "probe"
    p.style.cssText = 'font: 400 16px/1.5 "Inter Variable", "Inter Fallback", sans-serif; margin: 40px;'
    p.textContent = kind === "fits" ? "Commercial cleaning" : "ffff ffff ffff ffff ffff ffff"
    document.body.append(p)
    if (kind === "rewraps") {
      p.style.width = "max-content"
      p.style.width = `${p.getBoundingClientRect().width}px`
    }
  }, probe)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.evaluate(() => ((window as any).__shifts.length = 0))
  release()
  await page.waitForSelector(`html[${WEB_FONT_OUTCOME_ATTRIBUTE}]`, { state: "attached" })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return { page, errors }
}

describe("the web font on a first visit", () => {
  it("is requested only after the first contentful paint, and not preloaded", async () => {
    const { page, errors } = await openPage(browser, 390)
    await page.context().addInitScript(RECORD)
    const response = await gotoHydrated(page, pageUrl(routes.home))
    expect(await response!.text()).not.toMatch(/<link[^>]*as="font"/)
    await page.waitForSelector(`html[${WEB_FONT_OUTCOME_ATTRIBUTE}]`, { state: "attached" })
    const { paint, font } = await fontAndPaint(page)
    expect(paint).toBeGreaterThan(0)
    expect(font.length).toBeGreaterThan(0)
    expect(font.filter((start) => start < paint)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("is swapped in where no line of text in view moves, without a layout shift", async () => {
    const { page, errors } = await firstVisitWithProbe("fits")
    expect(await page.getAttribute("html", WEB_FONT_OUTCOME_ATTRIBUTE)).toBe("applied")
    expect(await drawnWith(page, "#probe")).toEqual([INTER])
    expect(await shiftTotal(page)).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("is not swapped in where a line in view would re-wrap: the page keeps the fallback, nothing moves, the next page has Inter", async () => {
    const { page, errors } = await firstVisitWithProbe("rewraps")
    expect(await page.getAttribute("html", WEB_FONT_OUTCOME_ATTRIBUTE)).toBe("fallback")
    expect(await drawnWith(page, "#probe")).not.toContain(INTER)
    expect(await shiftTotal(page)).toBe(0)
    // Back to the page as built, still in the fallback; a client-side navigation applies the font's style.
    await page.evaluate(() => {
      document.getElementById("probe")!.remove()
      document.getElementById("probe-style")!.remove()
    })
    expect(await drawnWith(page, "h1")).not.toContain(INTER)
    expect(await clientNavigationToAbout(page)).toBe(true)
    await page.evaluate(() => document.fonts.ready)
    expect(await drawnWith(page, "h1")).toEqual([INTER])
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe("the web font on a later visit", () => {
  it("is requested before the first paint and drawn from the first frame on, without a layout shift", async () => {
    const { page, errors } = await openPage(browser, 390)
    await page.context().addInitScript(RECORD)
    await gotoHydrated(page, pageUrl(routes.home))
    await page.waitForSelector(`html[${WEB_FONT_OUTCOME_ATTRIBUTE}]`, { state: "attached" })
    // The next full page load in the same browser, font cached: a page with a long intro at a phone width.
    const later = await page.context().newPage()
    await gotoHydrated(later, pageUrl("/locations/atlanta"))
    const { paint, font } = await fontAndPaint(later)
    expect(font.length).toBeGreaterThan(0)
    expect(font.every((start) => start < paint)).toBe(true)
    expect(await later.evaluate(() => document.getElementById("web-font")?.getAttribute("media"))).toBe("all")
    // The first frame (before its layout and paint) already had Inter loaded.
    expect(await later.evaluate(() => (window as any).__frames[0])).toBe(true)
    expect(await drawnWith(later, "h1")).toEqual([INTER])
    expect(await shiftTotal(later)).toBeLessThan(0.001)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe("the web font without JavaScript", () => {
  it("is declared at once and draws the page", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(pageUrl(routes.home), { waitUntil: "load" })
    expect(await page.evaluate((id) => document.getElementById(id)?.getAttribute("media"), WEB_FONT_STYLE_ID)).toBe("(scripting:none)")
    await page.evaluate(() => document.fonts.ready)
    expect(await drawnWith(page, "h1")).toEqual([INTER])
    await context.close()
  })
})
