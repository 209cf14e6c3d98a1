/**
 * The arrival windows a prospect may book: generated from the schedule, `now` (passed in, in production
 * the database's clock from its availability answer) and the bookings already taken, in Florida's time
 * whatever the device's zone. The database checks a requested window by the same rules
 * (private.assessment_window_end) and enforces the capacity itself; this only offers.
 */
import { addDays, instantOf, wallClockOf, weekdayOf } from "../time-zone.ts"
import { FLORIDA_TIME_ZONE, WEEKDAYS, minutesOf, type AssessmentSchedule } from "./schedule.ts"

/** A window the schedule offers: instants as ISO strings (UTC), and its day in Florida. */
export interface ScheduledWindow {
  start: string
  end: string
  date: string
}

export interface ArrivalWindow extends ScheduledWindow {
  /** Assessments that can still be booked in it (capacity less the bookings that overlap it). */
  remaining: number
}

/** Bookings already made, counted per booked window (the database's availability answer). */
export interface TakenWindow {
  start: string
  end: string
  count: number
}

const HOUR_MS = 3_600_000

/** Florida's calendar day at an instant. */
export const floridaDate = (at: Date): string => wallClockOf(FLORIDA_TIME_ZONE, at).date

/**
 * Every window the schedule offers from `now` to the horizon, earliest first, for a near or a far site:
 * each opening period cut into windows from its opening time, on days that are not closed (and are far
 * days for a far site), starting no sooner than the minimum notice.
 */
export function scheduledWindows(schedule: AssessmentSchedule, far: boolean, now: Date): ScheduledWindow[] {
  const today = floridaDate(now)
  const noticeHours = far ? Math.max(schedule.minimumNoticeHours, schedule.farAway.minimumNoticeHours) : schedule.minimumNoticeHours
  const earliest = now.getTime() + noticeHours * HOUR_MS
  const closed = new Set(schedule.closedDates.map((closedDate) => closedDate.date))
  const windows: ScheduledWindow[] = []
  for (let offset = 0; offset <= schedule.horizonDays; offset++) {
    const date = addDays(today, offset)
    const day = WEEKDAYS[weekdayOf(date)]
    if (closed.has(date) || (far && !schedule.farAway.days.includes(day))) continue
    const periods = schedule.weeklyHours.filter((period) => period.day === day).sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))
    for (const period of periods) {
      const closes = minutesOf(period.closes)
      for (let minutes = minutesOf(period.opens); minutes + schedule.windowMinutes <= closes; minutes += schedule.windowMinutes) {
        const start = instantOf(FLORIDA_TIME_ZONE, date, minutes)
        // A start in the hour the clocks skip in March does not exist: no window (the database cannot name it either).
        if (start.getTime() < earliest || wallClockOf(FLORIDA_TIME_ZONE, start).minutes !== minutes) continue
        const end = instantOf(FLORIDA_TIME_ZONE, date, minutes + schedule.windowMinutes)
        windows.push({ start: start.toISOString(), end: end.toISOString(), date })
      }
    }
  }
  return windows
}

export interface WindowQuery {
  schedule: AssessmentSchedule
  far: boolean
  /** Bookings of other quotes (the availability answer leaves the asking quote's own out). */
  taken: readonly TakenWindow[]
  now: Date
}

/** The windows that can still be booked: the scheduled ones with room left, earliest first. */
export function openWindows({ schedule, far, taken, now }: WindowQuery): ArrivalWindow[] {
  const spans = taken.map((window) => ({ start: Date.parse(window.start), end: Date.parse(window.end), count: window.count }))
  return scheduledWindows(schedule, far, now)
    .map((window) => {
      const [start, end] = [Date.parse(window.start), Date.parse(window.end)]
      const booked = spans.filter((span) => span.start < end && start < span.end).reduce((sum, span) => sum + span.count, 0)
      return { ...window, remaining: schedule.capacity - booked }
    })
    .filter((window) => window.remaining > 0)
}

/** Whether a window starts within `hours` of now: the pages promise an assessment within 24 hours. */
export const startsWithin = (window: ScheduledWindow, now: Date, hours = 24): boolean => Date.parse(window.start) - now.getTime() <= hours * HOUR_MS

/** Windows grouped by their day in Florida, in order: one radio group per day in the panel. */
export function windowsByDay<W extends ScheduledWindow>(windows: readonly W[]): Array<{ date: string; windows: W[] }> {
  const days: Array<{ date: string; windows: W[] }> = []
  for (const window of windows) {
    const last = days[days.length - 1]
    if (last?.date === window.date) last.windows.push(window)
    else days.push({ date: window.date, windows: [window] })
  }
  return days
}
