/**
 * What /assessment/ books with: the quote and key of the e-mail's link, or, opened in the tab that sent the
 * quote with `?quote=<id>` alone, the booking token that tab kept (token-storage.ts). A change made through a
 * link ends it and the database returns the next key, which replaces the old one in the address.
 */
import { accessFromSearch, quoteIdFromSearch, type QuoteAccess } from "./access.ts"
import { bookingTokenOf } from "./token-storage.ts"

/** The link's quote and key, or the quote of `?quote=` with the token this tab kept for it; null when neither. */
export function accessOf(search: string, tokenOf: (quoteId: string) => string | null = bookingTokenOf): QuoteAccess | null {
  const fromLink = accessFromSearch(search)
  if (fromLink) return fromLink
  const quoteId = quoteIdFromSearch(search)
  const token = quoteId && tokenOf(quoteId)
  return quoteId && token ? { quoteId, key: token } : null
}

/** The query string with the link's new key ("?quote=…&key=<new>"), everything else kept. */
export function withKey(search: string, key: string): string {
  const query = new URLSearchParams(search)
  query.set("key", key)
  return `?${query.toString()}`
}
