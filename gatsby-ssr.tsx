import type { GatsbySSR } from "gatsby"
import { pageIndependentScript } from "./gatsby/lib/page-path-script"
import { wrapPage } from "./src/components/layout/wrap-page"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}

/** Gatsby's inline scripts the same on every page, so one CSP lists them all (gatsby/lib/page-path-script.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(getPostBodyComponents().map(pageIndependentScript))
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage
