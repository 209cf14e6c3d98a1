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
  upload_folder: string | null
  uploads_finished_at: Date | null
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

/**
 * The timings and limits live where they are enforced, in the database (private.mail_kinds, mail_caps,
 * the outbox's functions): a quote's mails are given up a day after it, after 5 failed attempts; the office
 * mail of a quote with files waits up to 30 minutes for the browser's "uploads finished" mark; late files
 * follow at most once per 30 minutes.
 */
