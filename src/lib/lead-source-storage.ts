/**
 * The lead source kept for the visit in session storage (gone when the tab closes; no cookie,
 * nothing sent anywhere until a quote is submitted). gatsby-browser records it on the visit's
 * first page load; the quote form reads it on submit. Storage that is missing or throws (some
 * private modes, blocked site data) only means the quote is saved without a lead source.
 */
import { fitLeadSource, leadSourceOf, NO_LEAD_SOURCE, type LeadSource } from "./lead-source"

export const LEAD_SOURCE_KEY = "lead-source:v1"

type SessionStore = Pick<Storage, "getItem" | "setItem">

/** window.sessionStorage; reading the property itself throws where site data is blocked. */
const sessionStore = (): SessionStore => window.sessionStorage

/** Records the visit's lead source unless this tab's visit already has one (later pages are not the first). */
export function recordLeadSource(
  store: () => SessionStore = sessionStore,
  pageUrl = () => window.location.href,
  referrer = () => document.referrer,
): void {
  try {
    const storage = store()
    if (storage.getItem(LEAD_SOURCE_KEY) !== null) return
    storage.setItem(LEAD_SOURCE_KEY, JSON.stringify(leadSourceOf(pageUrl(), referrer())))
  } catch {
    // No session storage: the quote is sent without a lead source.
  }
}

/** This visit's lead source, or nulls when none was recorded or storage is unavailable. */
export function readLeadSource(store: () => SessionStore = sessionStore): LeadSource {
  try {
    const stored = store().getItem(LEAD_SOURCE_KEY)
    return stored === null ? NO_LEAD_SOURCE : fitLeadSource(JSON.parse(stored))
  } catch {
    return NO_LEAD_SOURCE
  }
}
