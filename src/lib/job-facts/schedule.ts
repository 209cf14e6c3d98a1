/**
 * A job's schedule (content/jobs/<slug>.md `schedule`) as its page says it in either language, and the shifts it
 * is: its start time names it as the application form's options do (src/lib/job-application/shifts.ts).
 */
import { WEEKDAYS, type ScheduleExtra, type Weekday } from "../content/constants"
import type { Lang } from "../i18n/language"
import { SHIFT_NAMES, minuteOfDay, shiftStartingAt, type StartShift } from "../job-application/shifts"
import type { Shift } from "../job-application/options"
import { factWords } from "./words"

export interface JobSchedule {
  days: readonly Weekday[]
  start: string
  end: string
  hoursPerWeek?: number | null
  extras?: readonly ScheduleExtra[] | null
}

const WEEKEND: readonly Weekday[] = ["SATURDAY", "SUNDAY"]

/** The shift a job's start time falls into. */
export function startShiftOf(schedule: Pick<JobSchedule, "start">): StartShift {
  const minute = minuteOfDay(schedule.start)
  if (minute === null) throw new Error(`Not a time of day: "${schedule.start}" (write it like 6 pm or 2:30 am)`)
  return shiftStartingAt(minute)
}

/** Every option of the application form a job's hours are: its start shift, and weekends when it works one. */
export function shiftsOf(schedule: JobSchedule): Shift[] {
  const weekend = schedule.days.some((day) => WEEKEND.includes(day)) || (schedule.extras ?? []).includes("SOME_WEEKENDS")
  return [startShiftOf(schedule), ...(weekend ? (["weekend"] as const) : [])]
}

/** The name the page gives the job's hours, the form's option of the same name. */
export const shiftName = (schedule: JobSchedule, lang: Lang): string => SHIFT_NAMES[lang][startShiftOf(schedule)]

/** A run of days in the week's order, which may wrap round (Friday to Sunday): its first and last day, or null. */
function runOf(days: readonly Weekday[]): [Weekday, Weekday] | null {
  const held = WEEKDAYS.map((day) => days.includes(day))
  const count = held.filter(Boolean).length
  const at = (index: number) => held[(index + 7) % 7]
  const first = WEEKDAYS.findIndex((_, index) => at(index) && !at(index - 1))
  if (first < 0) return null
  for (let step = 0; step < count; step++) if (!at(first + step)) return null
  return [WEEKDAYS[first], WEEKDAYS[(first + count - 1) % 7]]
}

/** "Monday to Friday", "De lunes a viernes", "Monday, Wednesday and Friday", "Every day". */
export function daysText(days: readonly Weekday[], lang: Lang): string {
  const words = factWords(lang)
  const unique = WEEKDAYS.filter((day) => days.includes(day))
  if (unique.length === 7) return words.everyDay
  const run = unique.length > 2 ? runOf(unique) : null
  if (run) return words.dayRange(words.days[run[0]], words.days[run[1]])
  const names = unique.map((day, index) => (index === 0 || lang === "en" ? words.days[day] : words.days[day].toLowerCase()))
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} ${words.and} ${names.at(-1)}` : names[0]
}

/** The schedule in one line: "Sunday to Thursday, 6 pm to 2:30 am", "De martes a sábado, de 6 am a 11 am, unas 25 horas a la semana". */
export function scheduleText(schedule: JobSchedule, lang: Lang): string {
  const words = factWords(lang)
  const parts = [daysText(schedule.days, lang), words.hours(schedule.start, schedule.end)]
  if (schedule.hoursPerWeek) parts.push(words.hoursPerWeek(schedule.hoursPerWeek))
  for (const extra of schedule.extras ?? []) parts.push(words.extras[extra])
  return parts.join(", ")
}

/** "Evening shift: Sunday to Thursday, 6 pm to 2:30 am": the line a job's page and card give its hours. */
export function shiftLine(schedule: JobSchedule, lang: Lang): string {
  const line = scheduleText(schedule, lang)
  return `${shiftName(schedule, lang)}: ${lang === "es" ? line.charAt(0).toLowerCase() + line.slice(1) : line}`
}
