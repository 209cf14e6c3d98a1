/**
 * What the boot loader preloads for a page besides Gatsby's boot scripts and the page data
 * (BOOT_PRELOADS_ATTRIBUTE in markers.ts): the files Gatsby's loader fetches only once the app has
 * run and the page data has arrived (gatsby/cache-dir/loader.js, `loadPage`), a round trip later:
 * - the template's chunks: `loadComponent(componentChunkName)`, a webpack `import()` of the chunk group
 *   named after the template (webpack.stats.json's `namedChunkGroups`, which Gatsby writes for itself);
 * - the static queries' results: `/page-data/sq/d/<hash>.json` for each of the page data's
 *   `staticQueryHashes`.
 * Both are known once the build has written them, so this runs after the build, on every page, like the
 * other post-build steps (an incremental build does not render a page again when only its chunks changed).
 */
import fs from "node:fs"
import path from "node:path"
import type { PageTransform } from "../post-build-html/pages"
import { pageDataPath } from "./browser/boot-loader"
import { BOOT_LOADER_TAG, BOOT_PRELOADS_ATTRIBUTE, BOOT_SCRIPTS_ATTRIBUTE } from "./markers"

/** The fields of a page's page-data.json read here (Gatsby's own names). */
export interface PageData {
  componentChunkName: string
  staticQueryHashes?: string[]
}

/** The part of public/webpack.stats.json read here: each chunk group's files (names or { name }). */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }>
}

/** Where Gatsby's loader fetches a static query's result (loader.js, `loadPage`). */
export const staticQueryResultUrl = (hash: string) => `/page-data/sq/d/${hash}.json`

/**
 * The URLs to preload for a page, in the order Gatsby asks for them: its template's JavaScript chunks (the
 * group's CSS is the site stylesheet, which Gatsby's runtime never fetches; a chunk already among the
 * boot scripts is loaded by them), then its static queries' results. A template missing from the stats
 * is an error: Gatsby's output is not what this step understands.
 */
export function pagePreloads(pageData: PageData, stats: WebpackStats, bootScripts: readonly string[]): string[] {
  const group = stats.namedChunkGroups[pageData.componentChunkName]
  if (!group) throw new Error(`plugins/boot-after-paint: webpack.stats.json has no chunk group "${pageData.componentChunkName}"`)
  const chunks = group.assets
    .map((asset) => `/${typeof asset === "string" ? asset : asset.name}`)
    .filter((url) => url.endsWith(".js") && !bootScripts.includes(url))
  const urls = [...chunks, ...(pageData.staticQueryHashes ?? []).map(staticQueryResultUrl)]
  if (urls.some((url) => /\s/.test(url))) throw new Error(`plugins/boot-after-paint: a preload URL contains a space: ${urls.join(", ")}`)
  return urls
}

const BOOT_SCRIPTS = new RegExp(`${BOOT_LOADER_TAG}[^>]*\\s${BOOT_SCRIPTS_ATTRIBUTE}="([^"]*)"`)

/**
 * The post-build step: the loader's <script> gets the page's preloads as BOOT_PRELOADS_ATTRIBUTE. Pages
 * without the deferred boot are left as they are.
 */
export function bootPreloadsStep(readStats: () => WebpackStats): PageTransform {
  let stats: WebpackStats | undefined
  return (html, page) => {
    const boot = BOOT_SCRIPTS.exec(html)
    if (!boot) return html
    const file = path.join(page.publicDir, pageDataPath(page.path))
    if (!fs.existsSync(file)) throw new Error(`plugins/boot-after-paint: ${page.file} has no page data at ${file}`)
    stats ??= readStats()
    const urls = pagePreloads(JSON.parse(fs.readFileSync(file, "utf8")), stats, boot[1].split(" "))
    return urls.length === 0 ? html : html.replace(BOOT_LOADER_TAG, `${BOOT_LOADER_TAG} ${BOOT_PRELOADS_ATTRIBUTE}="${urls.join(" ")}"`)
  }
}
