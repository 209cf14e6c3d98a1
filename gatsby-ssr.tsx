import fs from "node:fs"
import path from "node:path"
import type { GatsbySSR } from "gatsby"
import { deferBootScripts, PAINT_AFTER_PARSE, SCRIPTS_SLICE_FILE } from "./gatsby/lib/boot-after-paint"
import { EARLY_INPUT } from "./gatsby/lib/early-input"
import { pageIndependentScript } from "./gatsby/lib/page-path-script"
import { wrapPage } from "./src/components/layout/wrap-page"
import { SITE_WIDE_HEAD } from "./src/components/seo"

/**
 * The head tags every page has alike (src/components/seo/site-wide-head.tsx); each page's own come from
 * its `Head` export. No paint before the page is parsed (PAINT_AFTER_PARSE, gatsby/lib/boot-after-paint.ts).
 * No preload of the web font (issue 15): on a first visit Inter is requested after the first paint and
 * swapped in over the metric-matched fallback, on later visits declared at once from the cache
 * (gatsby/lib/web-font-after-paint.ts). Preloaded, it was requested with the HTML and Lighthouse counted
 * its 26 KB before the largest paint on every page. What a visitor taps or submits before hydration is
 * answered or held by EARLY_INPUT (gatsby/lib/early-input.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([PAINT_AFTER_PARSE, EARLY_INPUT, ...SITE_WIDE_HEAD])
}

const readScriptsSlice = () => fs.readFileSync(path.join(process.cwd(), ...SCRIPTS_SLICE_FILE), "utf8")

/**
 * Gatsby's boot scripts requested after the first paint (gatsby/lib/boot-after-paint.ts), and its inline
 * scripts the same on every page, so one CSP lists them all (gatsby/lib/page-path-script.ts).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(deferBootScripts(getPostBodyComponents(), readScriptsSlice).map(pageIndependentScript))
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage
