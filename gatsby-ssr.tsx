import fs from "node:fs"
import path from "node:path"
import React from "react"
import type { GatsbySSR } from "gatsby"
import interLatin from "./src/fonts/inter-latin-wght-400-800.woff2"
import { deferBootScripts, SCRIPTS_SLICE_FILE } from "./gatsby/lib/boot-after-paint"
import { pageIndependentScript } from "./gatsby/lib/page-path-script"
import { wrapPage } from "./src/components/layout/wrap-page"

/**
 * The one web font, preloaded so text is drawn in Inter from the first paint on most connections.
 * The URL is the hashed one webpack gives the same file for src/styles/fonts.css, so it is cached
 * for a year and the preload is used, not fetched twice.
 * Kept after issue 15's trial without it: the metric-matched fallback does not hold every line (the home
 * hero's paragraph gains a line at 375 px), and without the preload the font arrived after the first
 * paint often enough to shift the home hero (CLS 0.29 in one of five bench rounds). docs/performance.md.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    <link key="font-inter" rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ])
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
