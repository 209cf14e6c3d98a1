/**
 * Gatsby's boot scripts are requested after the first paint (plugins/boot-after-paint/boot-after-paint.ts), and the page
 * still comes alive: <html data-hydrated> appears only once React has hydrated everything it rendered,
 * and client-side navigation works from there. The interactive tests (menu, accordion, quote form) wait
 * for that mark through gotoHydrated.
 */
import type { Browser } from "playwright-core"
import { BASE_URL, clientNavigationToAbout, everyElementHydrated, gotoHydrated, launchBrowser, openPage, pageUrl, waitForHydration } from "./support/browser"
import { routes } from "../../src/lib/routes"
import { BOOT_PRELOADS_ATTRIBUTE } from "../../plugins/boot-after-paint/markers"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/**
 * Records, at the moment the site sets <html data-hydrated>, whether every element React rendered is
 * hydrated. It observes the document: an init script runs before <html> exists.
 */
const RECORD_WHEN_MARKED = `new MutationObserver(function (_, observer) {
  if (!document.documentElement.hasAttribute("data-hydrated")) return
  observer.disconnect()
  window.__hydratedWhenMarked = (${everyElementHydrated.toString()})()
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] })`

/**
 * Records, in the page, when the app asks for a file: Gatsby's loader opens an XMLHttpRequest for JSON, and
 * webpack's runtime adds a <script src> for a chunk. Paths and performance.now() times in window.__asked.
 */
const RECORD_ASKS = `window.__asked = [];
performance.setResourceTimingBufferSize(1000);
var open = XMLHttpRequest.prototype.open;
XMLHttpRequest.prototype.open = function (method, url) {
  window.__asked.push({ path: new URL(url, location.href).pathname, at: performance.now() });
  return open.apply(this, arguments);
};
new MutationObserver(function (records) {
  for (var r = 0; r < records.length; r++) for (var n = 0; n < records[r].addedNodes.length; n++) {
    var node = records[r].addedNodes[n];
    if (node.nodeName === "SCRIPT" && node.src && node.hasAttribute("data-webpack")) window.__asked.push({ path: new URL(node.src).pathname, at: performance.now() });
  }
}).observe(document, { childList: true, subtree: true })`

interface BootTiming {
  firstContentfulPaint: number
  bootScripts: string[]
  bootStyles: string | null
  scripts: { name: string; startTime: number; responseEnd: number }[]
  lazyImages: { name: string; startTime: number }[]
}

/** Requests for the files of the page's lazy images (every candidate of their srcset), in the page. */
function lazyImageRequests() {
  const files = new Set<string>()
  for (const img of document.querySelectorAll<HTMLImageElement>("img[loading=lazy]")) {
    for (const candidate of [img.getAttribute("src"), ...(img.getAttribute("srcset") ?? "").split(",").map((part) => part.trim().split(" ")[0])]) {
      if (candidate) files.add(new URL(candidate, location.href).pathname)
    }
  }
  return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((entry) => files.has(new URL(entry.name).pathname))
    .map(({ name, startTime }) => ({ name: new URL(name).pathname, startTime }))
}

const CASES = [
  { path: "/", width: 390 },
  { path: routes.quote, width: 1280 },
  { path: "/blog/tampa-commercial-cleaning-checklist", width: 390 },
  { path: "/no/such/page", width: 1280 },
]

describe("Gatsby's boot scripts after the first paint", () => {
  it.each(CASES)("$path at $width px requests no script (nor its own stylesheet, nor a lazy image) before the first contentful paint, no lazy image before the boot scripts are in, then hydrates", async ({ path, width }) => {
    const { page, errors } = await openPage(browser, width)
    await page.addInitScript(RECORD_WHEN_MARKED)
    const response = await page.goto(pageUrl(path), { waitUntil: "commit" })
    const html = await response!.text()
    // Neither the tags nor a preload of them: either would start the download with the HTML.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).not.toMatch(/<link[^>]*as="script"/)
    // No paint of a half-parsed page: rendering waits for the loader, the last element of <body>.
    expect(html.slice(0, html.indexOf("</head>"))).toContain('<link rel="expect" href="#gatsby-boot" blocking="render"/>')
    expect(html.indexOf('<script id="gatsby-boot"')).toBeGreaterThan(html.lastIndexOf("</main>"))
    await waitForHydration(page)
    // On a phone, home's service cards are within Chromium's lazy-load distance: once booted, they load.
    if (path === "/") await page.waitForFunction(`(${lazyImageRequests.toString()})().length > 0`)
    const timing: BootTiming = await page.evaluate((lazyImages) => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      bootScripts: document.getElementById("gatsby-boot")!.getAttribute("data-boot-scripts")!.split(" "),
      bootStyles: document.getElementById("gatsby-boot")!.getAttribute("data-boot-styles"),
      // The boot scripts (and their preloads) and the page's own stylesheet.
      scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => /\.js$|^\/page\.[0-9a-f]+\.css$/.test(new URL(entry.name).pathname))
        .map(({ name, startTime, responseEnd }) => ({ name: new URL(name).pathname, startTime, responseEnd })),
      lazyImages: new Function(`return (${lazyImages})()`)(),
    }), lazyImageRequests.toString())
    expect(timing.firstContentfulPaint).toBeGreaterThan(0)
    expect(timing.bootScripts).toHaveLength(3)
    expect(timing.scripts.map((script) => script.name)).toEqual(expect.arrayContaining(timing.bootScripts))
    // Every page's own stylesheet waits for the paint too.
    expect(timing.bootStyles).toMatch(/^\/page\.[0-9a-f]+\.css$/)
    expect(timing.scripts.map((script) => script.name)).toContain(timing.bootStyles)
    const early = [...timing.scripts, ...timing.lazyImages].filter((request) => request.startTime < timing.firstContentfulPaint)
    expect(early).toEqual([])
    if (path === "/") expect(timing.lazyImages.length).toBeGreaterThan(0)
    // Lazy images wait until the boot scripts are in, so they do not share the link with them.
    const scriptsIn = Math.max(...timing.scripts.filter((script) => timing.bootScripts.includes(script.name)).map((script) => script.responseEnd))
    expect(timing.lazyImages.filter((image) => image.startTime < scriptsIn)).toEqual([])
    expect(await page.evaluate(() => (window as any).__hydratedWhenMarked)).toBe(true)
    // The 404 page logs its own path on purpose (shell.test.ts); nothing else may reach the console.
    expect(errors.filter((text) => !text.includes("404"))).toEqual([])
    await page.context().close()
  })

  // A post's image is its largest paint on a phone. Faded in on a layer of its own, it was not seen as
  // painted until the web font's swap repainted it, after the boot scripts (Lighthouse then counted them
  // before the LCP). Element Timing records an image's paint as largest-contentful-paint does; the
  // attribute it needs is set as the parser adds the image, before anything is painted.
  it("paints a post's high-priority image before any boot script is requested", async () => {
    const { page, errors } = await openPage(browser, 390)
    await page.addInitScript(`window.__imagePaint = [];
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__imagePaint.push(entry.renderTime || entry.startTime) })
        .observe({ type: "element", buffered: true });
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes)
          if (node.nodeName === "IMG" && node.getAttribute("fetchpriority") === "high") node.setAttribute("elementtiming", "high-priority")
      }).observe(document, { childList: true, subtree: true })`)
    await gotoHydrated(page, pageUrl(CASES[2].path))
    const timing = await page.evaluate(() => ({
      imagePaint: (window as any).__imagePaint as number[],
      firstScript: Math.min(...(performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => /\.js$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime)),
    }))
    expect(timing.imagePaint).toHaveLength(1)
    expect(timing.imagePaint[0]).toBeGreaterThan(0)
    expect(timing.imagePaint[0]).toBeLessThan(timing.firstScript)
    expect(errors).toEqual([])
    await page.context().close()
  })

  // The loader preloads at boot what Gatsby's app would otherwise ask for only once the page data had
  // arrived (the template's chunks, the static queries' results), beside the page data itself. Each must
  // be fetched once: by the preload, before the app asks, and then taken from it by the app's request.
  it.each([
    { path: "/", width: 390 },
    { path: routes.quote, width: 390 },
    { path: "/blog/tampa-commercial-cleaning-checklist", width: 1280 },
  ])("$path at $width px fetches the page's template chunks and static-query results once, preloaded after the first paint and before the app asks for them", async ({ path, width }) => {
    const { page, errors } = await openPage(browser, width)
    // A first visit: a file fetched again would not come from the HTTP cache unseen.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
    const requested: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.origin === new URL(BASE_URL()).origin) requested.push(url.pathname)
    })
    await page.addInitScript(RECORD_ASKS)
    await page.goto(pageUrl(path), { waitUntil: "commit" })
    await waitForHydration(page)
    const seen = await page.evaluate((attribute) => {
      const preloads = (document.getElementById("gatsby-boot")!.getAttribute(attribute) ?? "").split(" ").filter(Boolean)
      const entries = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map(({ name, startTime, initiatorType }) => ({ path: new URL(name).pathname, startTime, initiatorType }))
      return {
        preloads,
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        asked: (window as any).__asked as { path: string; at: number }[],
        entries: entries.filter((entry) => preloads.includes(entry.path)),
      }
    }, BOOT_PRELOADS_ATTRIBUTE)
    // The template's chunk(s), then the layout's static query.
    expect(seen.preloads.some((url) => /^\/component---src-.*\.js$/.test(url))).toBe(true)
    expect(seen.preloads.filter((url) => url.endsWith(".json")).every((url) => /^\/page-data\/sq\/d\/\d+\.json$/.test(url))).toBe(true)
    expect(seen.preloads.some((url) => url.endsWith(".json"))).toBe(true)
    for (const url of seen.preloads) {
      // Requested once, by the preload (the one timing entry is the <link>'s), after the first paint...
      expect([url, requested.filter((one) => one === url).length]).toEqual([url, 1])
      const entries = seen.entries.filter((entry) => entry.path === url)
      expect([url, entries.map((entry) => entry.initiatorType)]).toEqual([url, ["link"]])
      expect(entries[0].startTime).toBeGreaterThanOrEqual(seen.firstContentfulPaint)
      // ...and used: the app asked for it (XMLHttpRequest for JSON, webpack's <script> for a chunk), later.
      const asks = seen.asked.filter((ask) => ask.path === url)
      expect([url, asks.length]).toEqual([url, 1])
      expect(entries[0].startTime).toBeLessThan(asks[0].at)
    }
    // Nothing else on the page is fetched twice either.
    expect(requested.filter((url, index) => requested.indexOf(url) !== index)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("still shows lazy images to visitors without JavaScript (home at 390 px, scrolled to the service cards)", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(pageUrl("/"), { waitUntil: "load" })
    const card = page.locator("#services img[data-main-image][loading=lazy]").first()
    await card.scrollIntoViewIfNeeded()
    const handle = await card.elementHandle()
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, handle, { polling: 100 })
    expect(await card.evaluate((img) => getComputedStyle(img).display)).not.toBe("none")
    await context.close()
  })

  it("navigates on the client once hydrated: a link changes the page without reloading it", async () => {
    const { page, errors } = await openPage(browser, 1280)
    await gotoHydrated(page, BASE_URL() + "/services/office-cleaning")
    expect(await clientNavigationToAbout(page)).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
