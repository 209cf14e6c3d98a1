import "./src/styles/fonts.css"
import "./src/styles/tokens.css"
import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import type { ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"
import { wrapPage } from "./src/components/layout/wrap-page"
import { applyFullStylesheet, armFullStylesheet } from "./src/lib/critical-css-loader"
import { pageHydration } from "./src/lib/hydration-mark"
import { recordLeadSource } from "./src/lib/lead-source-storage"
import { armLandingRegions, finishBoot, landingRegionsLoaded, loadLandingRegions } from "./src/lib/region-loading"
import { applyWebFont, startWebFont } from "./src/lib/web-font"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage

/**
 * Without plugins/static-regions (SITE_SPEED=off) regions hydrate like any component: React hydrates once
 * their code is loaded, so no region suspends hydration (src/lib/region-loading.ts). With it, this export
 * is undefined (the minifier drops the rest) and Gatsby hydrates as usual: regions keep their server HTML.
 */
const hydrateOnceRegionsLoaded = () => (element: ReactElement, container: Element) => {
  void landingRegionsLoaded().then(() => hydrateRoot(container, element))
}
// Gatsby's type still describes React 17's render function; React 18's hydrateRoot returns a root.
export const replaceHydrateFunction = (process.env.STATIC_REGIONS === "keep-server-html" ? undefined : hydrateOnceRegionsLoaded) as GatsbyBrowser["replaceHydrateFunction"]

/** The visit's first page and referrer, kept in session storage for a quote (src/lib/lead-source.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  recordLeadSource()
}

/**
 * Per-page critical CSS: the full stylesheet follows when a navigation may need it (see the loader).
 * On a first visit, the web font starts loading now, once the page is drawn by React, and is swapped in
 * where that moves nothing (src/lib/web-font.ts): started at client entry, its 26 KB shared a slow link
 * with the page's data and template chunk, which hydration waits for (issue 25).
 * Gatsby's root has rendered: one of the parts <html data-hydrated> waits for (src/lib/hydration-mark.ts).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  startWebFont()
  armFullStylesheet()
  finishBoot()
  armLandingRegions()
  pageHydration.report("root")
}
// Gatsby also calls this for the first page, with no previous location: not a navigation.
// A navigation may need any CSS, and the landing page's static regions (src/lib/region-loading.ts); the
// next page renders in Inter even where this one kept the fallback (src/lib/web-font.ts).
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (!prevLocation) return
  applyFullStylesheet()
  applyWebFont()
  loadLandingRegions()
}
