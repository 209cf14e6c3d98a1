/**
 * Limits of the application's fields: the form's maxLength, its validation (validate.ts) and the
 * database's check constraints repeat these. Name, phone and e-mail are the quote form's own
 * rules (src/lib/quote/field-rules.ts, src/lib/email.ts), so a person is written the same way in both.
 */
import { FIELD_MAX_LENGTH } from "../quote/field-rules"
import { MB } from "../quote/attachment-limits"

export const APPLICATION_MAX_LENGTH = {
  name: FIELD_MAX_LENGTH.contactName,
  phone: FIELD_MAX_LENGTH.phone,
  email: FIELD_MAX_LENGTH.email,
  /** A job's title as the page shows it, and its slug. */
  jobTitle: 120,
  jobSlug: 100,
} as const

/** The one résumé's limit: a phone photo of a page or a long Word file fits well within it. */
export const RESUME_MAX_MB = 10
export const RESUME_MAX_BYTES = RESUME_MAX_MB * MB

/** Storage: the bucket and the folder root each application's résumé goes under. */
export const RESUME_BUCKET = "job-application-resumes"
export const RESUME_ROOT = "applications"

/** A job slug as content/jobs names its files (src/lib/slug.ts). */
export const JOB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
