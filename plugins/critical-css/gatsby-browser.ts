import type { GatsbyBrowser } from "gatsby"
import { applyFullStylesheet, armFullStylesheet } from "./browser/critical-css-loader"

/** Once the page has hydrated, the full stylesheet is prefetched and applied at the first interaction (./browser/critical-css-loader.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  armFullStylesheet()
}

// Gatsby also calls this for the first page, with no previous location: not a navigation. A navigation may
// need any CSS.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) applyFullStylesheet()
}
