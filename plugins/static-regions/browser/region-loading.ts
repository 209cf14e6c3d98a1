/**
 * When the code of static regions (./static-region.tsx) loads. On the page the server rendered,
 * a region keeps its HTML and loads no code; a page reached by client-side navigation renders its regions
 * from their components, which should be loaded before React gets there:
 * - a template module Gatsby evaluates after boot is one it is loading for a navigation (after a hover on a
 *   link to that page, or the click): its regions start loading at once;
 * - the landing page's own regions were defined while Gatsby booted: they load at the first sign of a
 *   navigation (a pointer over a link or a button, focus, a touch, a key press) or, at the latest, when one
 *   starts, so that going back to this page, or on to another of its kind, renders without waiting, and a
 *   region a button adds (a blog filter's cards) is ready when it is clicked.
 * Browser state, set by the plugin's gatsby-browser (`finishBoot`, `armLandingRegions`, `loadLandingRegions`).
 */
type Load = () => unknown

let booted = false
let islandLoads = 0
const landingLoaders = new Set<Load>()

/**
 * A page-level region's code loader: run now after boot, else kept for `loadLandingRegions`. Regions
 * defined by an island's code (./island.tsx) are the landing page's too: the
 * island keeps their HTML when it wakes, so their code waits like theirs.
 */
export function registerRegionLoader(load: Load): void {
  if (booted && islandLoads === 0) load()
  else landingLoaders.add(load)
}

/** Loads an island's code: the regions its modules define meanwhile are the landing page's. */
export function loadIslandCode<T>(load: () => Promise<T>): Promise<T> {
  islandLoads++
  return load().finally(() => islandLoads--)
}

/** Loads the code of the landing page's regions (once). */
export function loadLandingRegions(): void {
  for (const load of landingLoaders) load()
  landingLoaders.clear()
}

/** Gatsby has rendered the landing page: templates evaluated from now on are for navigations. */
export function finishBoot(): void {
  booted = true
}

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart", "keydown"] as const

/** Calls `loadLandingRegions` at the first pointer over a link or button, focus, touch or key press. */
export function armLandingRegions(doc: Document = document): void {
  const onIntent = (event: Event) => {
    if (event.type === "pointerover" && !(event.target as Element | null)?.closest?.("a[href],button")) return
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, true)
    loadLandingRegions()
  }
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true })
}
