import type { GatsbySSR } from "gatsby"
import { pageIndependentScript } from "./page-path-script"

/** Gatsby's inline scripts the same on every page, so one CSP lists them all (page-path-script.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(getPostBodyComponents().map(pageIndependentScript))
}
