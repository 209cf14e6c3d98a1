import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { missingTranslationWarnings, validateContent } from "./validate-content"
import { jobExpiryWarnings } from "./lib/job-expiry"
import { readContent } from "./read-content"
import { siteNow } from "./site-now"

/**
 * Stops the build before anything is sourced when a content file breaks the contract, and warns about
 * job postings that expire soon (or have expired) on the build's "now" and jobs without their Spanish.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { files, problems } = readContent(path.resolve(__dirname, "../content"))
  const all = [...problems, ...validateContent(files)]
  if (all.length > 0) {
    reporter.panic(`Content check failed (${all.length} problem${all.length > 1 ? "s" : ""}):\n${all.join("\n")}`)
  }
  const now = siteNow()
  reporter.info(`Building as of ${now.toISOString()} (set SITE_NOW to build as of another date)`)
  for (const warning of [...jobExpiryWarnings(files, now), ...missingTranslationWarnings(files)]) reporter.warn(warning)
}
