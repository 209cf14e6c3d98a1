import React, { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type MouseEvent, type SyntheticEvent } from "react"
import { navigate, prefetchPathname } from "gatsby"
import { clientNavigationTarget, sitePagePath } from "../../../src/lib/client-navigation"
import { DrawnPart, onDemand, type Marker, type RegionApi, type RegionProps, type Wrapper } from "../../../src/components/static-region/part"
import { registerRegionLoader } from "./region-loading"

// For ./island.tsx, as this module's own bindings (not re-exports): the part code (src/components/static-region/part.tsx)
// is then imported by this module alone, and the bundle inlines it here instead of keeping a module of its own.
export const drawnPart = DrawnPart
export const partOnDemand = onDemand

/**
 * Static regions: the parts of a page that never change once drawn (no state, no handlers, only markup from
 * the page's data). React still owns the page around them, but their code is not in the page's first load:
 *
 * - when React hydrates the page the server rendered (the visitor's landing page), a region keeps the
 *   server's HTML as it is: React does not hydrate inside an element that sets `dangerouslySetInnerHTML`
 *   (it never compares or writes inner HTML while hydrating, the contract gatsby-plugin-image's wrapper
 *   relies on too), so the region's component and what only it imports stay out of the browser;
 * - when React renders it by itself (a page reached by client-side navigation, or a region mounted after
 *   hydration, such as a blog card a filter adds), it renders the region's component, loaded on demand
 *   (src/components/static-region/part.tsx, as without this plugin); ./region-loading.ts starts those loads
 *   ahead of a navigation.
 *
 * Whether React is hydrating comes from useSyncExternalStore, whose server snapshot React uses while it
 * hydrates (and in the HTML build) and never for a render of its own. Rules for a region's component: it
 * renders the same markup wherever the server rendered it (its props are page data, nothing read from the
 * browser), it uses no static query (its data comes in as props), and it has no state or handlers.
 * The links in kept HTML are the server's plain <a> elements: clicks on them are routed in the page, and
 * they are prefetched on hover and when scrolled into view, as Gatsby's Link does (`followLink`,
 * `prefetchOnHover`, `useLinks`).
 * The wrapper is a `display: contents` <div data-static="name"> (src/styles/global.css), so it adds no box;
 * where only one element may stand (an <li> in a list), or the wrapper's class changes (a rotating slide),
 * the wrapper is a real element of the layout (`as`, `className`), which React keeps up to date, and the
 * region's component renders its contents.
 * Tests: __tests__/component/static-region.test.tsx, __tests__/browser/static-regions.test.ts, and the
 * package behaviours it leans on in __tests__/unit/build/static-region-assumptions.test.ts.
 */

declare global {
  interface Window {
    /** Gatsby's page loader; its Link calls `hovering` on mouseenter to load a page before the click. */
    ___loader?: { hovering?: (path: string) => void }
  }
}

const KEEP_SERVER_HTML = { __html: "" }

const withoutHash = (path: string) => path.replace(/#.*$/, "")

const noSubscription = () => () => undefined
/** True in the HTML build and while React hydrates server HTML; false when React renders by itself. */
export const useHydrating = () => useSyncExternalStore(noSubscription, () => false, () => true)

const linkOf = (target: EventTarget | null) => (target as Element).closest?.<HTMLAnchorElement>("a[href]")

const here = () => window.location.pathname + window.location.search

/** A click on a site link inside kept server HTML: a client-side navigation, as Gatsby's Link makes. */
function followLink(event: MouseEvent<HTMLElement>) {
  const anchor = linkOf(event.target)
  // React's event keeps `defaultPrevented` current when a handler below this one prevents the default.
  const to = anchor && clientNavigationTarget({ href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute("download") }, event, window.location)
  if (!to) return
  event.preventDefault()
  // Like Link: a link to the page already shown replaces its history entry instead of adding one.
  navigate(to, { replace: withoutHash(to) === here() })
}

/** A site link's page, for Gatsby's loader: `hovering` loads its data and code, `prefetchPathname` prefetches them. */
const pageOf = (anchor: HTMLAnchorElement | null | undefined) => {
  const to = anchor && sitePagePath(anchor.href, window.location)
  return to ? withoutHash(to) : null
}

/** A pointer over (or a touch on) a site link: Gatsby loads that page before the click, as for its Link. */
function prefetchOnHover(event: SyntheticEvent) {
  const page = pageOf(linkOf(event.target))
  if (page) window.___loader?.hovering?.(page)
}

/**
 * Links scrolled into view are prefetched at low priority, as Gatsby's Link does with its own observer;
 * links stay marked aria-current as Link marks them (for a region that outlives navigations).
 */
function useLinks(ref: React.RefObject<HTMLElement>, currentPath?: string) {
  useEffect(() => {
    if (!window.IntersectionObserver) return
    const observer = new IntersectionObserver((entries) => {
      for (const { isIntersecting, target } of entries) {
        const page = isIntersecting && pageOf(target as HTMLAnchorElement)
        if (!page) continue
        observer.unobserve(target)
        if (page !== here()) prefetchPathname(page)
      }
    })
    ref.current!.querySelectorAll("a[href]").forEach((anchor) => observer.observe(anchor))
    return () => observer.disconnect()
  }, [])
  // A layout effect: the marks change in the same frame as the page they mark (KeptRegion renders only
  // in the browser, so there is no server render to warn about).
  useLayoutEffect(() => {
    if (!currentPath) return
    ref.current!.querySelectorAll<HTMLAnchorElement>("a[href]").forEach((anchor) => {
      if (anchor.origin === window.location.origin && anchor.pathname === currentPath) anchor.setAttribute("aria-current", "page")
      else anchor.removeAttribute("aria-current")
    })
  }, [currentPath])
}

interface KeptRegionProps {
  name: string
  currentPath?: string
  wrapper: Wrapper
  /** `data-island` for an island's kept HTML (./island.tsx), `data-static` by default. */
  marker?: Marker
  /** The wrapper element, for an island that later hydrates its kept HTML. */
  elementRef?: React.RefObject<HTMLElement>
}

/** The server's HTML of a region, kept as it is, with its links made to behave like Gatsby's Link. */
export function KeptRegion({ name, currentPath, wrapper: { as: Tag, className }, marker = "data-static", elementRef }: KeptRegionProps) {
  const ownRef = useRef<HTMLElement>(null)
  const ref = elementRef ?? ownRef
  useLinks(ref, currentPath)
  return (
    <Tag
      {...{ [marker]: name }}
      className={className}
      ref={ref as React.RefObject<never>}
      onClick={followLink}
      onMouseOver={prefetchOnHover}
      onTouchStart={prefetchOnHover}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  )
}

/**
 * A region from a component loaded on demand (RegionApi in src/components/static-region/part.tsx). `layout`:
 * the region is rendered once by the layout and kept across navigations, so it is never rendered again by
 * React in practice; its code is not loaded ahead of need.
 */
export const staticRegion: RegionApi["staticRegion"] = <P extends object>(name: string, load: () => Promise<ComponentType<P>>, { layout = false, as = "div", className }: Parameters<RegionApi["staticRegion"]>[2] = {}) => {
  const part = onDemand(load)
  // Loading ahead of need is a bet: if it fails, the render that needs the code tries again.
  if (!layout) registerRegionLoader(() => part.preload().catch(() => undefined))

  function StaticRegion({ currentPath, className: ownClass = className, ...props }: P & RegionProps) {
    const hydrating = useHydrating()
    // Decided once per mount: a region never switches between kept HTML and React's rendering. The HTML
    // build draws it (Gatsby renders once every region has loaded).
    const [kept] = useState(() => typeof window !== "undefined" && hydrating)
    const wrapper: Wrapper = { as, className: ownClass }
    if (kept) return <KeptRegion name={name} currentPath={currentPath} wrapper={wrapper} />
    return <DrawnPart part={part} marker="data-static" name={name} wrapper={wrapper} props={props as P} />
  }
  // Its name in development builds (React's tools, the region rule's test); none in production's bytes.
  if (process.env.NODE_ENV !== "production") StaticRegion.displayName = `StaticRegion(${name})`
  return StaticRegion
}
