import type { GatsbySSR } from "gatsby"
import { wrapPage } from "./src/components/layout/wrap-page"
import { SITE_WIDE_HEAD } from "./src/components/seo"

/**
 * The head tags every page has alike (src/components/seo/site-wide-head.tsx); each page's own come from
 * its `Head` export. No preload of the web font: on a first visit Inter is requested after the first paint
 * and swapped in over the metric-matched fallback, on later visits declared at once from the cache
 * (plugins/web-font). Preloaded, it was requested with the HTML and Lighthouse counted its 26 KB before the
 * largest paint on every page.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents(SITE_WIDE_HEAD)
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage
