/**
 * The critical-CSS step: each page keeps in Gatsby's inlined <style> only the rules its first screen
 * matches (critical-css.ts), and gets every rule it can use from a stylesheet of its own, named after its
 * content and requested after the first paint.
 */
import fs from "node:fs"
import path from "node:path"
import { BOOT_LOADER_TAG } from "../boot-after-paint/markers"
import { BOOT_STYLES_ATTRIBUTE, CRITICAL_CSS_ATTRIBUTE, PAGE_STYLESHEET_ATTRIBUTE } from "./markers"
import { GATSBY_INLINED_STYLE, writeContentNamedCss, type PageTransform } from "../post-build-html/pages"
import { splitPageCss } from "./critical-css"

/** A page stylesheet this step writes. */
export const PAGE_CSS_FILE = /^page\.[0-9a-f]+\.css$/

/**
 * The page's stylesheet, requested after the first paint like Gatsby's boot scripts: its URL goes on the
 * boot loader's <script> (plugins/boot-after-paint), which links it at the end of <body> once the first
 * contentful paint is reported and starts the scripts once it has loaded, and a <noscript> copy of the
 * <link>, last in <body>, serves visitors without JavaScript. Linked from the start, even last in <body>,
 * it was found by the preload scanner and fetched with the HTML, the font and the hero image, and Chromium
 * reported it as render-blocking; Lighthouse then counted it before the LCP (docs/performance.md). It
 * comes after the inlined CSS and holds every rule of the page in the site's order, so the cascade is the
 * page's full CSS. A page without the deferred boot (a build with SITE_SPEED_SKIP=boot-after-paint) gets a
 * plain <link> as the last element of <body>.
 */
export function withPageStylesheet(html: string, href: string): string {
  const link = `<link rel="stylesheet" href="${href}" ${PAGE_STYLESHEET_ATTRIBUTE}="">`
  const booted = html.includes(BOOT_LOADER_TAG)
  const page = booted ? html.replace(BOOT_LOADER_TAG, `${BOOT_LOADER_TAG} ${BOOT_STYLES_ATTRIBUTE}="${href}"`) : html
  const end = page.lastIndexOf("</body>")
  if (end < 0) throw new Error("plugins/critical-css: a page has no </body> for its stylesheet")
  return `${page.slice(0, end)}${booted ? `<noscript>${link}</noscript>` : link}${page.slice(end)}`
}

/** The site's whole stylesheet, from the file Gatsby names in data-href (the inlined copy if it is missing). */
function siteStylesheet(publicDir: string, href: string, inlined: string): string {
  const file = path.join(publicDir, href.replace(/^\//, ""))
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : inlined
}

/** Sizes seen by the step, for the build's log and its check that Gatsby still inlines the CSS. */
export interface CssSizes {
  pages: number
  before: number
  after: number
}

export const criticalCssStep =
  (sizes: CssSizes, fixedOnScreen?: readonly string[]): PageTransform =>
  (html, { publicDir }) => {
    const style = GATSBY_INLINED_STYLE.exec(html)
    if (!style) return html
    const { inline, deferred } = splitPageCss(siteStylesheet(publicDir, style[1], style[3]), html, fixedOnScreen)
    sizes.pages += 1
    sizes.before += style[3].length
    sizes.after += inline.length
    const inlined = `<style data-href="${style[1]}" data-identity="gatsby-global-css" ${CRITICAL_CSS_ATTRIBUTE}="">${inline}</style>`
    return withPageStylesheet(html.replace(style[0], () => inlined), writeContentNamedCss(publicDir, "page", deferred))
  }
