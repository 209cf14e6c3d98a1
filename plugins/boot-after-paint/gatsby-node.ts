import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { transformPages } from "../post-build-html/pages"
import { bootPreloadsStep } from "./page-preloads"

/** Each page's template chunks and static-query results, preloaded at boot (page-preloads.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const publicDir = path.join(process.cwd(), "public")
  transformPages(publicDir, bootPreloadsStep(() => JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))))
}
