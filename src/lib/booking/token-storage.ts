/**
 * The booking token of a quote this tab sent, kept in session storage under the quote's id (gone when the
 * tab closes; never in the form's draft, which outlives the quote): the booking panel under the quote
 * form's success message reads it, and /assessment/?quote=<id> opened in the same tab without a key can
 * use it. Storage that is missing or throws only means the panel cannot book online (it offers call and text).
 */

type SessionStore = Pick<Storage, "getItem" | "setItem">

/** globalThis.sessionStorage; reading the property itself throws where site data is blocked. */
const sessionStore = (): SessionStore => globalThis.sessionStorage

export const bookingTokenKey = (quoteId: string) => `booking-token:${quoteId.toLowerCase()}`

const TOKEN = /^[A-Za-z0-9_-]{43}$/

export function keepBookingToken(quoteId: string, token: string, store: () => SessionStore = sessionStore): void {
  try {
    store().setItem(bookingTokenKey(quoteId), token)
  } catch {
    // No session storage: the panel says booking online is not possible here and offers call and text.
  }
}

/** The token kept for the quote, or null when none (another tab, storage blocked, anything but a token). */
export function bookingTokenOf(quoteId: string, store: () => SessionStore = sessionStore): string | null {
  try {
    const token = store().getItem(bookingTokenKey(quoteId))
    return token !== null && TOKEN.test(token) ? token : null
  } catch {
    return null
  }
}
