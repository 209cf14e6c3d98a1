import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { pageFiles, removeUnnamedFiles, transformPages } from "../post-build-html/pages"
import { SITE_CSS_FILE, webFontStep, webpackStylesheets } from "./post-build"

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(process.cwd(), "public")
  const seen = { pages: 0 }
  transformPages(publicDir, webFontStep(seen))
  removeUnnamedFiles(publicDir, SITE_CSS_FILE, webpackStylesheets(publicDir))
  // As for the critical CSS: an upgrade that changed Gatsby's inlined <style> must not go unnoticed.
  if (pageFiles(publicDir).length > 0 && seen.pages === 0) {
    reporter.panicOnBuild('plugins/web-font: no page has Gatsby\'s inline <style data-identity="gatsby-global-css"> to take the web font out of')
  }
}

/** No options: an option given by mistake is reported (Gatsby warns on unknown options). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) => Joi.object({})
