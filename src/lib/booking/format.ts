/**
 * Words for days and windows, in Florida's time and by Florida's calendar: "Today", "Tomorrow",
 * "Tue, Mar 10", "9–11 am", "Tue, Mar 10, 9–11 am". The same in the panel, the e-mails and the calendar
 * file, whatever the device's time zone.
 */
import { daysBetween, wallClockOf } from "../time-zone.ts"
import { FLORIDA_TIME_ZONE } from "./schedule.ts"
import { floridaDate } from "./windows.ts"

/** Anything with a start and an end instant: a window, a booking. */
export interface Span {
  start: string | Date
  end: string | Date
}

const DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" })
const DAY_WITH_YEAR = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric", year: "numeric" })

/** "Tue, Mar 10" (or "Tue, Mar 10, 2026") for a "YYYY-MM-DD" day. */
export function formatDate(date: string, { year = false } = {}): string {
  return (year ? DAY_WITH_YEAR : DAY).format(new Date(`${date}T12:00:00Z`))
}

/** "Today" and "Tomorrow" by Florida's calendar at `now`; any other day as "Tue, Mar 10". */
export function dayLabel(date: string, now: Date): string {
  const days = daysBetween(floridaDate(now), date)
  if (days === 0) return "Today"
  if (days === 1) return "Tomorrow"
  return formatDate(date)
}

/** A time of day as "9", "9:30" with its half of the day. */
function clock(minutes: number): { time: string; half: "am" | "pm" } {
  const hour = Math.floor(minutes / 60) % 24
  const minute = minutes % 60
  const hour12 = hour % 12 || 12
  return { time: minute ? `${hour12}:${String(minute).padStart(2, "0")}` : String(hour12), half: hour < 12 ? "am" : "pm" }
}

const instant = (value: string | Date) => (value instanceof Date ? value : new Date(value))

/** "9–11 am", "11 am–1 pm", "9:30–11:30 am": a window's times in Florida, with an en dash. */
export function formatTimeRange(span: Span): string {
  const from = clock(wallClockOf(FLORIDA_TIME_ZONE, instant(span.start)).minutes)
  const to = clock(wallClockOf(FLORIDA_TIME_ZONE, instant(span.end)).minutes)
  return from.half === to.half ? `${from.time}–${to.time} ${to.half}` : `${from.time} ${from.half}–${to.time} ${to.half}`
}

/** "Tue, Mar 10, 9–11 am": a window with its Florida day. */
export function formatWindow(span: Span, { year = false } = {}): string {
  return `${formatDate(floridaDate(instant(span.start)), { year })}, ${formatTimeRange(span)}`
}
