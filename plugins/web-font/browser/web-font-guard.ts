/**
 * The first-visit swap to the web font, only where it moves no line of text in view.
 *
 * The fallback faces (src/styles/fonts.css) match Inter's line height and, per weight, its average
 * width, but not every string's width: a line that only just fits can re-wrap when Inter arrives, and
 * the words and everything below move (measured on a copy of the build with the font after the paint:
 * a layout shift over 0.01 on 28 of 544 page and width loads, up to 0.15; docs/performance.md). So the
 * face is loaded without being used, then, within one frame and before it is painted, added, the page
 * laid out again and compared with the layout before (swapWouldShow): if a text in view re-wrapped,
 * anything in view moved up or down, or starts moved sideways (a wider word before them, a box sized to
 * its text) enough to make a layout shift of SWAP_SHIFT_LIMIT, the face is removed again in the same
 * task, so nothing is ever painted in between and nothing moves. This page then keeps the fallback; the next one (client-side navigation
 * or a later visit) has Inter from the start.
 */
import { WEB_FONT_OUTCOME_ATTRIBUTE, WEB_FONT_SEEN_KEY } from "../markers"

/** A FontFace with the descriptors of the style's first @font-face rule (the web font), not yet loading. */
export function fontFaceFromStyle(style: HTMLStyleElement): FontFace | null {
  const rules = style.sheet?.cssRules
  let rule: CSSFontFaceRule | undefined
  for (let i = 0; rules && i < rules.length && !rule; i++) if (rules[i].type === 5 /* CSSRule.FONT_FACE_RULE */) rule = rules[i] as CSSFontFaceRule
  if (!rule || typeof FontFace === "undefined") return null
  const value = (name: string) => rule!.style.getPropertyValue(name).trim()
  // Serialized family names are quoted ("Inter Variable"); FontFace takes the bare name.
  const family = value("font-family").replace(/^["']|["']$/g, "")
  return new FontFace(family, value("src"), {
    style: value("font-style") || "normal",
    weight: value("font-weight") || "normal",
    unicodeRange: value("unicode-range") || "U+0-10FFFF",
    display: "swap",
  })
}

/** Notes that this browser has the font file (storage may be refused: the next visit is then a first one too). */
export function rememberWebFont(storage: () => Storage): void {
  try {
    storage().setItem(WEB_FONT_SEEN_KEY, "1")
  } catch {
    // Nothing to do: the font then waits for the paint on the next visit too.
  }
}

/** A box or a text in view: where it starts and how far it extends (CSS px), and for a text where each of its lines is. */
export interface Placed {
  x: number
  y: number
  width: number
  height: number
  lines?: number[]
}

/**
 * Every element box and every text in the viewport, in document order. Reads layout only; subtrees
 * entirely outside the viewport are skipped.
 */
export function layoutInView(doc: Document = document): Placed[] {
  const view = doc.defaultView!
  const height = view.innerHeight
  const range = doc.createRange()
  const placed: Placed[] = []
  const walker = doc.createTreeWalker(doc.body, view.NodeFilter.SHOW_ELEMENT | view.NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === view.Node.TEXT_NODE) return view.NodeFilter.FILTER_ACCEPT
      const box = (node as Element).getBoundingClientRect()
      // FILTER_REJECT skips the subtree (nothing of it is in view).
      if (box.bottom < 0 || box.top > height) return view.NodeFilter.FILTER_REJECT
      if (box.width > 0 || box.height > 0) placed.push({ x: box.left, y: box.top, width: box.width, height: box.height })
      return view.NodeFilter.FILTER_SKIP
    },
  })
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node)
    const rects = range.getClientRects()
    const lines: number[] = []
    for (let i = 0; i < rects.length; i++) if (rects[i].bottom > 0 && rects[i].top < height) lines.push(rects[i].top)
    if (!lines.length) continue
    const box = range.getBoundingClientRect()
    placed.push({ x: rects[0].left, y: rects[0].top, width: box.width, height: box.height, lines })
  }
  return placed
}

/** Chromium's layout-shift movement threshold: a start that moves less is not a shift. */
const MOVEMENT_THRESHOLD = 3
/** A line of text that moves at all has re-wrapped (line heights are the same in both faces). */
const LINE_TOLERANCE = 1
/**
 * The largest layout-shift score the swap may cause, from starts moving sideways along a line (a
 * wider or narrower word before them): half the site's CLS budget of 0.01.
 */
export const SWAP_SHIFT_LIMIT = 0.005

/**
 * Whether swapping from the layout `before` to `after` would show: a text re-wrapped (gained, lost or
 * moved a line), something moved up or down, or starts moved sideways enough to score SWAP_SHIFT_LIMIT
 * or more. The score follows the Layout Instability API's definition (impact fraction times distance
 * fraction) and overestimates it: moved areas are added up, not merged.
 */
export function swapWouldShow(before: Placed[], after: Placed[], viewport: { width: number; height: number }): boolean {
  if (before.length !== after.length) return true
  let area = 0
  let distance = 0
  for (let i = 0; i < before.length; i++) {
    const was = before[i]
    const now = after[i]
    const wasLines = was.lines ?? []
    const nowLines = now.lines ?? []
    if (wasLines.length !== nowLines.length || wasLines.some((top, line) => Math.abs(top - nowLines[line]) >= LINE_TOLERANCE)) return true
    const dx = Math.abs(was.x - now.x)
    const dy = Math.abs(was.y - now.y)
    if (dy >= MOVEMENT_THRESHOLD) return true
    if (dx < MOVEMENT_THRESHOLD) continue
    const left = Math.max(0, Math.min(was.x, now.x))
    const right = Math.min(viewport.width, Math.max(was.x + was.width, now.x + now.width))
    const top = Math.max(0, Math.min(was.y, now.y))
    const bottom = Math.min(viewport.height, Math.max(was.y + was.height, now.y + now.height))
    area += Math.max(0, right - left) * Math.max(0, bottom - top)
    distance = Math.max(distance, dx)
  }
  const impact = Math.min(1, area / (viewport.width * viewport.height))
  return impact * (distance / Math.max(viewport.width, viewport.height)) >= SWAP_SHIFT_LIMIT
}

const nextFrame = (view: Window) => new Promise<void>((resolve) => view.requestAnimationFrame(() => resolve()))

export type WebFontOutcome = "applied" | "fallback" | "unavailable"

/**
 * Loads the style's web font without using it, notes that this browser has it, then adds it to the
 * document only if that moves no line of text in view. Without the FontFace API the style is applied.
 */
export async function swapWebFontIfNothingMoves(style: HTMLStyleElement, doc: Document = document): Promise<WebFontOutcome> {
  const view = doc.defaultView!
  const face = fontFaceFromStyle(style)
  if (!face) {
    style.media = "all"
    return "applied"
  }
  try {
    await face.load()
  } catch {
    return "unavailable"
  }
  rememberWebFont(() => view.localStorage)
  // A client-side navigation may have applied the style meanwhile: the font is in use already.
  if (style.media === "all") return "applied"
  // The layout on screen, read at the start of a frame; the swap at the start of the next one, in a task of
  // its own. Reading a layout in view and laying the page out again in Inter are each a large share of the
  // swap's work, and in one task they were the longest task after hydration (total blocking time on /quote;
  // docs/performance.md). Anything that moved between the two frames counts as moved: the page keeps the
  // fallback, as when Inter would move it.
  await nextFrame(view)
  const before = layoutInView(doc)
  // At the start of the next frame, before it is laid out and painted: the layout with Inter is forced
  // within this one task, so the frame shows either the fallback or Inter, never a step in between.
  await nextFrame(view)
  doc.fonts.add(face)
  const moved = swapWouldShow(before, layoutInView(doc), { width: view.innerWidth, height: view.innerHeight })
  if (moved) doc.fonts.delete(face)
  const outcome = moved ? "fallback" : "applied"
  doc.documentElement.setAttribute(WEB_FONT_OUTCOME_ATTRIBUTE, outcome)
  return outcome
}
