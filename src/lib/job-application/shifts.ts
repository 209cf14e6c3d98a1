/**
 * The shifts, defined once by when they start: the application form's options (option-labels.ts), the name a
 * job page gives a job's hours (src/lib/job-facts) and the hiring manager's e-mail all come from here, so an
 * applicant who reads "Turno de noche" on a job ticks the box of the same name, whose hours hold that job's.
 * Times are the way Florida writes them, in both languages: "6 pm", "2:30 am". Imports with file extensions,
 * as Deno needs (supabase/functions/notify-application reads option-labels.ts, which reads this file).
 */
import type { Language } from "./language.ts"

/** The shifts a job's start time falls into (the database checks these values: job_applications.shifts). */
export const START_SHIFTS = ["day", "evening", "overnight"] as const
export type StartShift = (typeof START_SHIFTS)[number]

const HOUR = 60

/**
 * Each shift from the minute of the day it may start at, up to the next one's: together they cover the day, so
 * every start time falls into exactly one. Nobody starts a day shift at 4 pm or an evening shift after 8 pm.
 */
export const SHIFT_STARTS: Record<StartShift, { from: number; until: number }> = {
  day: { from: 5 * HOUR, until: 16 * HOUR },
  evening: { from: 16 * HOUR, until: 20 * HOUR },
  overnight: { from: 20 * HOUR, until: 5 * HOUR },
}

/** What a job page and the form call each shift. */
export const SHIFT_NAMES: Record<Language, Record<StartShift | "weekend", string>> = {
  en: { day: "Day shift", evening: "Evening shift", overnight: "Overnight shift", weekend: "Weekends" },
  es: { day: "Turno de día", evening: "Turno de noche", overnight: "Turno de madrugada", weekend: "Fines de semana" },
}

const TIME = /^(1[0-2]|[1-9])(?::([0-5]\d))? ?(am|pm)$/

/** "6 pm", "2:30 am", "12 pm": the minute of the day, or null when it is not a time written that way. */
export function minuteOfDay(time: string): number | null {
  const match = TIME.exec(time.trim().toLowerCase())
  if (!match) return null
  const hour = (Number(match[1]) % 12) + (match[3] === "pm" ? 12 : 0)
  return hour * HOUR + Number(match[2] ?? 0)
}

/** A minute of the day as it is written: 1080 -> "6 pm", 150 -> "2:30 am". */
export function timeText(minute: number): string {
  const hour = Math.floor(minute / HOUR) % 24
  const minutes = minute % HOUR
  return `${hour % 12 === 0 ? 12 : hour % 12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${hour < 12 ? "am" : "pm"}`
}

/** The shift a job that starts at this minute of the day is. */
export function shiftStartingAt(minute: number): StartShift {
  const inside = (shift: StartShift) => {
    const { from, until } = SHIFT_STARTS[shift]
    return from < until ? minute >= from && minute < until : minute >= from || minute < until
  }
  return START_SHIFTS.find(inside)!
}

/** The form's words for each start shift: its name and the hours it starts in. */
export function shiftOptionLabel(shift: StartShift, language: Language): string {
  const { from, until } = SHIFT_STARTS[shift]
  const name = SHIFT_NAMES[language][shift]
  return language === "es"
    ? `${name} (empieza entre las ${timeText(from)} y las ${timeText(until)})`
    : `${name} (starts between ${timeText(from)} and ${timeText(until)})`
}

/** The weekend option's words. */
export const WEEKEND_LABELS: Record<Language, string> = {
  en: `${SHIFT_NAMES.en.weekend} (Saturday or Sunday)`,
  es: `${SHIFT_NAMES.es.weekend} (sábado o domingo)`,
}
