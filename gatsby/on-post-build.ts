import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { robotsTxt } from "../src/lib/robots"
import { optimizeAndSecureBuild } from "./lib/post-build-pages"

/**
 * After the HTML is written:
 * - files whose content depends on SITE_URL, from the site config;
 * - per-page critical CSS and public/_headers with the security headers and the CSP script hashes
 *   (gatsby/lib/post-build-pages.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.resolve(__dirname, "../public")
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt())
  optimizeAndSecureBuild(publicDir, reporter)
}
