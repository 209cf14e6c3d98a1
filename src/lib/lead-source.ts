/**
 * Where a visit came from, saved with a quote so the company learns which pages and campaigns
 * bring requests: the visit's first page (path and query), the referrer when it is another site,
 * and the first page's utm_* parameters. Pure but for `readLeadSource`: the browser records the raw entry
 * (lead-source-storage.ts) and this module makes it a lead source when a quote is sent.
 *
 * The limits are the quote_requests table's checks (supabase/migrations): values are cut or
 * dropped here so that an odd URL never makes the quote's insert fail.
 */

import { readVisitEntry } from "./lead-source-storage"

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

/** Printable ASCII without spaces: what a parsed URL's path, query and href are made of (and the table allows). */
const URL_TEXT = /^[\x21-\x7e]+$/
/** The table's check is case-sensitive; URL parsing lower-cases the scheme. */
const HTTP_URL = /^https?:\/\//
const LANDING_PAGE = /^\//

const cut = (value: string, max: number) => value.slice(0, max)

/** One character (a whole surrogate pair is two units and never matches) that jsonb or the checks refuse. */
const UNSTORABLE = /^[\u0000-\u001f\u007f-\u009f\ud800-\udfff]$/

/**
 * A utm value as Postgres will take it in jsonb: no control characters (jsonb refuses \u0000), no
 * lone surrogate halves, and at most `max` characters counted as Postgres counts them (code points).
 */
function cleanValue(value: string, max: number): string {
  const kept = Array.from(value).filter((ch) => !UNSTORABLE.test(ch)).join("").trim()
  return Array.from(kept).slice(0, max).join("").trim()
}

/** A URL-shaped value the table accepts, cut to its limit; null when it is not one. */
const urlText = (value: string, pattern: RegExp) =>
  URL_TEXT.test(value) && pattern.test(value) ? cut(value, LEAD_SOURCE_LIMITS.urlLength) : null

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
  return urlText(from.href, HTTP_URL)
}

/** The utm_* parameters, keys lower-cased, first value of each, within the table's limits. */
function utmOf(entries: Iterable<[string, unknown]>): Record<string, string> | null {
  const utm: Record<string, string> = {}
  let count = 0
  for (const [name, raw] of entries) {
    const key = name.toLowerCase()
    if (count >= LEAD_SOURCE_LIMITS.utmKeys) break
    if (!UTM_KEY.test(key) || key in utm || typeof raw !== "string") continue
    const value = cleanValue(raw, LEAD_SOURCE_LIMITS.utmValueLength)
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
    landingPage: urlText(page.pathname + page.search, LANDING_PAGE),
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
    landingPage: typeof landingPage === "string" ? urlText(landingPage, LANDING_PAGE) : null,
    referrer: typeof referrer === "string" ? urlText(referrer, HTTP_URL) : null,
    utm: typeof utm === "object" && utm !== null && !Array.isArray(utm) ? utmOf(Object.entries(utm)) : null,
  }
}

/** The lead source of a stored visit entry (lead-source-storage.ts), whatever storage held: nulls for anything odd. */
export function leadSourceOfEntry(entry: unknown): LeadSource {
  if (typeof entry !== "object" || entry === null) return NO_LEAD_SOURCE
  const { page, referrer } = entry as Record<string, unknown>
  return typeof page === "string" ? leadSourceOf(page, typeof referrer === "string" ? referrer : "") : NO_LEAD_SOURCE
}

/** This visit's lead source, or nulls when none was recorded or storage is unavailable. */
export const readLeadSource = (store?: Parameters<typeof readVisitEntry>[0]): LeadSource => leadSourceOfEntry(readVisitEntry(store))
