/**
 * The one "now" of a build. Everything that depends on the date (which jobs are open, their pages,
 * JobPosting's datePosted, the expiry warning) reads it from here, directly or through
 * site.siteMetadata.now in GraphQL, so a build, and the tests of that build, can be run "on" any day:
 *
 *   SITE_NOW=2027-01-02 npx gatsby build        (an ISO date, or a date-time such as 2027-01-02T09:30:00Z)
 *
 * Unset, it is the real time when the build starts. The value is read once and written back to
 * process.env, so gatsby-config, gatsby-node and Gatsby's HTML workers (separate bundles and processes
 * that each load this module) all agree on the same instant.
 */
export const SITE_NOW_VARIABLE = "SITE_NOW"

/** Parses SITE_NOW; a date alone means midday UTC of that day, so no time zone shifts it to another day. */
export function parseSiteNow(value: string): Date {
  const text = value.trim()
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00Z` : text
  const date = new Date(iso)
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(date.getTime())) {
    throw new Error(`${SITE_NOW_VARIABLE}="${value}" is not an ISO date or date-time (e.g. 2027-01-02 or 2027-01-02T09:30:00Z)`)
  }
  return date
}

/** The build's "now": SITE_NOW when set, otherwise the wall clock, read on first use and kept for the build. */
export function siteNow(env: NodeJS.ProcessEnv = process.env): Date {
  const set = env[SITE_NOW_VARIABLE]
  if (set) return parseSiteNow(set)
  // The one place the build reads the wall clock.
  const now = new Date()
  env[SITE_NOW_VARIABLE] = now.toISOString()
  return now
}
