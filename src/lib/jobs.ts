import { site } from "../config/site"
import { utcOffset } from "./time-zone"

/**
 * A role is open through the end of its validThrough day in the company's own time zone (Tampa), the
 * same instant its JobPosting gives search engines; after that it has no page, card or markup.
 * `now` is the build's (gatsby/site-now.ts, site.siteMetadata.now in GraphQL), never the wall clock.
 */
export function isOpen(validThrough: string, now: Date): boolean {
  return Date.parse(jobClosesAt(validThrough)) + 999 >= now.getTime()
}

/** The last second of a validThrough day in the company's time zone, e.g. 2026-12-31T23:59:59-05:00. */
export function jobClosesAt(validThrough: string): string {
  const day = validThrough.slice(0, 10)
  return `${day}T23:59:59${utcOffset(site.timeZone, new Date(`${day}T12:00:00Z`))}`
}

/** A date as schema.org's datePosted wants it (YYYY-MM-DD). */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/** The jobs page's hero and meta description when every posting has expired, instead of "0 open roles". */
export const NO_OPEN_ROLES_INTRO =
  "We have no open roles right now. Call or e-mail us and we'll keep your details for the next opening."
export const NO_OPEN_ROLES_DESCRIPTION =
  "No open commercial cleaning roles in Florida right now. Call or e-mail us and we'll keep your details for the next opening."

/** The e-mail subject an application for this role is sent with. */
export const applicationSubject = (title: string) => `Application: ${title}`

/** Spec section 7: the careers page's postings apply with this subject (the body names the role). */
export const CAREERS_APPLICATION_SUBJECT = "Job Application"

/** Spec section 7's blank "Application: " subject, for an application not tied to a listed role. */
export const OPEN_APPLICATION_SUBJECT = applicationSubject("")

/** The careers page's prefilled e-mail body, so the company sees which posting an application is for. */
export const careersApplicationBody = (title: string) => `Role: ${title}\n\nName:\nPhone:\n\nA few lines about me:\n`
