import React, { lazy, Suspense, useState, type ComponentType } from "react"
import type { GatsbyBrowser } from "gatsby"

/**
 * What the site's region module (./index.ts) and plugins/static-regions share: a part of a page whose code
 * loads on demand (`import()`), and how it is drawn by React: inside its wrapper and a Suspense boundary,
 * the markup the HTML build writes and hydration must find. The API both implement is `RegionApi`.
 */

/** Props every region accepts, besides its component's own. */
export interface RegionProps {
  /** For a region that outlives navigations (the layout's): its links' aria-current follows this path. */
  currentPath?: string
  /** The wrapper's class, when the wrapper is a real box of the layout (React keeps it up to date). */
  className?: string
}

/** Where a region may stand: a box-less <div> (`display: contents`, src/styles/global.css) or an <li> of a list. */
export interface Wrapper {
  as: "div" | "li"
  className?: string
}

export interface RegionOptions {
  /**
   * Rendered once by the layout and kept across navigations, so never rendered again by React in practice:
   * with plugins/static-regions its code is not loaded ahead of need.
   */
  layout?: boolean
  as?: Wrapper["as"]
  className?: string
}

/** An island's own trigger: calls `wake` (with props to add, if any) at most once; returns how to stop. */
export type WakeWhen<P> = (element: HTMLElement, wake: (props?: Partial<P>) => void) => () => void

/** The API of the site's region module, with or without plugins/static-regions. */
export interface RegionApi {
  staticRegion<P extends object>(name: string, load: () => Promise<ComponentType<P>>, options?: RegionOptions): ComponentType<P & RegionProps>
  island<P extends object>(name: string, load: () => Promise<ComponentType<P>>, wakeWhen?: WakeWhen<P>): ComponentType<P>
  /** An island's trigger: wakes it when its boxes come within half a screen. */
  wakeWhenNear: WakeWhen<object>
}

/** The region module's hydration hook (./hydrate.ts, or the plugin's): Gatsby's, for the site's gatsby-browser (undefined: as Gatsby does). */
export interface HydrationHook {
  replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"]
}

/**
 * A part's code could not be fetched while React renders it. Online, that is a deploy since the page was
 * opened (its chunk files are gone): as Gatsby does for its own chunks, load the page's URL as a new document,
 * whose HTML has everything; the part stays empty until then. Offline, the error reaches the page's error
 * boundary, which says so.
 */
export function whenCodeIsMissing(error: unknown): Promise<never> {
  if (navigator.onLine === false) throw error
  window.location.reload()
  return new Promise<never>(() => undefined)
}

export interface OnDemand<P> {
  /** Starts loading the code (once; a failed load is tried again by the next call). */
  preload(): Promise<ComponentType<P>>
  /** The component, once its code has loaded. */
  loaded?: ComponentType<P>
  /** The component as React.lazy, for a render before it has loaded. */
  Lazy: ComponentType<P>
}

export function onDemand<P>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | undefined
  // Plain checks, not `??=`, which the site's browsers compile to longer code.
  const part: OnDemand<P> = {
    preload: () =>
      loading ||
      (loading = load().then(
        (loaded) => (part.loaded = loaded),
        (error) => {
          loading = undefined // the next use tries again
          throw error
        },
      )),
    Lazy: lazy(() => part.preload().then((loaded) => ({ default: loaded }), whenCodeIsMissing)) as unknown as ComponentType<P>,
  }
  return part
}

/** The attribute on a part's wrapper that names it: `data-static` for a region, `data-island` for an island. */
export type Marker = "data-static" | "data-island"


/**
 * The part drawn by React: its component, or React.lazy until the code has loaded (decided once per mount, so
 * a part never switches between the two and loses its state), always inside the Suspense boundary the server
 * rendered.
 */
export function DrawnPart<P extends object>({ part, marker, name, wrapper, props }: { part: OnDemand<P>; marker: Marker; name: string; wrapper: Wrapper; props: P }) {
  const [Component] = useState(() => part.loaded || part.Lazy)
  const Tag = wrapper.as
  return (
    <Tag {...{ [marker]: name }} className={wrapper.className}>
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    </Tag>
  )
}
