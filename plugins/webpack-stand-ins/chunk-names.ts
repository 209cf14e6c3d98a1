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
 * Sets the short chunk names when webpack applies its options. Gatsby's setWebpackConfig drops `output`, and
 * only one plugin here replaces Gatsby's config (critical-css, which must change options of Gatsby's own
 * css-loader rules): a webpack plugin, merged in like any other, sees the options webpack compiles with.
 */
export class ShortChunkNames {
  apply(compiler: { options: { output: { chunkFilename?: unknown } } }) {
    compiler.options.output.chunkFilename = shortChunkFilename(compiler.options.output.chunkFilename)
  }
}
