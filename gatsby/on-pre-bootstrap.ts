import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { missingTranslationWarnings, validateContent } from "./validate-content"
import { jobExpiryWarnings } from "./lib/job-expiry"
import { readContent } from "./read-content"
import { siteNow } from "./site-now"
import { buildServiceArea, writeServiceArea } from "./lib/service-area"

/**
 * Stops the build before anything is sourced when a content file breaks the contract (or a city's map
 * position or radius disagrees with the ZIP data), writes the service-area file the ZIP boxes read
 * (gatsby/lib/service-area/), and warns about job postings that expire soon (or have expired) on the
 * build's "now" and jobs without their Spanish.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { files, problems } = readContent(path.resolve(__dirname, "../content"))
  const all = [...problems, ...validateContent(files)]
  if (all.length > 0) {
    reporter.panic(`Content check failed (${all.length} problem${all.length > 1 ? "s" : ""}):\n${all.join("\n")}`)
  }
  const area = buildServiceArea(files)
  if (area.problems.length > 0) {
    reporter.panic(`Service-area check failed (${area.problems.length} problem${area.problems.length > 1 ? "s" : ""}):\n${area.problems.join("\n")}`)
  }
  writeServiceArea(area, path.resolve(__dirname, "../public"))
  reporter.info(`Wrote the service-area file: ${area.counts.zips} ZIP codes, ${area.counts.served} of them served`)
  const now = siteNow()
  reporter.info(`Building as of ${now.toISOString()} (set SITE_NOW to build as of another date)`)
  for (const warning of [...jobExpiryWarnings(files, now), ...missingTranslationWarnings(files)]) reporter.warn(warning)
}
