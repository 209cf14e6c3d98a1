import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { robotsTxt } from "./robots"
import { writeAdmin } from "./admin"
import { publishAssessmentSchedule } from "./assessment-schedule"

/**
 * After the HTML is written and the plugins' steps have run (plugins/, in their order in gatsby-config.ts):
 * - files whose content depends on SITE_URL, from the site config;
 * - the assessment schedule the database pulls (/assessment-schedule.json);
 * - the /admin editor (plugins/security-headers gives it its own policy).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(process.cwd(), "public")
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt())
  publishAssessmentSchedule(path.join(__dirname, "../content"), publicDir)
  // Gatsby copies Partytown's library into every build. The site runs no off-main-thread script, and
  // these files have no content hash, so the /*.js rule would cache them for a year: leave them out.
  fs.rmSync(path.join(publicDir, "~partytown"), { recursive: true, force: true })
  // The /admin editor: its own page and scripts, outside the site's webpack bundles.
  const admin = writeAdmin(publicDir)
  reporter.info(`Wrote /admin (${admin.length} files, config generated from the content schemas)`)
}
