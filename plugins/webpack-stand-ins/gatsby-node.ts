import type { GatsbyNode } from "gatsby"
import { LUCIDE_ICON_RULE, STAND_INS } from "./stand-ins"

/** Gatsby 5.16's name for the browser bundle's chunks (gatsby/dist/utils/webpack.config.js). */
export const GATSBY_CHUNK_FILENAME = "[name]-[contenthash].js"
export const SHORT_CHUNK_FILENAME = "[name]-[contenthash:8].js"

/**
 * Chunk files named with 8 hex digits of their content hash instead of 20: webpack's runtime, in every
 * page's first load, lists every chunk's hash (about 60 of them), and the 12 digits more each cost 0.45 KB
 * gzipped there. 8 digits (what create-react-app uses) still give a new name to any change of content. If
 * Gatsby names its chunks otherwise, say so rather than rename what we do not know.
 */
export function shortChunkFilename(gatsbys: unknown): string {
  if (gatsbys !== GATSBY_CHUNK_FILENAME) throw new Error(`plugins/webpack-stand-ins: Gatsby's chunkFilename is ${JSON.stringify(gatsbys)}, not ${GATSBY_CHUNK_FILENAME}: check the short chunk names`)
  return SHORT_CHUNK_FILENAME
}

/**
 * Webpack settings, per stage:
 * - production (build-javascript and build-html, which must agree): STAND_INS.createLucideIcon and
 *   LUCIDE_ICON_RULE, in the HTML and the browser alike, so both render the same <svg>;
 * - build-javascript only (the browser bundle; the HTML is still rendered by the real modules): the
 *   image, Partytown, service-worker stand-ins, and Formik's lodash helpers and hoist-non-react-statics;
 *   chunk files named with shorter hashes (shortChunkFilename).
 * Icons are imported one module each (`lucide-react/icons/<name>`, a subpath the package exports), so webpack
 * never parses the package's entry with its ~2,000 re-exports.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage === "build-javascript" || stage === "build-html") {
    const config = getConfig()
    config.resolve.alias = { ...config.resolve.alias, [`${STAND_INS.createLucideIcon.target}$`]: STAND_INS.createLucideIcon.replacement }
    config.module.rules.push(LUCIDE_ICON_RULE)
    if (stage === "build-javascript") config.output.chunkFilename = shortChunkFilename(config.output.chunkFilename)
    actions.replaceWebpackConfig(config)
  }

  if (stage === "build-javascript") {
    // Gatsby's "commons" chunk takes every module that as many chunks use as there are page components, and
    // every page loads it first. Counted over all chunks, static regions' chunks included (src/components/
    // static-region), it would pull code only regions use (the image stand-in) into every page's first load.
    // Without it, code every template uses still lands in one shared chunk (Gatsby's "shared" group).
    actions.setWebpackConfig({ optimization: { splitChunks: { cacheGroups: { commons: false } } } })
    const { gatsbyPluginImage, partytown, serviceWorker, lodashClone, lodashCloneDeep, lodashToPath, hoistNonReactStatics } = STAND_INS
    const browserOnly = [gatsbyPluginImage, partytown, serviceWorker, lodashClone, lodashCloneDeep, lodashToPath, hoistNonReactStatics]
    actions.setWebpackConfig({
      resolve: {
        alias: Object.fromEntries(browserOnly.map(({ target, replacement }) => [`${target}$`, replacement])),
      },
    })
  }
}
