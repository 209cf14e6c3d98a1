/**
 * The company's schedule for free on-site assessments, as editors keep it in
 * content/settings/assessment-schedule.json (checked by assessmentScheduleSchema in
 * src/lib/content/schedule-schema.ts). The database holds a copy of the same object (it pulls the
 * build's /assessment-schedule.json) and hands it to the booking panel with the counts, so the browser
 * and the database always apply the same one. Imports only with file extensions: Deno reads it as it is.
 */
import { slugify } from "../slug.ts"
import type { StateValue } from "../quote/state-options.ts"

/** The company's clock: every window is Tampa's time, whatever the visitor's device says. */
export const FLORIDA_TIME_ZONE = "America/New_York"

/** In the order of JavaScript's getUTCDay (0 Sunday) and PostgreSQL's extract(dow). */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const

export type Weekday = (typeof WEEKDAYS)[number]

/** One stretch of a day when assessments may start: "08:00" to "18:00". A day may have two (a break between). */
export interface OpeningPeriod {
  day: Weekday
  opens: string
  closes: string
}

export interface ClosedDate {
  /** "2026-12-25", a day in Florida. */
  date: string
  reason: string
}

/** Places that are not a same-day drive from Tampa: only some days serve them, with more notice. */
export interface FarAway {
  /** Every quote from these states (Atlanta, the Carolinas...). */
  states: StateValue[]
  /** And from these cities (location slugs, content/locations/<slug>.md), in any state. */
  cities: string[]
  days: Weekday[]
  minimumNoticeHours: number
}

export interface AssessmentSchedule {
  /** Length of an arrival window. Windows start at each period's opening time, one after another. */
  windowMinutes: number
  /** How many assessments can run at once (crews), in any one window. */
  capacity: number
  /** The earliest window starts at least this long after `now`. */
  minimumNoticeHours: number
  /** The last day offered is this many days after today (Florida's today). */
  horizonDays: number
  weeklyHours: OpeningPeriod[]
  closedDates: ClosedDate[]
  farAway: FarAway
}

/** Where a quote's site is: the city the prospect typed (optional on the form) and the state picked. */
export interface QuotePlace {
  city?: string | null
  state: string
}

/**
 * Whether a quote's site is far from Tampa: its state is a far state, or its city, written as the site
 * writes a location's slug, is a far city. The database decides the same way (private.assessment_is_far).
 */
export function isFarAway(schedule: AssessmentSchedule, place: QuotePlace): boolean {
  const { states, cities } = schedule.farAway
  return (states as string[]).includes(place.state) || (Boolean(place.city) && cities.includes(slugify(place.city ?? "")))
}

/** "08:30" as minutes after midnight. */
export function minutesOf(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) throw new Error(`not a time: ${time}`)
  return Number(match[1]) * 60 + Number(match[2])
}
