import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { robotsTxt } from "../src/lib/robots"

/** Files whose content depends on SITE_URL are written after the build, from the site config. */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  fs.writeFileSync(path.resolve(__dirname, "../public/robots.txt"), robotsTxt())
}
