/**
 * The job_applications row the form inserts (snake_case, as the migration names the columns). The
 * database tests insert exactly this row as the anon role and fail if its keys and the table drift.
 */
import type { ApplicationValues } from "./form-values"
import type { Language } from "./language"
import { SHIFTS } from "./options"

export type ApplicationRow = {
  id: string
  name: string
  phone: string
  email: string | null
  preferred_language: Language
  page_language: Language
  /** The job whose page it was sent from, and that job's title as the page shows it. */
  job_slug: string
  job_title: string
  any_position: boolean
  shifts: string[]
  transport: string | null
  contact_consent: boolean
  /** applications/{timestamp}-{random}, when a résumé is sent; the only folder it may be stored in. */
  resume_folder: string | null
}

export interface ApplicationContext {
  language: Language
  jobSlug: string
  jobTitle: string
  resumeFolder: string | null
}

export function toApplicationRow(values: ApplicationValues, id: string, context: ApplicationContext): ApplicationRow {
  const email = values.email.trim()
  return {
    id,
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: email === "" ? null : email,
    preferred_language: values.preferredLanguage,
    page_language: context.language,
    job_slug: context.jobSlug,
    job_title: context.jobTitle,
    any_position: values.position !== context.jobSlug,
    // In the form's order, each once: staff read the same list every time.
    shifts: SHIFTS.filter((shift) => values.shifts.includes(shift)),
    transport: values.transport || null,
    contact_consent: values.consent,
    resume_folder: context.resumeFolder,
  }
}
