/**
 * Each page inlines only the CSS rules its first screen matches (../critical-css.ts marks that
 * <style> with data-critical-css) and gets every rule it can use, the states JavaScript gives its
 * components included, from a stylesheet of its own that the boot loader links before Gatsby's scripts
 * start. The site's full stylesheet is only needed for other pages' components, after a client-side
 * navigation, and for parts loaded on demand (the mobile menu's and the dropdowns' contents). Applying it
 * costs a style recalculation and layout of the whole page (about 30 ms here), so:
 * - once the page has hydrated it is prefetched (network only, no main-thread work);
 * - it is applied at the first sign the visitor may navigate (first pointer, touch or key press, or a
 *   click, which is all a screen reader's browse mode sends) or, at the latest, when a client-side
 *   navigation starts; by then it is normally in the HTTP cache.
 * It goes right after the inlined copy, so the cascade order is unchanged. The page's own stylesheet (the
 * last element of <body>) is removed once the full one has loaded: the full one has the same rules in the
 * site's order, which the next pages need.
 */
import { PAGE_STYLESHEET_ATTRIBUTE } from "../markers"

const INTENT_EVENTS = ["pointerdown", "touchstart", "keydown", "click"] as const

function inlinedCritical(doc: Document): { style: HTMLStyleElement; href: string } | null {
  const style = doc.querySelector<HTMLStyleElement>("style[data-critical-css][data-href]")
  const href = style?.getAttribute("data-href")
  return style && href ? { style, href } : null
}

/** Adds the full stylesheet after the inlined critical CSS (once). */
export function applyFullStylesheet(doc: Document = document): HTMLLinkElement | null {
  const critical = inlinedCritical(doc)
  if (!critical || doc.querySelector(`link[rel="stylesheet"][href="${critical.href}"]`)) return null
  const link = doc.createElement("link")
  link.rel = "stylesheet"
  link.href = critical.href
  link.addEventListener("load", () => doc.querySelector(`link[${PAGE_STYLESHEET_ATTRIBUTE}]`)?.remove(), { once: true })
  critical.style.after(link)
  return link
}

/** Prefetches the full stylesheet and applies it on the first pointer, touch or key press. */
export function armFullStylesheet(doc: Document = document): void {
  const critical = inlinedCritical(doc)
  if (!critical) return
  const prefetch = doc.createElement("link")
  prefetch.rel = "prefetch"
  prefetch.as = "style"
  prefetch.href = critical.href
  doc.head.append(prefetch)
  const apply = () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, apply, true)
    applyFullStylesheet(doc)
  }
  for (const type of INTENT_EVENTS) doc.addEventListener(type, apply, { capture: true, passive: true })
}
