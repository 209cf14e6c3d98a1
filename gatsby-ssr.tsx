import React from "react"
import type { GatsbySSR } from "gatsby"
import interLatin from "./src/fonts/inter-latin-wght-400-800.woff2"
import { pageIndependentScript } from "./gatsby/lib/page-path-script"
import { wrapPage } from "./src/components/layout/wrap-page"

/**
 * The one web font, preloaded so text is drawn in Inter from the first paint on most connections.
 * The URL is the hashed one webpack gives the same file for src/styles/fonts.css, so it is cached
 * for a year and the preload is used, not fetched twice.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    <link key="font-inter" rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ])
}

/** Gatsby's inline scripts the same on every page, so one CSP lists them all (gatsby/lib/page-path-script.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(getPostBodyComponents().map(pageIndependentScript))
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage
