import type { GatsbyBrowser } from "gatsby"
import { armLandingRegions, finishBoot, loadLandingRegions } from "./browser/region-loading"

/** Gatsby has rendered the landing page: regions declared from now on are a navigation's (./browser/region-loading.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  finishBoot()
  armLandingRegions()
}

// Gatsby also calls this for the first page, with no previous location: not a navigation. A navigation may
// need the landing page's regions.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) loadLandingRegions()
}
