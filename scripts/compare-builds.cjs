#!/usr/bin/env node
// Compares two builds of the site pixel by pixel, for changes that must not be visible (issue 15's HTML
// pass: what the HTML carries changes, what a visitor sees must not).
//
//   node scripts/compare-builds.cjs <before-public-dir> <after-public-dir> [/route ...]
//
// For each route and build, in Chromium with motion reduced (no hero rotation or carousel step):
// - loaded: 390x844 and 1280x900, hydrated, every image loaded, full page; then the viewport scrolled
//   to 600 px, 1500 px and the bottom (sticky header, the contact bar's scroll-driven animation);
// - nojs: JavaScript disabled, full page (what search engines and visitors without JavaScript get);
// - inline: JavaScript disabled and every stylesheet file refused, so only the CSS inlined in the HTML
//   applies: the first screen at 390x844, 1280x900, 1024x1366 and 2560x1440, i.e. the first paint;
// - menu: hydrated with the site's full stylesheet refused (the worst case: a menu opened before it has
//   arrived), then the mobile menu (390) or the Services and Locations dropdowns (1280) opened.
// Prints the number of differing pixels per shot (0 expected) and writes both images and a diff of each
// differing pair to COMPARE_DIR (default /tmp/compare-builds). Exit code 1 if any shot differs.
const { compareShots } = require("./compare-shots.cjs")

const [beforeDir, afterDir, ...routeArgs] = process.argv.slice(2)
if (!beforeDir || !afterDir) {
  console.error("usage: node scripts/compare-builds.cjs <before-public-dir> <after-public-dir> [/route ...]")
  process.exit(2)
}
const routes = routeArgs.length > 0 ? routeArgs : ["/"]
const outDir = process.env.COMPARE_DIR || "/tmp/compare-builds"
const only = process.env.SCENARIOS ? process.env.SCENARIOS.split(",") : null

/** Scrolls through the page so lazy images start (the others made eager), then waits until every <img> has loaded and the fonts are in. */
async function settle(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((to) => window.scrollTo(0, to), y)
    await page.waitForTimeout(50)
  }
  await page.evaluate(() => {
    // Images scrolled past sideways (carousel slides) never start when lazy.
    for (const img of document.images) img.loading = "eager"
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() => [...document.images].every((img) => img.complete) && document.fonts.status === "loaded", null, { timeout: 20000 })
  await page.waitForLoadState("networkidle")
  await page.waitForTimeout(700)
}

async function shoot(browser, base, route, scenario, width, height) {
  const js = !["nojs", "inline"].includes(scenario)
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: "reduce", javaScriptEnabled: js, hasTouch: width < 600 })
  const page = await context.newPage()
  if (scenario === "inline") await page.route(/\.css(\?|$)/, (r) => r.abort())
  if (scenario === "menu") await page.route(/\/styles\.[0-9a-f]+\.css/, (r) => r.abort())
  await page.goto(base + route, { waitUntil: "load" })
  const shots = []
  if (js) await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 20000 })
  if (scenario === "loaded" || scenario === "nojs") {
    await settle(page)
    shots.push([`${scenario}-${width}-full`, await page.screenshot({ fullPage: true })])
    if (scenario === "loaded") {
      for (const y of [600, 1500, "bottom"]) {
        await page.evaluate((to) => window.scrollTo(0, to === "bottom" ? document.documentElement.scrollHeight : to), y)
        await page.waitForTimeout(400)
        shots.push([`${scenario}-${width}-scroll-${y}`, await page.screenshot()])
      }
    }
  } else if (scenario === "inline") {
    await page.evaluate(() => document.fonts.ready)
    // The first screen's images that are not lazy (the hero's) loaded and decoded: shot while one was still
    // arriving, the same build differed from itself (home's hero at 1280x900, 755,756 pixels).
    await page.waitForFunction(() => [...document.images].every((img) => img.loading === "lazy" || img.complete), null, { timeout: 20000 })
    await page.evaluate(() => Promise.all([...document.images].filter((img) => img.loading !== "lazy" && img.complete).map((img) => img.decode().catch(() => undefined))))
    await page.waitForTimeout(300)
    shots.push([`${scenario}-${width}x${height}`, await page.screenshot()])
  } else if (scenario === "menu") {
    if (width < 600) {
      await page.click('button[aria-controls="mobile-menu"]')
      await page.waitForSelector("#mobile-menu:not([hidden]) a", { timeout: 10000 })
      await page.waitForTimeout(400)
      shots.push([`${scenario}-${width}-mobile`, await page.screenshot()])
    } else {
      for (const name of ["Services", "Locations"]) {
        await page.click(`nav[aria-label="Main"] summary:has-text("${name}")`)
        await page.waitForTimeout(400)
        shots.push([`${scenario}-${width}-${name}`, await page.screenshot()])
        await page.keyboard.press("Escape")
        await page.waitForTimeout(200)
      }
    }
  }
  await context.close()
  return shots
}

const SCENARIOS = [
  ["loaded", 390, 844],
  ["loaded", 1280, 900],
  ["nojs", 390, 844],
  ["nojs", 1280, 900],
  ["inline", 390, 844],
  ["inline", 1280, 900],
  ["inline", 1024, 1366],
  ["inline", 2560, 1440],
  ["menu", 390, 844],
  ["menu", 1280, 900],
]

compareShots({
  dirs: [beforeDir, afterDir],
  outDir,
  runs: routes.flatMap((route) => SCENARIOS.filter(([scenario]) => !only || only.includes(scenario)).map((scenario) => [route, ...scenario])),
  shoot: async (browser, site, [route, scenario, width, height]) =>
    (await shoot(browser, site.url, route, scenario, width, height)).map(([name, png]) => [`${route.replace(/\W+/g, "_") || "_"}${name}`, png]),
}).catch((error) => {
  console.error(error)
  process.exit(1)
})
