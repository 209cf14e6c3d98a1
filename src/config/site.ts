/**
 * The one source of truth for business facts. Values an editor changes live in
 * content/settings/site.json (editable in /admin); this module types them and
 * adds what comes from the environment. gatsby-config, <Seo>, the JSON-LD
 * builders, the link helpers and the tests all read it.
 */
import facts from "../../content/settings/site.json"
import { isStateCode } from "../lib/content/states"

// The states and their names are part of the content contract; re-exported for the pages that read them here.
export { STATE_NAMES, type StateCode } from "../lib/content/states"

/** The spec's quote reply promise: within 24 hours. */
const RESPONSE_HOURS = 24

/** SITE_URL is read at build time (gatsby/on-create-webpack-config.ts passes it to the browser bundle). */
const siteUrl = (process.env.SITE_URL || facts.defaultSiteUrl).replace(/\/+$/, "")

export const site = {
  ...facts,
  // The build's content check rejects any other code, so the filter only narrows the type.
  serviceStates: facts.serviceStates.filter(isStateCode),
  siteUrl,
  /** The availability claim pages show, from the opening hours in site.json ("24/7"). */
  availability: `Available ${facts.openingHours}`,
  /** The reply promise for a quote request, in hours (the hiring pages say it in their language)... */
  responseHours: RESPONSE_HOURS,
  /** ...and in the words English pages and the quote form's success message use. */
  responseTime: `within ${RESPONSE_HOURS} hours`,
  /** The free on-site assessment's promise (spec: within 24 hours), as city pages word it. */
  assessmentTime: "within 24 hours",
  /** The company's clock (Tampa): a job closes at the end of its last day here, and JobPosting says so. */
  timeZone: "America/New_York",
} as const

export type Site = typeof site

/** Absolute URL for a site path, used by canonical links, Open Graph and JSON-LD. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${site.siteUrl}${path.startsWith("/") ? path : `/${path}`}`
}
