/**
 * Calls `wake` once when an island's boxes come within `margin` of the screen (its wrapper is `display:
 * contents` and has no box of its own: its children are watched); at once where IntersectionObserver is
 * missing. Returns how to stop watching. Browser code, no React (src/components/static-region/island.tsx); a
 * module of its own, so a page whose islands wake otherwise (the blog) does not carry it.
 */
export function wakeWhenNear(element: HTMLElement, wake: () => void, margin = "50% 0px"): () => void {
  if (typeof IntersectionObserver === "undefined") {
    wake()
    return () => undefined
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      wake()
    },
    { rootMargin: margin },
  )
  for (const child of Array.from(element.children)) observer.observe(child)
  return () => observer.disconnect()
}
