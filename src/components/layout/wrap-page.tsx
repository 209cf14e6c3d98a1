import React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { Layout } from "./layout"

/** Shared by gatsby-browser and gatsby-ssr so the layout persists across client navigations. */
export const wrapPage = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)
