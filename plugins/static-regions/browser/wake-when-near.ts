import type { RegionApi } from "../../../src/components/static-region/part"

/**
 * An island's trigger: wakes it once its boxes come within half a screen (its wrapper is `display: contents`
 * and has no box of its own: its children are watched); at once where IntersectionObserver is missing.
 * Returns how to stop watching. A module of its own, so a page whose islands wake otherwise (the blog) does
 * not carry it.
 */
export const wakeWhenNear: RegionApi["wakeWhenNear"] = (element, wake) => {
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
    { rootMargin: "50% 0px" },
  )
  for (const child of Array.from(element.children)) observer.observe(child)
  return () => observer.disconnect()
}
