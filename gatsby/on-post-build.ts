import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { robotsTxt } from "../src/lib/robots"
import { writeAdmin } from "./admin"

/** Files whose content depends on SITE_URL are written after the build, from the site config. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.resolve(__dirname, "../public")
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt())
  // The /admin editor: its own page and scripts, outside the site's webpack bundles.
  const admin = writeAdmin(publicDir)
  reporter.info(`Wrote /admin (${admin.length} files, config generated from the content schemas)`)
}
