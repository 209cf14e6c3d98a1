import fs from "node:fs"
import path from "node:path"
import { parseSiteNow, SITE_NOW_VARIABLE } from "../../../gatsby/site-now"

const JOBS_PAGE_DATA = path.resolve(__dirname, "../../../public/page-data/jobs/page-data.json")

/**
 * The "now" the build in public/ was made with (SITE_NOW or the start of that build, gatsby/site-now.ts),
 * as the build recorded it in /jobs' page data (site.siteMetadata.now). The browser tests expect what
 * that build decided (open roles, job pages, JobPosting), whatever day they run.
 */
export function builtNow(): Date {
  const data = JSON.parse(fs.readFileSync(JOBS_PAGE_DATA, "utf8"))
  const recorded: unknown = data?.result?.data?.site?.siteMetadata?.now
  if (typeof recorded !== "string") throw new Error(`${JOBS_PAGE_DATA} has no site.siteMetadata.now: rebuild the site`)
  const now = new Date(recorded)
  const asked = process.env[SITE_NOW_VARIABLE]
  if (asked && parseSiteNow(asked).getTime() !== now.getTime()) {
    throw new Error(`public/ was built as of ${recorded}, but ${SITE_NOW_VARIABLE}=${asked}: build again with the same ${SITE_NOW_VARIABLE}`)
  }
  return now
}
