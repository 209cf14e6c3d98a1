/**
 * Wall-clock time in a named time zone (the company's: America/New_York), with the platform's Intl, which
 * browsers, Node and Deno all carry with the IANA zone data: no library, and the device's own zone never
 * enters. Dates are "YYYY-MM-DD" strings and times minutes after midnight, so nothing here depends on the
 * zone the code runs in. Imports nothing (Deno reads this file as it is).
 */

/** A moment as a clock on the wall in the zone shows it. */
export interface WallClock {
  /** The calendar day there, "2026-03-08". */
  date: string
  /** Minutes after that day's midnight, 0 to 1439 (seconds dropped). */
  minutes: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      // h23: some engines print midnight as "24" with hour12: false.
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/** The wall clock's fields at an instant, as milliseconds of a UTC date with the same fields. */
function wallAsUtc(timeZone: string, at: Date): number {
  const part: Record<string, number> = {}
  for (const { type, value } of formatterFor(timeZone).formatToParts(at)) part[type] = Number(value)
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second)
}

/** The zone's offset from UTC at an instant, in minutes (-300 for New York in winter, -240 in summer). */
export function offsetMinutes(timeZone: string, at: Date): number {
  return Math.round((wallAsUtc(timeZone, at) - Math.floor(at.getTime() / 1000) * 1000) / MINUTE_MS)
}

/** A time zone's offset from UTC at an instant, as ISO 8601 writes it: "-05:00" in winter, "-04:00" in summer. */
export function utcOffset(timeZone: string, at: Date): string {
  const offset = offsetMinutes(timeZone, at)
  const size = Math.abs(offset)
  return `${offset < 0 ? "-" : "+"}${String(Math.floor(size / 60)).padStart(2, "0")}:${String(size % 60).padStart(2, "0")}`
}

const isoDay = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10)

export function wallClockOf(timeZone: string, at: Date): WallClock {
  const wall = wallAsUtc(timeZone, at)
  return { date: isoDay(wall), minutes: Math.floor((wall % DAY_MS) / MINUTE_MS) }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Midnight UTC of a "YYYY-MM-DD" day, in milliseconds. */
function dayStart(date: string): number {
  const match = DATE.exec(date)
  if (!match) throw new Error(`not a date: ${date}`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

/** The day `days` after (or before) a "YYYY-MM-DD" day. */
export const addDays = (date: string, days: number): string => isoDay(dayStart(date) + days * DAY_MS)

/** Days from one "YYYY-MM-DD" day to another. */
export const daysBetween = (from: string, to: string): number => Math.round((dayStart(to) - dayStart(from)) / DAY_MS)

/** The day of the week of a "YYYY-MM-DD" day: 0 Sunday to 6 Saturday. */
export const weekdayOf = (date: string): number => new Date(dayStart(date)).getUTCDay()

/**
 * The instant the wall clock in the zone shows `minutes` after midnight of `date`. Where no such instant
 * exists or two do (the hour the clocks skip in spring and the one they repeat in autumn), it answers as
 * PostgreSQL's `timezone(zone, timestamp)` does, so the browser and the database agree on every window: a
 * skipped time is read with the offset before the change (2:30 on the March change is 3:30 daylight time),
 * a repeated one with the offset after it (1:30 on the November change is 1:30 standard time).
 */
export function instantOf(timeZone: string, date: string, minutes: number): Date {
  const wall = dayStart(date) + minutes * MINUTE_MS
  // A day either side of the wall time lies before and after any change near it.
  const before = offsetMinutes(timeZone, new Date(wall - DAY_MS))
  const after = offsetMinutes(timeZone, new Date(wall + DAY_MS))
  const at = (offset: number) => new Date(wall - offset * MINUTE_MS)
  const holds = (offset: number) => offsetMinutes(timeZone, at(offset)) === offset
  if (holds(after)) return at(after)
  return at(before)
}
