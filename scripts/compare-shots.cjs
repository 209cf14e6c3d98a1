// What the build comparisons share (compare-builds.cjs: pages; compare-forms.cjs: the forms' states): both builds
// served, one Chromium, every shot taken in each build and compared pixel by pixel.
const fs = require("node:fs")
const path = require("node:path")
const sharp = require("sharp")
const { chromium } = require("playwright-core")
const { findChromium, CHROMIUM_ARGS } = require("./find-chromium.cjs")
const { startStaticServer } = require("./static-server.cjs")

/**
 * The number of pixels whose colour differs (0: identical), or a sentence when the sizes differ; writes `file`,
 * the shot darkened with each differing pixel in red, when any differ.
 */
async function diffPngs(a, b, file) {
  const [ra, rb] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })))
  if (ra.info.width !== rb.info.width || ra.info.height !== rb.info.height) return `size ${ra.info.width}x${ra.info.height} -> ${rb.info.width}x${rb.info.height}`
  let count = 0
  const out = Buffer.alloc(ra.data.length)
  for (let i = 0; i < ra.data.length; i += 4) {
    const same = ra.data[i] === rb.data[i] && ra.data[i + 1] === rb.data[i + 1] && ra.data[i + 2] === rb.data[i + 2]
    if (!same) count++
    out[i] = same ? ra.data[i] >> 2 : 255
    out[i + 1] = same ? ra.data[i + 1] >> 2 : 0
    out[i + 2] = same ? ra.data[i + 2] >> 2 : 0
    out[i + 3] = 255
  }
  if (count > 0) await sharp(out, { raw: { width: ra.info.width, height: ra.info.height, channels: 4 } }).png().toFile(file)
  return count
}

/**
 * Serves both builds and, for each of `runs`, takes its shots in the one and then the other: `shoot(browser, site,
 * run)` returns [name, png] pairs, `site` being { url, root }. Prints one line per shot, writes before, after and
 * diff of each differing pair (of every pair with writeAll) to outDir, and exits 1 if any differ.
 */
async function compareShots({ dirs, outDir, runs, shoot, writeAll = false }) {
  fs.mkdirSync(outDir, { recursive: true })
  const roots = dirs.map((dir) => path.resolve(dir))
  const servers = await Promise.all(roots.map((root) => startStaticServer({ root })))
  const sites = servers.map((server, i) => ({ url: server.url, root: roots[i] }))
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  let failed = false
  try {
    for (const run of runs) {
      const before = await shoot(browser, sites[0], run)
      const after = await shoot(browser, sites[1], run)
      for (let i = 0; i < before.length; i++) {
        const name = before[i][0]
        const result = await diffPngs(before[i][1], after[i][1], path.join(outDir, `${name}-diff.png`))
        if (result !== 0) failed = true
        if (result !== 0 || writeAll) {
          fs.writeFileSync(path.join(outDir, `${name}-before.png`), before[i][1])
          fs.writeFileSync(path.join(outDir, `${name}-after.png`), after[i][1])
        }
        console.log(`${name}: ${result === 0 ? "identical" : typeof result === "string" ? result : `${result} pixels differ`}`)
      }
    }
  } finally {
    await browser.close()
    await Promise.all(servers.map((server) => server.close()))
  }
  process.exit(failed ? 1 : 0)
}

module.exports = { compareShots, diffPngs }
