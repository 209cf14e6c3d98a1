import "./src/styles/fonts.css"
import "./src/styles/tokens.css"
import "./src/styles/global.css"
import type { GatsbyBrowser } from "gatsby"
import { wrapPage } from "./src/components/layout/wrap-page"
import { pageHydration } from "./src/lib/hydration-mark"
import { recordLeadSource } from "./src/lib/lead-source-storage"

/**
 * The site's own browser hooks: its wrapping and what it records. The speed plugins' browser halves are in
 * their folders (plugins/*\/gatsby-browser.ts); Gatsby runs them before these, in the order of gatsby-config.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage

/**
 * How the page hydrates given its regions (src/components/static-region): without plugins/static-regions,
 * once the code of its regions has loaded; with it, as Gatsby does (the export is undefined).
 */
export { replaceHydrateFunction } from "./src/components/static-region/hydrate"

/** The visit's first page and referrer, kept in session storage for a quote (src/lib/lead-source.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  recordLeadSource()
}

/** Gatsby's root has rendered: one of the parts <html data-hydrated> waits for (src/lib/hydration-mark.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  pageHydration.report("root")
}
