/**
 * Pages that mark their fold (src/lib/below-fold.ts) inline only the CSS of what is rendered above it;
 * the CSS of what is rendered only below it comes from a stylesheet at the end of <body>
 * (gatsby/lib/critical-css.ts). This checks the built pages: that CSS is not inlined, nothing is lost,
 * the marker really is below the first screen of tall windows, and the page looks exactly as it does
 * with the site's full stylesheet.
 */
import fs from "node:fs"
import path from "node:path"
import type { Browser } from "playwright-core"
import { FIXED_ON_SCREEN, modulesInHtml } from "../../gatsby/lib/critical-css"
import { BELOW_FOLD_ATTRIBUTE, BELOW_FOLD_STYLESHEET_ATTRIBUTE } from "../../src/lib/below-fold"
import { builtPages, launchBrowser, pageUrl, waitForHydration } from "./support/browser"
import { readBuiltHtml } from "./support/built-html"

const PUBLIC = path.resolve(__dirname, "../../public")
const pages = builtPages()
const marked = pages.filter((route) => readBuiltHtml(route).includes(` ${BELOW_FOLD_ATTRIBUTE}=`))
const inlineCss = (html: string) => /<style[^>]*data-critical-css[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ""
/**
 * The page's below-the-fold stylesheet: named on the boot loader, which links it after the first paint, and
 * in a <noscript> <link> last in <body> for visitors without JavaScript; both must name the same file.
 */
const belowFoldHref = (html: string) => {
  const noscript = new RegExp(`<noscript><link rel="stylesheet" href="([^"]+)" ${BELOW_FOLD_STYLESHEET_ATTRIBUTE}=""></noscript></body>`).exec(html)?.[1]
  const boot = /<script id="gatsby-boot"[^>]* data-boot-styles="([^"]+)"/.exec(html)?.[1]
  return noscript === boot ? noscript : undefined
}
/** Does this CSS have a rule for a class of the CSS module with this code (gatsby/lib/css-module-names.ts)? */
const styles = (css: string, module: string) => new RegExp(`\\._${module}[A-Za-z0-9]{3}\\b`).test(css)

describe("below-the-fold CSS in the built pages", () => {
  it("is used on the home page and on the page kinds whose closing band is always below the first screen", () => {
    for (const route of ["/", "/services/office-cleaning/", "/locations/tampa/", "/clients/ripa/", "/blog/"]) expect(marked).toContain(route)
  })

  it.each(marked)("%s: the modules rendered only below the fold are not inlined, but in the stylesheet at the end of <body>", (route) => {
    const html = readBuiltHtml(route)
    const fold = html.indexOf(` ${BELOW_FOLD_ATTRIBUTE}=`)
    const above = modulesInHtml(html.slice(0, fold))
    const belowOnly = [...modulesInHtml(html)].filter((module) => !above.has(module) && !FIXED_ON_SCREEN.includes(module))
    expect(belowOnly.length).toBeGreaterThan(0)
    const href = belowFoldHref(html)
    expect(href).toMatch(/^\/below-fold\.[0-9a-f]{20}\.css$/)
    const deferred = fs.readFileSync(path.join(PUBLIC, href!), "utf8")
    const inline = inlineCss(html)
    for (const module of belowOnly) {
      expect(styles(inline, module)).toBe(false)
      expect(styles(deferred, module)).toBe(true)
    }
    // The contact bar comes after the content in the HTML but is fixed on screen: always inlined.
    for (const module of FIXED_ON_SCREEN) expect(styles(inline, module)).toBe(modulesInHtml(html).has(module))
  })

  it("leaves the pages without a marker as they were: everything they render inlined, no extra stylesheet", () => {
    const unmarked = pages.filter((route) => !marked.includes(route))
    expect(unmarked).toContain("/faq/")
    for (const route of unmarked) expect(readBuiltHtml(route)).not.toMatch(/"\/below-fold\.[0-9a-f]+\.css"| data-boot-styles="/)
  })
})

describe("below-the-fold CSS in the browser", () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  // The tallest first screens: a desktop at 2560x1440 and a portrait tablet at 1024x1366.
  it.each([
    [2560, 1440],
    [1024, 1366],
  ])("the marker starts below the first screen at %ix%i on every marked page", async (width, height) => {
    const page = await browser.newPage({ viewport: { width, height } })
    const inView: string[] = []
    for (const route of marked) {
      await page.goto(pageUrl(route), { waitUntil: "load" })
      const top = await page.evaluate((attr) => document.querySelector(`[${attr}]`)!.getBoundingClientRect().top, BELOW_FOLD_ATTRIBUTE)
      if (top < height) inView.push(`${route} (${Math.round(top)} px)`)
    }
    expect(inView).toEqual([])
    await page.close()
  }, 120_000)

  it.each([390, 1280])("the home page at %i px looks exactly as with the site's full stylesheet", async (width) => {
    // Reduced motion: no hero rotation or carousel step between the two snapshots.
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" })
    await page.goto(pageUrl("/"), { waitUntil: "load" })
    await waitForHydration(page)
    const snapshot = () =>
      page.evaluate(() => {
        // Where each element is drawn (margins included) and how it is painted. (Chromium reports an auto
        // margin as 0px or as its used value depending on its layout state, so margins are read as boxes.)
        const props = ["display", "position", "color", "background-color", "background-image", "font-size", "font-weight", "line-height", "padding", "border", "border-radius", "box-shadow", "opacity", "transform"]
        return [...document.querySelectorAll("body *:not(link, script)")].map((el) => {
          const style = getComputedStyle(el)
          const box = el.getBoundingClientRect()
          const where = [box.x, box.y + window.scrollY, box.width, box.height].map((n) => n.toFixed(1)).join(",")
          return `${el.tagName} ${where} ${props.map((prop) => style.getPropertyValue(prop)).join("|")}`
        })
      })
    const split = await snapshot()
    expect(await page.locator(`link[${BELOW_FOLD_STYLESHEET_ATTRIBUTE}]`).count()).toBe(1)
    // The loader applies the full stylesheet at the first intent to interact, then drops the split one.
    await page.evaluate(() => document.dispatchEvent(new Event("pointerdown")))
    await page.waitForFunction((attr) => !document.querySelector(`link[${attr}]`), BELOW_FOLD_STYLESHEET_ATTRIBUTE)
    const full = await snapshot()
    const differences = split.flatMap((line, index) => (line === full[index] ? [] : [`${line}\n  -> ${full[index]}`]))
    expect(differences).toEqual([])
    await page.close()
  })
})
