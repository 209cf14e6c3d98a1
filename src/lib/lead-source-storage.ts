/**
 * The visit's entry kept in session storage (gone when the tab closes; no cookie, nothing sent anywhere
 * until a quote is submitted): the first page's URL and its referrer, exactly as the browser gave them.
 * gatsby-browser records it on the visit's first page load; the quote form reads it on submit and only
 * then makes it a lead source (readLeadSource in lead-source.ts), so the parsing stays out of every
 * page's first load. Storage that is missing or throws (some private modes, blocked site data) only
 * means the quote is saved without a lead source.
 */
export const LEAD_SOURCE_KEY = "lead-source:v2"

/** What is stored: the visit's first page and referrer (any script may have changed it: read as unknown). */
export interface VisitEntry {
  page: string
  referrer: string
}

type SessionStore = Pick<Storage, "getItem" | "setItem">

/** window.sessionStorage; reading the property itself throws where site data is blocked. */
export const sessionStore = (): SessionStore => window.sessionStorage

/** Records the visit's entry unless this tab's visit already has one (later pages are not the first). */
export function recordLeadSource(
  store: () => SessionStore = sessionStore,
  pageUrl = () => window.location.href,
  referrer = () => document.referrer,
): void {
  try {
    const storage = store()
    if (storage.getItem(LEAD_SOURCE_KEY) !== null) return
    const entry: VisitEntry = { page: pageUrl(), referrer: referrer() }
    storage.setItem(LEAD_SOURCE_KEY, JSON.stringify(entry))
  } catch {
    // No session storage: the quote is sent without a lead source.
  }
}

/** The stored entry as parsed JSON, or null when none was recorded, it is not JSON, or storage is unavailable. */
export function readVisitEntry(store: () => SessionStore = sessionStore): unknown {
  try {
    const stored = store().getItem(LEAD_SOURCE_KEY)
    return stored === null ? null : JSON.parse(stored)
  } catch {
    return null
  }
}
