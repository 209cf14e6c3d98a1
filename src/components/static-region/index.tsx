import React, { type ComponentType } from "react"
import { awaitBeforeHydration } from "./loads"
import { DrawnPart, onDemand, type RegionApi, type RegionProps } from "./part"

/**
 * Regions and islands: the one import path for site code (`import { staticRegion, island } from
 * "../static-region"`). A region is a part of a page that never changes once drawn (markup from the page's
 * data, no state, no handlers); an island is an interactive part (a carousel, a filter, a form). Both are
 * declared with the code they load, `staticRegion("footer", () => import("./x").then((m) => m.X))`, and a
 * name unique in the site (its wrapper's `data-static` / `data-island`; __tests__/unit/region-calls.test.ts).
 *
 * This module is what they are without plugins/static-regions (SITE_SPEED=off): ordinary components whose
 * code loads on demand, each in its wrapper and Suspense boundary. Their code starts loading when they are
 * declared, and React hydrates the page once it has loaded (./hydrate.ts, which the site's gatsby-browser
 * passes on to Gatsby). An island's own trigger is not needed: it hydrates with the page.
 *
 * With plugins/static-regions the build resolves this module to the plugin's (plugins/static-regions/browser/
 * regions.ts), which keeps their server HTML at hydration and loads none of their code with the page.
 */
function declared<P extends object>(load: () => Promise<ComponentType<P>>) {
  const part = onDemand(load)
  // Loading ahead of need is a bet: if it fails, the render that needs the code tries again.
  if (typeof window !== "undefined") awaitBeforeHydration(part.preload().catch(() => undefined))
  return part
}

export const staticRegion: RegionApi["staticRegion"] = <P extends object>(name: string, load: () => Promise<ComponentType<P>>, { as = "div", className }: Parameters<RegionApi["staticRegion"]>[2] = {}) => {
  const part = declared(load)
  function StaticRegion({ currentPath: _currentPath, className: ownClass = className, ...props }: P & RegionProps) {
    return <DrawnPart part={part} marker="data-static" name={name} wrapper={{ as, className: ownClass }} props={props as P} />
  }
  // Its name in development builds (React's tools, the region rule's test); none in production's bytes.
  if (process.env.NODE_ENV !== "production") StaticRegion.displayName = `StaticRegion(${name})`
  return StaticRegion
}

export const island: RegionApi["island"] = <P extends object>(name: string, load: () => Promise<ComponentType<P>>) => {
  const part = declared(load)
  function Island(props: P) {
    return <DrawnPart part={part} marker="data-island" name={name} wrapper={{ as: "div" }} props={props} />
  }
  // Its name in development builds (React's tools, the region rule's test); none in production's bytes.
  if (process.env.NODE_ENV !== "production") Island.displayName = `Island(${name})`
  return Island
}

/** Islands hydrate with the page here: no trigger to watch. */
export const wakeWhenNear: RegionApi["wakeWhenNear"] = () => () => undefined

export type { RegionProps, WakeWhen } from "./part"
