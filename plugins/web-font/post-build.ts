/**
 * The web-font step, on pages that boot after the first paint (plugins/boot-after-paint): the @font-face
 * rules leave the inlined <style> for their own style and early script (web-font-after-paint.ts), and the
 * inlined style names a copy of the site's whole stylesheet (applied at the first navigation) in which
 * those rules apply only without JavaScript. That copy is named after its content; webpack's stylesheet
 * keeps its name and what webpack wrote.
 */
import fs from "node:fs"
import path from "node:path"
import { BOOT_LOADER_TAG } from "../boot-after-paint/markers"
import { GATSBY_INLINED_STYLE, writeContentNamedCss, type PageTransform } from "../post-build-html/pages"
import { splitWebFontFaces, webFontFacesForNoScriptOnly, withWebFontAfterPaint } from "./web-font-after-paint"

/** The site's whole stylesheet as this step writes it, or as webpack did. */
export const SITE_CSS_FILE = /^styles\.[0-9a-f]+\.css$/

export const webFontStep =
  (seen: { pages: number }): PageTransform =>
  (html, { publicDir }) => {
    const style = GATSBY_INLINED_STYLE.exec(html)
    if (!style) return html
    seen.pages += 1
    if (!html.includes(BOOT_LOADER_TAG)) return html
    const web = splitWebFontFaces(style[3])
    const full = path.join(publicDir, style[1].replace(/^\//, ""))
    const href = writeContentNamedCss(publicDir, "styles", webFontFacesForNoScriptOnly(fs.readFileSync(full, "utf8")))
    const inlined = `<style data-href="${href}" data-identity="gatsby-global-css"${style[2]}>${web.css}</style>`
    return withWebFontAfterPaint(html.replace(style[0], () => inlined), web.faces, inlined)
  }

/** The stylesheet webpack wrote (webpack.stats.json names it): never removed. */
export function webpackStylesheets(publicDir: string): Set<string> {
  const stats = path.join(publicDir, "webpack.stats.json")
  if (!fs.existsSync(stats)) return new Set()
  const assets = JSON.parse(fs.readFileSync(stats, "utf8")).assetsByChunkName as Record<string, string[]>
  return new Set(Object.values(assets).flat().filter((name) => SITE_CSS_FILE.test(name)))
}
