import type { GatsbySSR } from "gatsby"
import { EARLY_INPUT } from "./gatsby/lib/early-input"
import { wrapPage } from "./src/components/layout/wrap-page"
import { SITE_WIDE_HEAD } from "./src/components/seo"

/**
 * The head tags every page has alike (src/components/seo/site-wide-head.tsx); each page's own come from
 * its `Head` export. No preload of the web font: on a first visit Inter is requested after the first paint
 * and swapped in over the metric-matched fallback, on later visits declared at once from the cache
 * (plugins/web-font). Preloaded, it was requested with the HTML and Lighthouse counted its 26 KB before the
 * largest paint on every page. What a visitor taps or submits before hydration is answered or held by
 * EARLY_INPUT (gatsby/lib/early-input.ts): not a speed technique, so on in every build.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([EARLY_INPUT, ...SITE_WIDE_HEAD])
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage
