/**
 * content/settings/assessment-schedule.json: when the free on-site assessment can be booked (the
 * AssessmentSchedule of src/lib/booking/schedule.ts). Like site.json it is read as a file, not a GraphQL
 * node: the build publishes it as /assessment-schedule.json, which the database pulls (supabase/README.md).
 */
import * as yup from "yup"
import { WEEKDAYS, minutesOf } from "../booking/schedule"
import { STATE_CODES } from "./constants"
import { choice, named, required, slugsOf } from "./fields"

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const time = () => required().matches(TIME, "must be a time like 08:00 (24-hour clock)")

const wholeNumber = (what: string, min: number, max: number) =>
  yup
    .number()
    .typeError(`must be a number of ${what}`)
    .integer(`must be a whole number of ${what}`)
    .min(min, `must be from ${min} to ${max} ${what}`)
    .max(max, `must be from ${min} to ${max} ${what}`)
    .required("is required")

const weekday = () => choice(WEEKDAYS)

/** A Florida day, written as the editor's date picker writes it. */
const day = () =>
  yup
    .date()
    .typeError("must be a date like 2026-12-25")
    .required("is required")
    .test("plain-date", "must be a date like 2026-12-25", function () {
      return typeof this.originalValue === "string" && /^\d{4}-\d{2}-\d{2}$/.test(this.originalValue)
    })

const openingPeriod = named(
  "OpeningPeriod",
  yup.object({
    day: weekday(),
    opens: time(),
    closes: time().test("after-opens", "must be after the opening time", function (closes) {
      const { opens } = this.parent as { opens?: string }
      return !(typeof opens === "string" && TIME.test(opens) && typeof closes === "string" && TIME.test(closes)) || minutesOf(closes) > minutesOf(opens)
    }),
  }),
)

type Period = { day?: string; opens?: string; closes?: string }
const periodMinutes = (period: Period) =>
  typeof period.opens === "string" && TIME.test(period.opens) && typeof period.closes === "string" && TIME.test(period.closes)
    ? [minutesOf(period.opens), minutesOf(period.closes)]
    : undefined

const weeklyHours = () =>
  yup
    .array(openingPeriod)
    .min(1, "must list at least 1 opening period")
    .required("is required")
    .test("window-fits", "", function (periods) {
      const windowMinutes = (this.parent as { windowMinutes?: unknown }).windowMinutes
      if (!periods || typeof windowMinutes !== "number") return true
      for (const [index, period] of periods.entries()) {
        const span = periodMinutes(period)
        if (span && span[0] < span[1] && span[1] - span[0] < windowMinutes) {
          return this.createError({ path: `${this.path}[${index}].closes`, message: `leaves no room for one ${windowMinutes}-minute window after the opening time` })
        }
      }
      return true
    })
    .test("no-overlap", "", function (periods) {
      const list = periods ?? []
      for (const [index, period] of list.entries()) {
        const span = periodMinutes(period)
        const clash = list.slice(0, index).findIndex((other) => {
          const earlier = periodMinutes(other)
          return other.day === period.day && span && earlier && earlier[0] < span[1] && span[0] < earlier[1]
        })
        if (clash >= 0) return this.createError({ path: `${this.path}[${index}]`, message: `overlaps the ${period.day} hours of entry ${clash + 1}` })
      }
      return true
    })

const closedDates = () =>
  yup
    .array(named("ClosedDate", yup.object({ date: day(), reason: required() })))
    .required("is required")
    .test("unique-dates", "", function (dates) {
      // As written ("2026-12-25"): yup has made them Date objects, which never compare equal.
      const written = (this.originalValue as Array<{ date?: unknown }> | undefined) ?? []
      const seen = new Set<unknown>()
      for (const index of (dates ?? []).keys()) {
        const date = written[index]?.date
        if (seen.has(date)) return this.createError({ path: `${this.path}[${index}].date`, message: "is listed twice" })
        seen.add(date)
      }
      return true
    })

export const assessmentScheduleSchema = yup.object({
  windowMinutes: wholeNumber("minutes", 30, 480),
  capacity: wholeNumber("assessments", 1, 20),
  minimumNoticeHours: wholeNumber("hours", 0, 168),
  horizonDays: wholeNumber("days", 1, 60),
  weeklyHours: weeklyHours(),
  closedDates: closedDates(),
  farAway: named(
    "FarAway",
    yup.object({
      states: yup.array(choice(STATE_CODES)).required("is required"),
      // Checked against content/locations/ by the build (gatsby/validate-content.ts).
      cities: slugsOf("Location", 0, 100),
      days: yup.array(weekday()).min(1, "must list at least 1 day").required("is required"),
      minimumNoticeHours: wholeNumber("hours", 0, 336),
    }),
  ).required("is required"),
})
