/** A role is open through the end of its validThrough day; after that it has no page, card or markup. */
export function isOpen(validThrough: string, now: Date = new Date()): boolean {
  const end = new Date(`${validThrough.slice(0, 10)}T23:59:59.999Z`)
  return end.getTime() >= now.getTime()
}

/** The build date, as schema.org's datePosted wants it (YYYY-MM-DD). */
export const isoDate = (date: Date = new Date()) => date.toISOString().slice(0, 10)

export const EMPLOYMENT_LABELS: Record<string, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACT: "Contract",
}

/** The e-mail subject an application for this role is sent with. */
export const applicationSubject = (title: string) => `Application: ${title}`

/** Spec section 7: the careers page's postings apply with this subject (the body names the role). */
export const CAREERS_APPLICATION_SUBJECT = "Job Application"

/** Spec section 7's blank "Application: " subject, for an application not tied to a listed role. */
export const OPEN_APPLICATION_SUBJECT = applicationSubject("")

/** The careers page's prefilled e-mail body, so the company sees which posting an application is for. */
export const careersApplicationBody = (title: string) => `Role: ${title}\n\nName:\nPhone:\n\nA few lines about me:\n`
