/**
 * The database's booking functions (supabase/migrations/…_assessment_bookings.sql), as the browser and the
 * Edge Functions call them through PostgREST (POST /rest/v1/rpc/<name>): their names, arguments and answers.
 * Every call names the quote and a key: the browser's booking token, or a signed link's key.
 */
import type { AssessmentSchedule } from "./schedule.ts"
import { openWindows, type ArrivalWindow, type TakenWindow } from "./windows.ts"

export const BOOKING_RPC = {
  /** { p_quote_id, p_key } -> Availability */
  availability: "assessment_availability",
  /** { p_quote_id, p_key, p_start } -> ChangeAnswer */
  book: "book_assessment",
  /** { p_quote_id, p_key, p_start } -> ChangeAnswer */
  move: "move_assessment",
  /** { p_quote_id, p_key } -> ChangeAnswer */
  cancel: "cancel_assessment",
  /** { p_quote_id, p_key, p_best_times } -> ChangeAnswer ("None of these work": when to call) */
  callRequest: "request_assessment_call",
} as const

/** The `message` of PostgREST's error body, by HTTP status. */
export const BOOKING_ERRORS = {
  /** 403: no such quote, a wrong token or a forged link (the same answer for all). */
  forbidden: "booking_forbidden",
  /** 410: a genuine link past its date, or one a later change replaced (the newest e-mail has the current one). */
  linkExpired: "link_expired",
  /** 429: too many calls from one address within the hour. */
  rateLimited: "rate_limited",
  /** 429: more than 6 changes for one quote within a day. */
  tooManyChanges: "too_many_changes",
} as const

export interface BookingSummary {
  id: string
  start: string
  end: string
  status: "booked" | "cancelled"
  sequence: number
}

export interface Availability {
  /** The database's clock: windows are generated from it, not from the device's. */
  now: string
  /** Null until the database has the schedule: nothing can be booked online. */
  schedule: AssessmentSchedule | null
  far: boolean
  /** Other quotes' bookings from now to the horizon: counts only. */
  taken: TakenWindow[]
  /** The quote's own active booking. */
  booking: BookingSummary | null
}

/** The change was made (or had been: the same window asked again). */
export interface Changed {
  result: "booked" | "moved" | "cancelled"
  booking: BookingSummary
  /** When the call came with a link: the new link's key (the change ended the old one). */
  key?: string
}

/** Nothing changed: offer the windows of `availability` (the window was taken or is not offered, or there is no booking to change). */
export interface NotChanged {
  result: "full" | "unavailable" | "no_booking"
  availability: Availability
}

export interface AlreadyBooked {
  result: "already_booked"
  booking: BookingSummary
  availability: Availability
}

export type ChangeAnswer = Changed | NotChanged | AlreadyBooked | { result: "call_requested" }

/** The windows to offer from an availability answer (none without a schedule), leaving out the quote's own. */
export function windowsOf(availability: Availability): ArrivalWindow[] {
  if (!availability.schedule) return []
  const windows = openWindows({ schedule: availability.schedule, far: availability.far, taken: availability.taken, now: new Date(availability.now) })
  return availability.booking ? windows.filter((window) => window.start !== availability.booking!.start) : windows
}
