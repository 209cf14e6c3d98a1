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
}

export interface Attachment {
  file_name: string
  size_bytes: number
  public_url: string
}

/** The mails stop after this many failed attempts; the quote then shows in public.unsent_quotes. */
export const MAX_ATTEMPTS = 5
/** The function refuses quotes older than this: it cannot be used to mail old addresses. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000
/** The sweep leaves younger quotes to the browser's own call (it asks after its uploads). */
export const SWEEP_DELAY_MS = 5 * 60 * 1000
/** How long a call holds a quote while it sends; a crashed call's claim expires after this. */
export const CLAIM_MS = 2 * 60 * 1000
