// The bench's throttled browser run (issue 25): how long a page looks ready and is not. Real Chromium
// through the DevTools protocol, not Lighthouse's simulation: a phone-sized window (390 px), a slow link
// (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed 4x, cache off (a first visit).
// For each visit: the first contentful paint, the moment <html data-hydrated> appears (src/lib/hydration-mark.ts;
// the empty page sets it in onInitialClientRender, bench/empty-gatsby/gatsby-browser.js) and the difference,
// the "dead stretch" in which a tap or keystroke reaches no React handler (gatsby/lib/early-input.ts covers it).
const { chromium } = require("playwright-core")
const { CHROMIUM_ARGS } = require("./find-chromium.cjs")

const CONDITIONS = {
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
}

/** Records, in the page, when <html data-hydrated> appears (performance.now() time, ms). */
function watchHydration() {
  // Runs as the document is created, before <html> is parsed: watch the whole document for the attribute.
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return
    window.__hydratedAt = performance.now()
    observer.disconnect()
  }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true })
}

async function openBrowser(executablePath) {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS })
}

/** One first visit under the throttling; resolves with { fcpMs, hydratedMs, deadMs }. */
async function measureHydration(browser, url, { timeoutMs = 60_000 } = {}) {
  const context = await browser.newContext({ viewport: CONDITIONS.viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 3 })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
    await cdp.send("Network.emulateNetworkConditions", CONDITIONS.network)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CONDITIONS.cpuSlowdown })
    await page.addInitScript(watchHydration)
    await page.goto(url, { waitUntil: "commit", timeout: timeoutMs })
    await page.waitForFunction(() => typeof window.__hydratedAt === "number", null, { timeout: timeoutMs, polling: 100 })
    const { fcpMs, hydratedMs } = await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      hydratedMs: window.__hydratedAt,
    }))
    return { fcpMs, hydratedMs, deadMs: hydratedMs - fcpMs }
  } finally {
    await context.close()
  }
}

module.exports = { CONDITIONS, measureHydration, openBrowser }
