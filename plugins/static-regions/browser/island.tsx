import React, { createElement, Suspense, useEffect, useRef, useState, type ComponentType } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import type { RegionApi, WakeWhen } from "../../../src/components/static-region/part"
import { whileAsleep } from "./island-wake"
import { loadIslandCode, registerRegionLoader } from "./region-loading"
import { drawnPart as DrawnPart, KeptRegion, partOnDemand as onDemand, useHydrating } from "./static-region"

/**
 * Islands: interactive parts of a page (a carousel, a filter, a form) whose code is not in the landing page's
 * first load. Where static regions keep their server HTML for good (./static-region.tsx), an island keeps it
 * only until it is needed:
 *
 * - on the page the server rendered, the island's HTML is kept as it is (the same kept wrapper as a static
 *   region's, marked `data-island`), and none of its code loads until it wakes: when the visitor is about
 *   to use it (a pointer over it, a press, a touch, focus, a key: ./island-wake.ts), or at its own
 *   trigger (`wakeWhen`: near the screen, or when its first change is due). Then its code loads (at once if
 *   the first sign of a navigation already loaded it: ./region-loading.ts) and React hydrates the kept
 *   HTML in place, as a root of its own: no element is drawn again, and the page's React never looks inside
 *   it. The button clicked and the form submitted while it loaded are done again once it is awake;
 * - rendered by React on its own (a client-side navigation), it is an ordinary component, loaded on demand
 *   (as it always is without this plugin: src/components/static-region).
 *
 * An island's own root has none of the page's React context (none of its components may read one provided
 * outside it), and no Gatsby provider (no static query): its props are the page's data, read once, on the
 * landing page when it wakes. Ids must not come from useId, whose values depend on the tree around (the
 * server's differ from the island root's): an island names its own. __tests__/component/static-region-rule.test.tsx
 * checks all three on every built page.
 * Tests: __tests__/component/island.test.tsx and island-wake.test.ts, the home and blog browser suites,
 * and first-load-javascript.test.ts (no island's code in a first load). docs/architecture.md, "Islands".
 */

const noTrigger = () => () => undefined

/** Runs `onHydrated` once the island's content has hydrated (effects run after the commit that attached its handlers). */
function Awake({ onHydrated, children }: { onHydrated: () => void; children: React.ReactNode }) {
  useEffect(onHydrated, [])
  return <>{children}</>
}

/**
 * The island is React's: its held uses are done again, in a task of their own, once the state its components
 * set on mount (a form adopting what was typed) is in place; then it is marked `data-awake` (for tests).
 */
function awoke(element: HTMLElement, asleep: { replay(): void }) {
  setTimeout(() => {
    asleep.replay()
    element.setAttribute("data-awake", "")
  })
}

/** An island from a component loaded on demand (RegionApi in src/components/static-region/part.tsx). */
export const island: RegionApi["island"] = <P extends object>(name: string, load: () => Promise<ComponentType<P>>, wakeWhen: WakeWhen<P> = noTrigger) => {
  const part = onDemand(() => loadIslandCode(load))
  const preload = part.preload
  registerRegionLoader(() => preload().catch(() => undefined))

  function Asleep({ props }: { props: P }) {
    const ref = useRef<HTMLElement>(null)
    useEffect(() => {
      const element = ref.current!
      let root: Root | undefined
      let added: Partial<P> = {}
      let woken = false
      let gone = false
      const wake = (more?: Partial<P>) => {
        added = { ...added, ...more }
        if (woken) return
        woken = true
        preload().then(
          (component) => {
            if (gone) return
            stopOwnTrigger()
            root = hydrateRoot(
              element,
              // Awake inside the boundary: React hydrates a Suspense boundary's content after the root's
              // own commit, and the held uses must wait for the content's handlers.
              <Suspense fallback={null}>
                <Awake onHydrated={() => awoke(element, asleep)}>{createElement(component, { ...props, ...added })}</Awake>
              </Suspense>,
            )
          },
          // The code could not load (offline): the kept HTML stays, and the next use tries again.
          () => (woken = false),
        )
      }
      const asleep = whileAsleep(element, () => wake())
      const stopOwnTrigger = wakeWhen(element, wake)
      return () => {
        gone = true
        stopOwnTrigger()
        asleep.stop()
        // Not during the outer page's commit: React refuses to unmount a root while it is rendering.
        if (root) setTimeout(root.unmount.bind(root))
      }
    }, [])
    return <KeptRegion name={name} marker="data-island" elementRef={ref} wrapper={{ as: "div" }} />
  }

  function Island(props: P) {
    const hydrating = useHydrating()
    // Decided once per mount, as for a static region.
    const [asleep] = useState(() => typeof window !== "undefined" && hydrating)
    if (asleep) return <Asleep props={props} />
    // The same Suspense boundary the server rendered, which the island's own root hydrates when it wakes.
    return <DrawnPart part={part} marker="data-island" name={name} wrapper={{ as: "div" }} props={props} />
  }
  // Its name in development builds (React's tools, the region rule's test); none in production's bytes.
  if (process.env.NODE_ENV !== "production") Island.displayName = `Island(${name})`
  return Island
}
