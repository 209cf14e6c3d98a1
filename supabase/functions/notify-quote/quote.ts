/** A saved quote and its files, as the function reads them from Postgres. */
export interface Quote {
  id: string
  created_at: Date
  business_name: string
  contact_name: string
  email: string
  phone: string
  address: string | null
  city: string | null
  state: string
  zip_code: string | null
  service_type: string | null
  frequency: string | null
  square_footage: string | null
  number_of_employees: string | null
  special_requirements: string | null
  preferred_contact_method: string | null
  budget: string | null
  services: string[]
  landing_page: string | null
  referrer: string | null
  utm: Record<string, string> | null
  notified_at: Date | null
  acknowledged_at: Date | null
  notify_attempts: number
  upload_folder: string | null
  uploads_finished_at: Date | null
  acknowledgement_skipped: string | null
}

export interface Attachment {
  id: string
  file_name: string
  size_bytes: number
  /** Derived by the database from the storage path and the project URL (never the browser's). */
  public_url: string
  created_at: Date
  /** When the office was e-mailed the file; null until then. */
  reported_at: Date | null
}

/** The reference a prospect and the office both see: the first 8 characters of the quote's id. */
export const quoteReference = (id: string) => `Q-${id.slice(0, 8).toUpperCase()}`

/** The mails stop after this many failed attempts; the quote then shows in public.unsent_quotes. */
export const MAX_ATTEMPTS = 5
/** The function refuses quotes older than this: it cannot be used to mail old addresses. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000
/** The sweep leaves quotes younger than this to the browser's own call (it asks after its uploads). */
export const SWEEP_DELAY_MS = 60 * 1000
/**
 * A quote with an upload folder waits for the browser's "uploads finished" mark
 * (rpc finish_quote_uploads) this long at most before the office is mailed with the files that
 * arrived; files recorded later go out in a follow-up once marked, or this long after the last one.
 */
export const UPLOAD_WAIT_MS = 30 * 60 * 1000
/** How long a call holds a quote while it sends; a crashed or stalled call's claim expires after this. */
export const CLAIM_MS = 2 * 60 * 1000
/** Mail to addresses visitors type (acknowledgements and newsletter confirmations), all together, per hour. */
export const PROSPECT_MAIL_HOURLY_CAP = 30
/** One acknowledgement per address in this long. */
export const ACKNOWLEDGEMENT_INTERVAL_MS = 24 * 60 * 60 * 1000
