/**
 * What the booking panel shows of an availability answer: the open arrival windows grouped by Florida day
 * ("Today", "Tomorrow", "Tue, Mar 10"), each with its times ("9–11 am") and how many openings are left, and
 * whether the first keeps the 24-hour promise. "Now" is the database's (the answer's), never the device's.
 */
import type { Availability, BookingSummary } from "./answers.ts"
import { windowsOf } from "./answers.ts"
import { dayLabel, formatTimeRange, formatWindow } from "./format.ts"
import { floridaDate, startsWithin, windowsByDay, type ArrivalWindow } from "./windows.ts"

export interface OfferedWindow {
  /** The window's start (ISO UTC): the value sent to book or move. */
  start: string
  end: string
  /** "9–11 am" */
  time: string
  /** With its day: "Tomorrow, 9–11 am", "Tue, Mar 10, 9–11 am". */
  words: string
  remaining: number
}

export interface OfferedDay {
  date: string
  /** "Today", "Tomorrow", "Tue, Mar 10" */
  label: string
  windows: OfferedWindow[]
}

export interface Offer {
  days: OfferedDay[]
  /** The earliest open window, in words ("Today, 2–4 pm"), or null when none is open. */
  first: string | null
  /** Whether the earliest starts within 24 hours of the database's now. */
  firstWithin24Hours: boolean
  /** The window length in minutes (the schedule's), for "2-hour arrival windows". */
  windowMinutes: number | null
}

/** A window with its day said as the panel says days: "Today, 2–4 pm", "Tue, Mar 10, 9–11 am". */
export function windowWords(span: { start: string; end: string; date?: string }, now: Date): string {
  const label = dayLabel(span.date ?? floridaDate(new Date(span.start)), now)
  return label === "Today" || label === "Tomorrow" ? `${label}, ${formatTimeRange(span)}` : formatWindow(span)
}

/** A booking in the same words ("Tomorrow, 9–11 am"). */
export const bookingWords = (booking: BookingSummary, now: Date): string => windowWords(booking, now)

export function offerOf(availability: Availability): Offer {
  const now = new Date(availability.now)
  const windows: ArrivalWindow[] = windowsOf(availability)
  const days = windowsByDay(windows).map(({ date, windows }) => ({
    date,
    label: dayLabel(date, now),
    windows: windows.map((window) => ({
      start: window.start,
      end: window.end,
      time: formatTimeRange(window),
      words: windowWords(window, now),
      remaining: window.remaining,
    })),
  }))
  const first = windows[0] ?? null
  return {
    days,
    first: first && windowWords(first, now),
    firstWithin24Hours: first !== null && startsWithin(first, now),
    windowMinutes: availability.schedule?.windowMinutes ?? null,
  }
}
