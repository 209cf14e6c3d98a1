import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { transformPages } from "../post-build-html/pages"
import { BOOT_LOADER_DEFINE } from "./boot-after-paint"
import { compileBootLoader } from "./loader-script"
import { bootPreloadsStep } from "./page-preloads"

let loader: string | undefined

/**
 * The boot loader compiled from its TypeScript source (loader-script.ts), once per build, and defined in the
 * webpack build of the HTML renderer (gatsby-ssr.tsx): part of the renderer, so a change to it renders every
 * page again.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-html" && stage !== "develop-html") return
  loader ??= compileBootLoader()
  actions.setWebpackConfig({ plugins: [plugins.define({ [BOOT_LOADER_DEFINE]: JSON.stringify(loader) })] })
}

/** Each page's template chunks and static-query results, preloaded at boot (page-preloads.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const publicDir = path.join(process.cwd(), "public")
  transformPages(publicDir, bootPreloadsStep(() => JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))))
}

/** No options: an option given by mistake is reported (Gatsby warns on unknown options). */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) => Joi.object({})
