import { LANGUAGES } from "../../../src/lib/i18n/language"
import { uiText } from "../../../src/lib/i18n/ui-text"
import type { Page } from "playwright-core"
import { samplePages } from "./browser"
import { routes } from "../../../src/lib/routes"

export interface Overlap {
  /** What is covered: a tag name, or "text" with the words. */
  what: string
  /** The covered box in viewport pixels, rounded. */
  box: [number, number, number, number]
}

/**
 * Everything a visitor reads or uses (text, images, links, buttons, form fields) whose visible box,
 * in the viewport at the current scroll position, intersects the box of the element matching
 * `coverSelector`. Boxes are clipped by ancestors that hide overflow (a carousel's off-screen slides
 * are not "under" anything), and hidden or transparent elements are left out.
 */
export function overlapsWith(page: Page, coverSelector: string): Promise<Overlap[]> {
  return page.evaluate((selector) => {
    const cover = document.querySelector(selector)
    if (!cover) return []
    const c = cover.getBoundingClientRect()
    const view = { left: 0, top: 0, right: innerWidth, bottom: innerHeight }
    type Box = { left: number; top: number; right: number; bottom: number }
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    })
    const area = (b: Box) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top)
    const coverBox = intersect(c, view)
    if (area(coverBox) === 0) return []

    const clips = new Map<Element, Box>()
    /** The part of the viewport an element's content can show in, after every overflow-clipping ancestor. */
    const clipOf = (el: Element | null): Box => {
      if (!el || el === document.documentElement || el === document.body) return view
      const cached = clips.get(el)
      if (cached) return cached
      let box = clipOf(el.parentElement)
      const style = getComputedStyle(el)
      if (style.overflowX !== "visible" || style.overflowY !== "visible" || style.clip !== "auto") {
        box = intersect(box, el.getBoundingClientRect())
      }
      clips.set(el, box)
      return box
    }
    const visible = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)

    const found: Array<{ what: string; box: [number, number, number, number] }> = []
    const check = (what: string, el: Element, rects: Iterable<DOMRect>) => {
      const clip = clipOf(el)
      for (const rect of rects) {
        const shown = intersect(rect, clip)
        // A visually-hidden element is a 1 px box: nothing a visitor sees.
        if (area(shown) < 4) continue
        const hit = intersect(shown, coverBox)
        if (hit.right - hit.left > 0.5 && hit.bottom - hit.top > 0.5) {
          found.push({ what, box: [shown.left, shown.top, shown.right, shown.bottom].map(Math.round) as any })
          return
        }
      }
    }

    const controls = "img, svg, picture, video, canvas, a[href], button, input, select, textarea, [role=button], [tabindex]:not([tabindex=\"-1\"])"
    for (const el of document.querySelectorAll(controls)) {
      if (cover.contains(el) || !visible(el)) continue
      check(el.tagName.toLowerCase(), el, [el.getBoundingClientRect()])
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !node.textContent?.trim() || cover.contains(parent)) continue
      if (parent.closest("script, style, noscript, template") || !visible(parent)) continue
      range.selectNodeContents(node)
      check(`text "${node.textContent.trim().slice(0, 40)}"`, parent, range.getClientRects())
    }
    return found
  }, coverSelector)
}

/**
 * The pages the floating group is checked on: a page of each kind but /quote (which has its own
 * contact panel instead of the group), and the 404 page (a page type too).
 */
export const floatingActionPages = () => [...samplePages().filter((path) => path !== routes.quote), "/404.html"]

/** The quick-contact bar, named in the page's language (src/lib/i18n/ui-text.ts). */
export const QUICK_CONTACT = LANGUAGES.map((lang) => `[aria-label="${uiText(lang).quickActions.label}"]`).join(", ")

/**
 * Scrolls to `y` and waits until the quick-contact bar has come to rest: it slides with a scroll-driven
 * animation, applied over the next frames, so its box is read frame by frame until two in a row agree.
 */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    async ({ top, selector }) => {
      window.scrollTo({ top, behavior: "instant" })
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      const box = () => {
        const rect = document.querySelector(selector)?.getBoundingClientRect()
        return rect ? [rect.x, rect.y, rect.width, rect.height].join() : ""
      }
      await frame()
      let previous = box()
      for (let frames = 0; frames < 120; frames += 1) {
        await frame()
        const now = box()
        if (now === previous) return
        previous = now
      }
    },
    { top: y, selector: QUICK_CONTACT },
  )
}

/**
 * Where the group sits beside the content (wide screens): scrolled from top to bottom half a screen
 * at a time, everything it covers, with the scroll position.
 */
export async function coveredWhileScrolling(page: Page, cover = QUICK_CONTACT): Promise<string[]> {
  const covered: string[] = []
  const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, step: innerHeight / 2 }))
  for (let y = 0; y < height; y += step) {
    await scrollTo(page, y)
    for (const hit of await overlapsWith(page, cover)) covered.push(`at scroll ${y}: ${hit.what} ${hit.box}`)
  }
  return covered
}

/**
 * Where the group is a bottom bar that content scrolls under (phones, tablets): what it covers at the
 * first view and scrolled to the very end, and whether it is inside the screen there.
 */
export async function coveredAtFirstViewAndEnd(page: Page, cover = QUICK_CONTACT) {
  // The first view is the top of the page, whatever ran on the page before.
  await scrollTo(page, 0)
  const firstView = (await overlapsWith(page, cover)).map((hit) => `${hit.what} ${hit.box}`)
  await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight))
  const bar = await page.locator(cover).boundingBox()
  const insideScreen = bar !== null && bar.y + bar.height <= (await page.evaluate(() => innerHeight)) + 1
  const atEnd = (await overlapsWith(page, cover)).map((hit) => `${hit.what} ${hit.box}`)
  return { firstView, atEnd, insideScreen }
}
