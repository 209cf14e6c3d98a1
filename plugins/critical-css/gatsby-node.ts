import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { pageFiles, removeUnnamedFiles, transformPages } from "../post-build-html/pages"
import { DEFAULT_FIXED_ON_SCREEN } from "./critical-css"
import { moduleCode } from "./css-module-names"
import { keyCacheToCssModules, shortenCssModuleNames } from "./css-module-rules"
import { PAGE_CSS_FILE, criticalCssStep, type CssSizes } from "./post-build"

export interface CriticalCssOptions extends PluginOptions {
  /** DEFAULT_FIXED_ON_SCREEN when gatsby-config gives none (applied here, not in the schema: Gatsby writes the options of a plugin with a browser half into the browser bundle, and this one is read at build time only). */
  fixedOnScreen?: string[]
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    fixedOnScreen: Joi.array()
      .items(
        Joi.string().custom((file: string) => {
          if (!/\.module\.css$/.test(file) || !fs.existsSync(path.resolve(file))) throw new Error(`${file} is not a CSS module of the site`)
          return file
        }),
      )
      .description(`CSS modules (relative to the site) of fixed-position parts drawn in the first screen though they come after the fold in the HTML; ${DEFAULT_FIXED_ON_SCREEN.join(", ")} by default`),
  })

/**
 * Short CSS-module class names that name their file (css-module-names.ts) in both production builds (the
 * HTML and the browser bundle must agree): the step below tells a module's rules apart by them. The one
 * replacement of Gatsby's webpack config in the site's plugins (every other change is merged with
 * setWebpackConfig): options of Gatsby's own css-loader rules cannot be merged.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage !== "build-javascript" && stage !== "build-html") return
  const config = getConfig()
  // If Gatsby's rule layout changed and nothing was renamed, say so rather than silently inline the full CSS everywhere.
  if (shortenCssModuleNames(config.module.rules) === 0) {
    throw new Error("plugins/critical-css: no css-loader rule with CSS modules found to shorten class names")
  }
  // Names depend on the list of CSS module files: without this, an incremental build after adding one
  // reused cached modules under their old names, and two modules shared class names.
  keyCacheToCssModules(config)
  actions.replaceWebpackConfig(config)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }, options) => {
  const publicDir = path.join(process.cwd(), "public")
  const sizes: CssSizes = { pages: 0, before: 0, after: 0 }
  transformPages(publicDir, criticalCssStep(sizes, ((options as CriticalCssOptions).fixedOnScreen ?? DEFAULT_FIXED_ON_SCREEN).map(moduleCode)))
  removeUnnamedFiles(publicDir, PAGE_CSS_FILE)
  // Gatsby writes the site's CSS inline as <style data-href data-identity="gatsby-global-css"> (its
  // cache-dir/static-entry.js). If an upgrade changes that tag, say so instead of silently shipping the
  // whole stylesheet on every page (the shape is also checked in __tests__/unit/build/webpack-stand-ins.test.ts).
  if (pageFiles(publicDir).length > 0 && sizes.pages === 0) {
    reporter.panicOnBuild('plugins/critical-css: no page has Gatsby\'s inline <style data-identity="gatsby-global-css">: the per-page critical CSS cannot be cut')
    return
  }
  reporter.info(`critical-css: inlined CSS per page ${Math.round(sizes.after / sizes.pages)} bytes on average (site-wide ${Math.round(sizes.before / sizes.pages)})`)
}
