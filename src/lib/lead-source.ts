/**
 * Where a visit came from, saved with a quote so the company learns which pages and campaigns
 * bring requests: the visit's first page (path and query), the referrer when it is another site,
 * and the first page's utm_* parameters. Pure: the browser part is lead-source-storage.ts.
 *
 * The limits are the quote_requests table's checks (supabase/migrations): values are cut or
 * dropped here so that an odd URL never makes the quote's insert fail.
 */

export interface LeadSource {
  /** Path and query of the visit's first page, e.g. "/services/office-cleaning?utm_source=google". */
  landingPage: string | null
  /** The external page the visitor came from (an http(s) URL); null for direct visits and our own pages. */
  referrer: string | null
  /** The first page's utm_* parameters, or null when it had none. */
  utm: Record<string, string> | null
}

export const NO_LEAD_SOURCE: LeadSource = { landingPage: null, referrer: null, utm: null }

export const LEAD_SOURCE_LIMITS = {
  urlLength: 2048,
  utmKeys: 10,
  utmValueLength: 200,
} as const

export const UTM_KEY = /^utm_[a-z0-9_]{1,32}$/

const HTTP_URL = /^https?:\/\//i

const cut = (value: string, max: number) => value.slice(0, max)

/** "www.example.com" and "example.com" are one site. */
const siteHost = (hostname: string) => hostname.toLowerCase().replace(/^www\./, "")

function parseUrl(value: string): URL | null {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/** The referrer if it is an http(s) page of another site; our own pages and other schemes say nothing. */
function externalReferrer(referrer: string, page: URL): string | null {
  const from = parseUrl(referrer)
  if (!from || (from.protocol !== "http:" && from.protocol !== "https:")) return null
  if (siteHost(from.hostname) === siteHost(page.hostname)) return null
  return cut(from.href, LEAD_SOURCE_LIMITS.urlLength)
}

/** The utm_* parameters, keys lower-cased, first value of each, within the table's limits. */
function utmOf(entries: Iterable<[string, unknown]>): Record<string, string> | null {
  const utm: Record<string, string> = {}
  let count = 0
  for (const [name, raw] of entries) {
    const key = name.toLowerCase()
    if (count >= LEAD_SOURCE_LIMITS.utmKeys) break
    if (!UTM_KEY.test(key) || key in utm || typeof raw !== "string") continue
    const value = cut(raw.trim(), LEAD_SOURCE_LIMITS.utmValueLength)
    if (!value) continue
    utm[key] = value
    count += 1
  }
  return count > 0 ? utm : null
}

/** The lead source of a visit whose first page is `pageUrl` (absolute), reached from `referrer`. */
export function leadSourceOf(pageUrl: string, referrer: string): LeadSource {
  const page = parseUrl(pageUrl)
  if (!page) return NO_LEAD_SOURCE
  return {
    landingPage: cut(page.pathname + page.search, LEAD_SOURCE_LIMITS.urlLength),
    referrer: externalReferrer(referrer, page),
    utm: utmOf(page.searchParams.entries()),
  }
}

/**
 * Anything (a value read back from storage, which any script or an older version of the site may
 * have written) made into a LeadSource within the limits; what does not fit is dropped.
 */
export function fitLeadSource(value: unknown): LeadSource {
  if (typeof value !== "object" || value === null) return NO_LEAD_SOURCE
  const { landingPage, referrer, utm } = value as Record<string, unknown>
  return {
    landingPage:
      typeof landingPage === "string" && landingPage.startsWith("/") ? cut(landingPage, LEAD_SOURCE_LIMITS.urlLength) : null,
    referrer: typeof referrer === "string" && HTTP_URL.test(referrer) ? cut(referrer, LEAD_SOURCE_LIMITS.urlLength) : null,
    utm: typeof utm === "object" && utm !== null && !Array.isArray(utm) ? utmOf(Object.entries(utm)) : null,
  }
}
