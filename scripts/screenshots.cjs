// Full-page screenshots of built pages at 390 and 1280 px, for looking at what we ship.
// Usage: node scripts/screenshots.cjs /path [/path ...]   (after `npm run build`; SHOTS_DIR sets the folder)
const fs = require("node:fs")
const path = require("node:path")
const { chromium } = require("playwright-core")
const { findChromium, CHROMIUM_ARGS } = require("./find-chromium.cjs")
const { startStaticServer } = require("./static-server.cjs")

async function main() {
  const outDir = process.env.SHOTS_DIR || "/tmp/screenshots"
  const paths = process.argv.length > 2 ? process.argv.slice(2) : ["/"]
  fs.mkdirSync(outDir, { recursive: true })
  const server = await startStaticServer()
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } })
    for (const route of paths) {
      await page.goto(server.url + route, { waitUntil: "networkidle" })
      const file = path.join(outDir, `${route.replace(/\W+/g, "_") || "home"}-${width}.png`)
      await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" })
      console.log(file)
    }
    await page.close()
  }
  await browser.close()
  await server.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
