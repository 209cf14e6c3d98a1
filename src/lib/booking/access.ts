/**
 * The two ways to prove a call is for one's own quote. The browser that sends a quote makes a random
 * booking token and sends it with the quote row (column booking_token; the database keeps its SHA-256
 * only). E-mails carry a signed link instead: /assessment/?quote=<id>&key=<key>, the key made by the
 * database (private.assessment_link_key: "l1.<version>.<expires>.<HMAC>"), which stops working at its
 * date or at the next change to the booking (each change's e-mail carries a new one).
 */

import { routes } from "../routes.ts"

/** The page the e-mail links open (the booking panel for one quote): its one definition is the site's routes. */
export const ASSESSMENT_LINK_PATH = routes.assessment

/** 32 random bytes in base64url (43 characters), from the platform's cryptographic generator. */
export function newBookingToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

export interface QuoteAccess {
  quoteId: string
  /** A booking token or a link's key: the RPCs' p_key. */
  key: string
}

/** The link an e-mail carries for a quote, on the site's origin ("https://www.example.com"). */
export function assessmentLink(siteUrl: string, { quoteId, key }: QuoteAccess): string {
  const query = new URLSearchParams({ quote: quoteId, key })
  return `${siteUrl.replace(/\/+$/, "")}${ASSESSMENT_LINK_PATH}?${query.toString()}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const KEY = /^(l1\.\d{1,9}\.\d{1,12}\.)?[A-Za-z0-9_-]{43}$/

/** The quote of a query string ("?quote=..."), lower case, or null when it names none. */
export function quoteIdFromSearch(search: string): string | null {
  const quoteId = new URLSearchParams(search).get("quote") ?? ""
  return UUID.test(quoteId) ? quoteId.toLowerCase() : null
}

/** The quote and key of a link's query string ("?quote=...&key=..."), or null when it has none that could work. */
export function accessFromSearch(search: string): QuoteAccess | null {
  const query = new URLSearchParams(search)
  const quoteId = query.get("quote") ?? ""
  const key = query.get("key") ?? ""
  return UUID.test(quoteId) && KEY.test(key) ? { quoteId: quoteId.toLowerCase(), key } : null
}
