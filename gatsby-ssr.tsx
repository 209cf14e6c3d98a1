import type { GatsbySSR } from "gatsby"
import { pageIndependentScript } from "./gatsby/lib/page-path-script"
import { wrapPage } from "./src/components/layout/wrap-page"

/**
 * No preload of the web font: until Inter arrives, text is drawn in the metric-matched fallback faces of
 * src/styles/fonts.css (no layout shift at the swap), so fetching the font ahead of the boot scripts and
 * the hero image only delayed the first paint. The browser requests it when it first lays out text.
 * Measured with `npm run bench`: docs/performance.md.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}

/** Gatsby's inline scripts the same on every page, so one CSP lists them all (gatsby/lib/page-path-script.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(getPostBodyComponents().map(pageIndependentScript))
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage
