/** A saved application and its résumé, as the function reads them from Postgres and Storage. */
export type Language = "en" | "es"

export interface Application {
  id: string
  created_at: Date
  name: string
  phone: string
  email: string | null
  preferred_language: Language
  page_language: Language
  job_slug: string
  job_title: string
  any_position: boolean
  shifts: string[]
  transport: string | null
  contact_consent: boolean
  resume_folder: string | null
  resume_reported_at: Date | null
}

export interface Resume {
  /** The stored name (the applicant's, made safe for a URL) and its size as Storage recorded it. */
  name: string
  size: number | null
  /** The public URL, made here from the project URL and the stored path: never taken from the browser. */
  url: string
}

export const RESUME_BUCKET = "job-application-resumes"
