import type { GatsbyBrowser } from "gatsby"
import { applyWebFont, startWebFont } from "./browser/web-font"

/**
 * On a first visit, the web font starts loading once the page is drawn by React, and is swapped in where that
 * moves nothing (./browser/web-font.ts): started at client entry, its 26 KB shared a slow link with the page's
 * data and template chunk, which hydration waits for (issue 25).
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  startWebFont()
}

// Gatsby also calls this for the first page, with no previous location: not a navigation. The next page
// renders in Inter even where this one kept the fallback.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) applyWebFont()
}
