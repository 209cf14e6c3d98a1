import type { ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"
import { declaredLoads } from "./loads"
import type { HydrationHook } from "./part"

/**
 * How the page hydrates given its regions, for the site's gatsby-browser (Gatsby's `replaceHydrateFunction`):
 * a module of its own, so that the browser entry does not import the regions' code. Without
 * plugins/static-regions, regions and islands are ordinary components (./index.tsx) whose code starts loading
 * when they are declared, and React hydrates once the code of every one declared by then (the layout's and
 * the landing page's) has loaded: a region still loading when the page updates would be thrown away and drawn
 * again on the client (React's error 421). With the plugin, the build resolves this module to the plugin's,
 * which leaves hydration to Gatsby.
 */
// Gatsby's type still describes React 17's render function; React 18's hydrateRoot returns a root.
export const replaceHydrateFunction = (() => (element: ReactElement, container: Element) => {
  void declaredLoads().then(() => hydrateRoot(container, element))
}) as unknown as HydrationHook["replaceHydrateFunction"]
