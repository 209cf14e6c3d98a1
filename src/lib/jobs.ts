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
