// Pixel comparison of two builds of the site: the same pages, full page, at 390 and 1280 px, with motion
// reduced, after hydration, web fonts and every image have loaded. For changes that must not be seen
// (issue 15's "no visible change a visitor would notice except speed").
// Usage (after `npm run build`): node scripts/visual-diff.cjs <other build's public/> [/path ...]
//   Compares public/ with the other build; prints the differing pixels per page and width, writes the two
//   screenshots and a diff image (differences in red) of each differing page to DIFF_DIR (/tmp/visual-diff).
//   Exits 1 when any page differs. NOJS=1 compares with JavaScript disabled.
const fs = require("node:fs")
const path = require("node:path")
const sharp = require("sharp")
const { chromium } = require("playwright-core")
const { findChromium, CHROMIUM_ARGS } = require("./find-chromium.cjs")
const { startStaticServer } = require("./static-server.cjs")

const DEFAULT_PAGES = ["/", "/quote/", "/services/office-cleaning/", "/locations/tampa/", "/locations/atlanta/", "/clients/ripa/",
  "/blog/", "/blog/tampa-commercial-cleaning-checklist/", "/jobs/", "/careers/", "/about/", "/contact/", "/faq/",
  "/service-areas/", "/privacy/", "/accessibility/", "/no-such-page/"]

async function shoot(browser, url, width) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    reducedMotion: "reduce",
    javaScriptEnabled: process.env.NOJS !== "1",
  })
  const page = await context.newPage()
  await page.goto(url, { waitUntil: "networkidle" })
  if (process.env.NOJS !== "1") await page.waitForSelector("html[data-hydrated]", { timeout: 15000 })
  // Lazy images load once near the viewport: scroll through the page, then back to the top.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, 0)
    await document.fonts.ready
    // Images that will not load (a carousel slide out of view stays lazy) must not hold the shot forever.
    const loaded = Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((r) => img.addEventListener("load", r, { once: true })))))
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 3000))])
  })
  await page.waitForLoadState("networkidle")
  await page.waitForTimeout(300)
  const png = await page.screenshot({ fullPage: true, animations: "disabled" })
  await context.close()
  return png
}

async function compare(a, b) {
  const [ra, rb] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })))
  if (ra.info.width !== rb.info.width || ra.info.height !== rb.info.height) {
    return { differing: Infinity, note: `size ${ra.info.width}x${ra.info.height} vs ${rb.info.width}x${rb.info.height}` }
  }
  const { width, height } = ra.info
  const diff = Buffer.alloc(width * height * 4)
  let differing = 0
  for (let i = 0; i < ra.data.length; i += 4) {
    const same = ra.data[i] === rb.data[i] && ra.data[i + 1] === rb.data[i + 1] && ra.data[i + 2] === rb.data[i + 2]
    if (!same) differing += 1
    diff[i] = same ? ra.data[i] / 3 : 255
    diff[i + 1] = same ? ra.data[i + 1] / 3 : 0
    diff[i + 2] = same ? ra.data[i + 2] / 3 : 0
    diff[i + 3] = 255
  }
  return { differing, diff: await sharp(diff, { raw: { width, height, channels: 4 } }).png().toBuffer() }
}

async function main() {
  const [other, ...paths] = process.argv.slice(2)
  if (!other) throw new Error("Usage: node scripts/visual-diff.cjs <other build's public/> [/path ...]")
  const outDir = process.env.DIFF_DIR || "/tmp/visual-diff"
  fs.mkdirSync(outDir, { recursive: true })
  const mine = await startStaticServer()
  const theirs = await startStaticServer({ root: path.resolve(other) })
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  let failures = 0
  for (const route of paths.length ? paths : DEFAULT_PAGES) {
    for (const width of [390, 1280]) {
      const [before, after] = [await shoot(browser, theirs.url + route, width), await shoot(browser, mine.url + route, width)]
      const { differing, diff, note } = await compare(before, after)
      const name = `${route.replace(/\W+/g, "_") || "home"}-${width}`
      console.log(`${route} @${width}: ${differing === 0 ? "identical" : `${note ?? `${differing} pixels differ`}`}`)
      if (differing === 0) continue
      failures += 1
      fs.writeFileSync(path.join(outDir, `${name}-before.png`), before)
      fs.writeFileSync(path.join(outDir, `${name}-after.png`), after)
      if (diff) fs.writeFileSync(path.join(outDir, `${name}-diff.png`), diff)
    }
  }
  await browser.close()
  await Promise.all([mine.close(), theirs.close()])
  process.exitCode = failures ? 1 : 0
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
