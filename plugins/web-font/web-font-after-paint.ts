/**
 * The web font (Inter, 26 KB) requested after the first paint on a first visit, at once on later ones.
 *
 * Declared in the inlined CSS (and preloaded, before issue 15's LCP pass), the font was requested with
 * the HTML, before the first paint, on every visit; Lighthouse's simulation counted its 26 KB before the
 * largest paint (the hero text on phones) on every page. Text is drawn from the first paint in the
 * metric-matched fallback faces (src/styles/fonts.css).
 *
 * After the build, on pages that boot after the paint (plugins/boot-after-paint/boot-after-paint.ts):
 * - the @font-face rules that fetch a file leave the inlined <style> for a <style id="web-font"> whose
 *   media, `(scripting:none)`, applies them at once for visitors without JavaScript and not otherwise;
 * - a one-line script right after that style applies it before anything is laid out where this browser
 *   has loaded the font before (a localStorage note; the file is cached for a year), so a later visit
 *   paints in Inter from the start, as with the preload, instead of swapping after the paint;
 * - in the site's full stylesheet, applied at the first interaction (plugins/critical-css/browser/critical-css-loader.ts),
 *   the same rules are wrapped in `@media (scripting:none)`, so applying it does not swap the font
 *   under the visitor's finger.
 * On a first visit the app then loads the font and swaps it in only where that moves no line of text in
 * view, and applies the style before a client-side navigation (./browser/web-font.ts). `gatsby develop`
 * keeps fonts.css as it is.
 */
import postcss, { type AtRule, type Root } from "postcss"
import { WEB_FONT_SEEN_KEY, WEB_FONT_STYLE_ID } from "./markers"

/**
 * Runs in <head> right after the style, before <body> is parsed: where this browser has loaded the font
 * before, applies the style and starts loading the font from the cache at once, as the preload did
 * (left to the first layout, the cached file arrived a frame after the first paint: the page swapped
 * fonts after it and, where a line re-wrapped, shifted). The family names (quoted, as in CSS) are the
 * same on every page, so is the script, and the CSP lists it by one hash. Storage can be unavailable
 * (privacy settings): the font then waits for the paint, as on a first visit.
 */
export const webFontEarlyScript = (families: string[]) =>
  `(function(){try{if(localStorage.getItem("${WEB_FONT_SEEN_KEY}")){document.getElementById("${WEB_FONT_STYLE_ID}").media="all";${families
    .map((family) => `document.fonts.load('1em ${JSON.stringify(family)}');`)
    .join("")}}}catch(e){}})()`

/**
 * Matches for visitors without JavaScript only. A browser that does not know the `scripting` feature
 * treats the query as false: with JavaScript the site still applies the font, without it that browser
 * (from before 2023) keeps the fallback face.
 */
export const NO_SCRIPT_MEDIA = "(scripting:none)"

const fetchesFile = (rule: AtRule) => rule.nodes?.some((node) => node.type === "decl" && node.prop === "src" && /url\(/i.test(node.value)) ?? false
const isNoScriptMedia = (node: AtRule["parent"]) => node?.type === "atrule" && (node as AtRule).name === "media" && (node as AtRule).params.replace(/\s/g, "") === NO_SCRIPT_MEDIA

function webFontFaces(root: Root): AtRule[] {
  const faces: AtRule[] = []
  root.walkAtRules("font-face", (rule) => {
    if (fetchesFile(rule)) faces.push(rule)
  })
  return faces
}

/** The family names the @font-face rules declare, in order, once each. */
export function webFontFamilies(faces: string): string[] {
  const families: string[] = []
  postcss.parse(faces).walkDecls("font-family", (decl) => {
    const family = decl.value.trim().replace(/^["']|["']$/g, "")
    if (!families.includes(family)) families.push(family)
  })
  return families
}

/**
 * The CSS without its @font-face rules that fetch a file (`url(...)`), and those rules. A rule inside the
 * `@media (scripting:none)` wrapper of the site's stylesheet (below) comes out of it; the empty wrapper goes.
 */
export function splitWebFontFaces(css: string): { css: string; faces: string } {
  const root = postcss.parse(css)
  const faces = webFontFaces(root)
  if (faces.length === 0) return { css, faces: "" }
  const text = faces.map((rule) => {
    const wrapper = isNoScriptMedia(rule.parent) ? (rule.parent as AtRule) : null
    const face = rule.toString()
    rule.remove()
    if (wrapper && !wrapper.nodes?.length) wrapper.remove()
    return face
  })
  return { css: root.toString(), faces: text.join("") }
}

/**
 * The site's full stylesheet with those rules inside `@media (scripting:none)`: applied at the first
 * interaction, it must not declare the font for visitors with JavaScript (the page's own style and the
 * app do that). Already wrapped rules are left as they are, so a second pass changes nothing.
 */
export function webFontFacesForNoScriptOnly(css: string): string {
  const root = postcss.parse(css)
  const faces = webFontFaces(root).filter((rule) => !isNoScriptMedia(rule.parent))
  if (faces.length === 0) return css
  for (const rule of faces) {
    const wrapper = postcss.atRule({ name: "media", params: NO_SCRIPT_MEDIA, raws: { before: rule.raws.before, afterName: " ", between: "", after: "" } })
    rule.replaceWith(wrapper)
    rule.raws.before = ""
    wrapper.append(rule)
  }
  return root.toString()
}

/** The page with the web font's rules in their own style, and the early script, right after `after` (the inlined <style>). */
export function withWebFontAfterPaint(html: string, faces: string, after: string): string {
  if (!faces) return html
  const at = html.indexOf(after)
  if (at < 0) throw new Error("plugins/web-font/web-font-after-paint.ts: the inlined <style> to put the web font after is not in the page")
  const end = at + after.length
  const placed = `<style id="${WEB_FONT_STYLE_ID}" media="${NO_SCRIPT_MEDIA}">${faces}</style><script>${webFontEarlyScript(webFontFamilies(faces))}</script>`
  return html.slice(0, end) + placed + html.slice(end)
}
