import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { ShortChunkNames } from "./chunk-names"
import { LUCIDE_ICON_RULE, STAND_INS } from "./stand-ins"

export interface WebpackStandInsOptions extends PluginOptions {
  createLucideIcon: string
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    createLucideIcon: Joi.string()
      .default(path.relative(process.cwd(), STAND_INS.createLucideIcon.replacement))
      .custom((file: string) => {
        if (!fs.existsSync(path.resolve(file))) throw new Error(`${file} does not exist`)
        return file
      })
      .description("The site's module that renders a lucide icon's data (relative to the site): both builds take it for lucide-react's createLucideIcon"),
  })

/**
 * Webpack settings, per stage, all merged into Gatsby's (setWebpackConfig):
 * - production (build-javascript and build-html, which must agree): STAND_INS.createLucideIcon and
 *   LUCIDE_ICON_RULE, in the HTML and the browser alike, so both render the same <svg>;
 * - build-javascript only (the browser bundle; the HTML is still rendered by the real modules): the
 *   image, Partytown, service-worker stand-ins, and Formik's lodash helpers and hoist-non-react-statics;
 *   chunk files named with shorter hashes (ShortChunkNames); Gatsby's "commons" chunk off.
 * Icons are imported one module each (`lucide-react/icons/<name>`, a subpath the package exports), so webpack
 * never parses the package's entry with its ~2,000 re-exports.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }, options) => {
  if (stage !== "build-javascript" && stage !== "build-html") return
  const browser = stage === "build-javascript"
  const createLucideIcon = { ...STAND_INS.createLucideIcon, replacement: path.resolve((options as WebpackStandInsOptions).createLucideIcon) }
  const { gatsbyPluginImage, partytown, serviceWorker, lodashClone, lodashCloneDeep, lodashToPath, hoistNonReactStatics } = STAND_INS
  const swapped = browser ? [createLucideIcon, gatsbyPluginImage, partytown, serviceWorker, lodashClone, lodashCloneDeep, lodashToPath, hoistNonReactStatics] : [createLucideIcon]
  actions.setWebpackConfig({
    resolve: { alias: Object.fromEntries(swapped.map(({ target, replacement }) => [`${target}$`, replacement])) },
    module: { rules: [LUCIDE_ICON_RULE] },
    // Gatsby's "commons" chunk takes every module that as many chunks use as there are page components, and
    // every page loads it first. Counted over all chunks, static regions' chunks included, it would pull code
    // only regions use into every page's first load. Without it, code every template uses still lands in one
    // shared chunk (Gatsby's "shared" group).
    ...(browser ? { optimization: { splitChunks: { cacheGroups: { commons: false } } }, plugins: [new ShortChunkNames()] } : {}),
  })
}
