/**
 * The web font (Inter) on a page the build has set up to load it after the first paint
 * (../web-font-after-paint.ts). The page's <head> then holds the font's @font-face in a
 * <style id="web-font"> that applies only without JavaScript, and a one-line script that applies it at
 * once where this browser has loaded the font before (WEB_FONT_SEEN_KEY). Here, in the browser:
 * - on a first visit, once the app runs, the font is loaded and swapped in only if no line of text in
 *   view moves (./web-font-guard.ts, in the app chunk: a chunk of its own, loaded on first visits only,
 *   cost a request and more bytes than its share of the app's, docs/performance.md); otherwise this page
 *   keeps the metric-matched fallback, and the next page has Inter; either way the browser's note
 *   (WEB_FONT_SEEN_KEY) is set once the file has arrived;
 * - before a client-side navigation the style is applied, so the next page renders in Inter.
 * `gatsby develop` declares the font in the site's CSS as usual: there is no such <style>.
 */
import { WEB_FONT_STYLE_ID } from "../markers"
import { swapWebFontIfNothingMoves } from "./web-font-guard"

/** The web font's style if the page has one that is not applied yet. */
export function pendingWebFontStyle(doc: Document = document): HTMLStyleElement | null {
  const style = doc.getElementById(WEB_FONT_STYLE_ID)
  return style instanceof HTMLStyleElement && style.media !== "all" ? style : null
}

/** Applies the web font's style (the browser then uses Inter wherever the site's CSS names it). */
export function applyWebFont(doc: Document = document): void {
  const style = pendingWebFontStyle(doc)
  if (style) style.media = "all"
}

/**
 * First visit: the swap is left to ./web-font-guard.ts (a later visit has the style applied from <head>).
 * If the guard fails, the style is simply applied.
 */
export function startWebFont(doc: Document = document): void {
  const style = pendingWebFontStyle(doc)
  if (!style) return
  swapWebFontIfNothingMoves(style, doc).catch(() => applyWebFont(doc))
}
