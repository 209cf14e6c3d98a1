/**
 * Each page inlines only the CSS rules its first screen matches, and gets every rule it can use from a
 * stylesheet of its own, linked after the first paint (plugins/critical-css/critical-css.ts). This checks the
 * built pages: the first screen is drawn exactly as with all the CSS, nothing is lost once the page's
 * stylesheet applies, a fold marker really is below the first screen of tall windows, Gatsby's scripts
 * start only once the page's stylesheet has loaded, and a menu opened before the site's full stylesheet
 * has arrived is drawn as with it.
 */
import fs from "node:fs"
import path from "node:path"
import postcss from "postcss"
import type { Browser, Page } from "playwright-core"
import { FIXED_ON_SCREEN, modulesInHtml } from "../../plugins/critical-css/critical-css"
import { contentNamedFile } from "../../plugins/post-build-html/pages"
import { NO_SCRIPT_MEDIA } from "../../plugins/web-font/web-font-after-paint"
import { BELOW_FOLD_ATTRIBUTE } from "../../src/lib/below-fold"
import { PAGE_STYLESHEET_ATTRIBUTE } from "../../plugins/critical-css/markers"
import { browsingProfile, builtPages, launchBrowser, pageUrl, samplePages, waitForHydration } from "./support/browser"
import { readBuiltHtml } from "./support/built-html"
import { WEB_FONT_OUTCOME_ATTRIBUTE } from "../../plugins/web-font/markers"

const PUBLIC = path.resolve(__dirname, "../../public")
const pages = builtPages()
const marked = pages.filter((route) => readBuiltHtml(route).includes(` ${BELOW_FOLD_ATTRIBUTE}=`))
const inlineCss = (html: string) => /<style[^>]*data-critical-css[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ""
/**
 * The page's stylesheet: named on the boot loader, which links it after the first paint, and in a
 * <noscript> <link> last in <body> for visitors without JavaScript; both must name the same file.
 */
const pageCssHref = (html: string) => {
  const noscript = new RegExp(`<noscript><link rel="stylesheet" href="([^"]+)" ${PAGE_STYLESHEET_ATTRIBUTE}=""></noscript></body>`).exec(html)?.[1]
  const boot = /<script id="gatsby-boot"[^>]* data-boot-styles="([^"]+)"/.exec(html)?.[1]
  return noscript === boot ? noscript : undefined
}
/** Does this CSS have a rule for a class of the CSS module with this code (plugins/critical-css/css-module-names.ts)? */
const styles = (css: string, module: string) => new RegExp(`\\._${module}\\d+\\b`).test(css)
/** Each rule as "at-rule conditions | selector", the form in which a rule can be looked up in another sheet. */
const ruleKeys = (css: string) => {
  const keys: string[] = []
  postcss.parse(css).walkRules((rule) => {
    const conditions: string[] = []
    for (let parent = rule.parent; parent && parent.type === "atrule"; parent = parent.parent) conditions.unshift(`@${(parent as postcss.AtRule).name} ${(parent as postcss.AtRule).params}`)
    if (!conditions.some((condition) => /keyframes/.test(condition))) for (const selector of rule.selectors) keys.push(`${conditions.join(" ")} | ${selector}`)
  })
  return keys
}

describe("each page's CSS in the build", () => {
  it.each(pages)("%s: links a stylesheet of its own, which repeats every inlined rule after it (the site's cascade order)", (route) => {
    const html = readBuiltHtml(route)
    const href = pageCssHref(html)
    expect(href).toMatch(/^\/page\.[0-9a-f]{20}\.css$/)
    const deferred = new Set(ruleKeys(fs.readFileSync(path.join(PUBLIC, href!), "utf8")))
    const missing = ruleKeys(inlineCss(html)).filter((key) => !deferred.has(key))
    expect(missing).toEqual([])
  })

  it("names every stylesheet the build rewrote after its content, so an immutable file never changes under its name", () => {
    const webpackCss = new Set(Object.values(JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")).assetsByChunkName as Record<string, string[]>).flat().filter((name) => name.endsWith(".css")))
    const named = new Set(pages.flatMap((route) => [...readBuiltHtml(route).matchAll(/(?:href|data-href|data-boot-styles)="\/([\w.-]+\.css)"/g)].map((match) => match[1])))
    const rewritten = [...named].filter((name) => !webpackCss.has(name))
    expect(rewritten.filter((name) => name.startsWith("styles."))).toHaveLength(1)
    for (const name of rewritten) expect(name).toBe(contentNamedFile(name.split(".")[0], fs.readFileSync(path.join(PUBLIC, name), "utf8"), "css"))
    // webpack's own file keeps what webpack wrote under that name: the web font for everyone.
    for (const name of webpackCss) expect(fs.readFileSync(path.join(PUBLIC, name), "utf8")).not.toContain(`@media ${NO_SCRIPT_MEDIA}`)
  })

  it("home and the page kinds whose closing band is always below the first screen mark their fold", () => {
    for (const route of ["/", "/services/office-cleaning/", "/locations/tampa/", "/clients/ripa/", "/blog/"]) expect(marked).toContain(route)
  })

  it.each(marked)("%s: the modules rendered only below the fold are not inlined, but in the page's stylesheet", (route) => {
    const html = readBuiltHtml(route)
    const fold = html.indexOf(` ${BELOW_FOLD_ATTRIBUTE}=`)
    const above = modulesInHtml(html.slice(0, fold))
    const belowOnly = [...modulesInHtml(html)].filter((module) => !above.has(module) && !FIXED_ON_SCREEN.includes(module))
    expect(belowOnly.length).toBeGreaterThan(0)
    const deferred = fs.readFileSync(path.join(PUBLIC, pageCssHref(html)!), "utf8")
    const inline = inlineCss(html)
    for (const module of belowOnly) {
      expect(styles(inline, module)).toBe(false)
      expect(styles(deferred, module)).toBe(true)
    }
    // The contact bar comes after the content in the HTML but is fixed on screen: always inlined.
    for (const module of FIXED_ON_SCREEN) expect(styles(inline, module)).toBe(modulesInHtml(html).has(module))
  })
})

/** Where each element is drawn (margins included) and how it is painted, for the elements matching `scope`. */
function snapshot(page: Page, scope = "body *:not(link, script, noscript)", onlyInView = false) {
  return page.evaluate(
    ([selector, inView]) => {
      // (Chromium reports an auto margin as 0px or as its used value depending on its layout state, so
      // margins are read as boxes.)
      const props = ["display", "position", "visibility", "color", "background-color", "background-image", "font-family", "font-size", "font-weight", "line-height", "letter-spacing", "text-transform", "text-decoration-line", "padding", "border", "border-radius", "box-shadow", "opacity", "transform", "fill", "stroke", "outline-style", "z-index", "overflow", "white-space", "gap"]
      return [...document.querySelectorAll(selector)].flatMap((el, index) => {
        const box = el.getBoundingClientRect()
        if (inView && (box.bottom <= 0 || box.top >= window.innerHeight || box.width === 0 || box.height === 0)) return []
        const style = getComputedStyle(el)
        // In view only: the part of the box on screen (a wrapper's height also counts what is below it).
        const height = inView ? Math.min(box.bottom, window.innerHeight) - box.top : box.height
        const where = [box.x, box.y + window.scrollY, box.width, height].map((n) => n.toFixed(1)).join(",")
        return [`${index} ${el.tagName}.${el.getAttribute("class") ?? ""} ${where} ${props.map((prop) => style.getPropertyValue(prop)).join("|")}`]
      })
    },
    [scope, onlyInView] as const,
  )
}

const differences = (a: string[], b: string[]) => {
  const other = new Map(b.map((line) => [line.split(" ")[0], line]))
  return a.flatMap((line) => (other.get(line.split(" ")[0]) === line ? [] : [`${line}\n  -> ${other.get(line.split(" ")[0])}`]))
}

describe("each page's CSS in the browser", () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  // The tallest first screens: a desktop at 2560x1440 and a portrait tablet at 1024x1366.
  it.each([
    [2560, 1440],
    [1024, 1366],
  ])("the fold marker starts below the first screen at %ix%i on every marked page", async (width, height) => {
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

  // The first paint: only the inlined CSS (no script has run, no stylesheet file has arrived). Every element
  // of the first screen must be drawn exactly as once all the page's CSS applies.
  /**
   * Fonts in, and a frame drawn: the contact bar's scroll-driven reveal takes effect at a frame, and a
   * snapshot taken before it (seen once, on a busy machine) found the bar where its animation does not leave
   * it. Without JavaScript the page runs no frame callbacks; a screenshot waits for a drawn frame.
   */
  async function settled(page: Page) {
    await page.evaluate(() => document.fonts.ready)
    // On a busy machine Chromium has once answered "Unable to capture screenshot" (no frame to capture yet,
    // in a clean-clone CI run): ask again for the next frame, a few times, before calling it a failure.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 } })
        return
      } catch (error) {
        if (attempt >= 5 || !/Unable to capture screenshot/.test(String(error))) throw error
      }
    }
  }

  it.each([
    [390, 844],
    [1280, 900],
    [1024, 1366],
    [2560, 1440],
  ])("the first screen of a page of each kind is drawn at %ix%i with only the inlined CSS as with all of it", async (width, height) => {
    const found: string[] = []
    const profile = await browsingProfile(browser, width, { height, javaScriptEnabled: false, reducedMotion: "reduce" })
    for (const route of samplePages()) {
      const { page } = await profile.open()
      const refused = new Set<string>()
      await page.route(/\.css(\?|$)/, (request) => {
        refused.add(request.request().url())
        return request.abort()
      })
      await page.goto(pageUrl(route), { waitUntil: "load" })
      await settled(page)
      // Every stylesheet the page links was asked for, and refused: none came from a cache the profile's tabs share.
      const linked = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].map((link) => link.href))
      expect(linked.filter((href) => !refused.has(href))).toEqual([])
      const inlineOnly = await snapshot(page, undefined, true)
      await page.unroute(/\.css(\?|$)/)
      await page.goto(pageUrl(route), { waitUntil: "load" })
      await settled(page)
      const all = await snapshot(page, undefined, true)
      found.push(...differences(inlineOnly, all).map((line) => `${route}: ${line}`))
      await profile.done(page)
    }
    await profile.close()
    expect(found).toEqual([])
  }, 240_000)

  it.each([390, 1280])("the home page at %i px looks exactly as with the site's full stylesheet", async (width) => {
    // Reduced motion: no hero rotation or carousel step between the two snapshots.
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" })
    await page.goto(pageUrl("/"), { waitUntil: "load" })
    await waitForHydration(page)
    // A first visit decides on the web font after hydration (plugins/web-font/browser/web-font-guard.ts): both snapshots come
    // after that decision, or one is in the fallback font and the other in Inter (seen on a busy machine).
    await page.waitForSelector(`html[${WEB_FONT_OUTCOME_ATTRIBUTE}]`, { state: "attached" })
    const split = await snapshot(page)
    expect(await page.locator(`link[${PAGE_STYLESHEET_ATTRIBUTE}]`).count()).toBe(1)
    // The loader applies the full stylesheet at the first intent to interact, then drops the page's one.
    await page.evaluate(() => document.dispatchEvent(new Event("pointerdown")))
    await page.waitForFunction((attr) => !document.querySelector(`link[${attr}]`), PAGE_STYLESHEET_ATTRIBUTE)
    expect(differences(split, await snapshot(page))).toEqual([])
    await page.close()
  })

  it.each(["/", "/quote/", "/faq/"])("%s: the page's stylesheet has applied before Gatsby's scripts start, even when it is slow", async (route) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.route(/\/page\.[0-9a-f]+\.css$/, async (request) => {
      await new Promise((done) => setTimeout(done, 1500))
      await request.continue()
    })
    // When the first boot script is added: is the page's stylesheet applied (its sheet has rules)?
    await page.addInitScript(`new MutationObserver(function (records, observer) {
      for (const record of records) for (const node of record.addedNodes) {
        if (node.tagName !== "SCRIPT" || !node.src) continue
        observer.disconnect()
        const link = document.querySelector("link[${PAGE_STYLESHEET_ATTRIBUTE}]")
        window.__pageCssWhenBooting = !!(link && link.sheet && link.sheet.cssRules.length > 0)
        return
      }
    }).observe(document, { subtree: true, childList: true })`)
    await page.goto(pageUrl(route), { waitUntil: "load" })
    await waitForHydration(page)
    expect(await page.evaluate(() => (window as any).__pageCssWhenBooting)).toBe(true)
    await context.close()
  }, 60_000)

  // A menu opened as soon as the page responds, before the site's full stylesheet has arrived (here it never
  // does): its open state comes from the page's stylesheet, and must be drawn as with the full one.
  it.each([
    [390, 'button[aria-controls="mobile-menu"]', "#mobile-menu"],
    [1280, 'nav[aria-label="Main"] li:nth-child(2) summary', 'nav[aria-label="Main"] li:nth-child(2) details > div'],
    [1280, 'nav[aria-label="Main"] li:nth-child(3) summary', 'nav[aria-label="Main"] li:nth-child(3) details > div'],
  ])("at %i px, %s opens a menu drawn as with the site's full stylesheet", async (width, button, panel) => {
    const open = async (refuseFull: boolean) => {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, reducedMotion: "reduce", hasTouch: width < 600 })
      const page = await context.newPage()
      if (refuseFull) await page.route(/\/styles\.[0-9a-f]+\.css$/, (request) => request.abort())
      await page.goto(pageUrl("/"), { waitUntil: "load" })
      await waitForHydration(page)
      if (!refuseFull) {
        await page.evaluate(() => document.dispatchEvent(new Event("pointerdown")))
        await page.waitForFunction((attr) => !document.querySelector(`link[${attr}]`), PAGE_STYLESHEET_ATTRIBUTE)
      }
      await page.click(button)
      await page.waitForSelector(`${panel}:not([hidden]) a`)
      // Drawn at rest: the panel's and the button's transitions have finished, and a frame has followed.
      await page.evaluate(
        (selectors) => Promise.all(selectors.flatMap((selector) => document.querySelector(selector)!.getAnimations({ subtree: true })).map((animation) => animation.finished.catch(() => undefined))),
        [panel, button],
      )
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const shot = await snapshot(page, `${panel}, ${panel} *, ${button}`)
      await context.close()
      return shot
    }
    const early = await open(true)
    expect(early.length).toBeGreaterThan(3)
    expect(differences(early, await open(false))).toEqual([])
  }, 60_000)
})
