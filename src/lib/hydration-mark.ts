/**
 * Marks <html data-hydrated> once React has hydrated the whole page, a signal for anything that must
 * not act on a page before it is alive (the browser tests). Gatsby's boot scripts load after the first
 * paint (plugins/boot-after-paint/boot-after-paint.ts), so the `load` event no longer implies hydration, and
 * Gatsby's onInitialClientRender alone is not enough either: the layout hydrates region by region
 * (each is a Suspense boundary, src/components/layout/layout.tsx), after the root has committed.
 * Done means: Gatsby's root rendered ("root"), the layout said which regions it has, and each of them
 * reported. Effects run in no fixed order between the root and the regions, so any order completes it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated"

export interface HydrationTracker {
  /** The parts to wait for; only the first call counts (the layout persists across navigations). */
  expect(parts: readonly string[]): void
  report(part: string): void
}

export function createHydrationTracker(onComplete: () => void): HydrationTracker {
  let expected: ReadonlySet<string> | null = null
  const reported = new Set<string>()
  let complete = false
  const check = () => {
    if (complete || !expected || ![...expected].every((part) => reported.has(part))) return
    complete = true
    onComplete()
  }
  return {
    expect(parts) {
      if (expected) return
      expected = new Set(parts)
      check()
    },
    report(part) {
      reported.add(part)
      check()
    },
  }
}

/** The page's one tracker; it writes the attribute on <html>, which React does not manage. */
export const pageHydration = createHydrationTracker(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""))
