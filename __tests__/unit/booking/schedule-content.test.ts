/**
 * content/settings/assessment-schedule.json under the content contract: a bad value stops the build with
 * one line naming the file and the field. The rules, not the editors' values: the file is cloned and broken.
 */
import path from "node:path"
import { readContent } from "../../../gatsby/read-content"
import { validateContent, type ContentFile } from "../../../gatsby/validate-content"
import { ASSESSMENT_SCHEDULE_FILE } from "../../../src/lib/content/content-types"

const { files } = readContent(path.resolve(__dirname, "../../../content"))
const schedule = files.find((file) => file.path === ASSESSMENT_SCHEDULE_FILE)!
const locations = files.filter((file) => file.path.startsWith("locations/"))

type Data = Record<string, any>
const problemsWith = (mutate: (data: Data) => void, others: ContentFile[] = []) => {
  const data = structuredClone(schedule.data) as Data
  mutate(data)
  return validateContent([{ path: schedule.path, data }, ...others]).filter((line) => line.startsWith(`content/${ASSESSMENT_SCHEDULE_FILE}:`))
}
const at = (field: string, problem: string) => `content/${ASSESSMENT_SCHEDULE_FILE}: ${field}: ${problem}`

describe("the assessment schedule's content contract", () => {
  it("passes as committed, its far cities naming city pages", () => {
    expect(problemsWith(() => {}, locations)).toEqual([])
    expect((schedule.data as Data).farAway.cities.length).toBeGreaterThan(0)
  })

  it.each<[string, (data: Data) => void, string]>([
    ["a window of 20 minutes", (d) => (d.windowMinutes = 20), at("windowMinutes", "must be from 30 to 480 minutes")],
    ["no crews", (d) => (d.capacity = 0), at("capacity", "must be from 1 to 20 assessments")],
    ["half a day's notice as text", (d) => (d.minimumNoticeHours = "twelve"), at("minimumNoticeHours", "must be a number of hours")],
    ["a fractional horizon", (d) => (d.horizonDays = 1.5), at("horizonDays", "must be a whole number of days")],
    ["a day that is not one", (d) => (d.weeklyHours[0].day = "mon"), at("weeklyHours[0].day", "must be one of sunday, monday, tuesday, wednesday, thursday, friday, saturday")],
    ["a time written 8am", (d) => (d.weeklyHours[0].opens = "8am"), at("weeklyHours[0].opens", "must be a time like 08:00 (24-hour clock)")],
    ["closing before opening", (d) => (d.weeklyHours[1].closes = "07:00"), at("weeklyHours[1].closes", "must be after the opening time")],
    ["hours too short for one window", (d) => (d.weeklyHours[2] = { day: d.weeklyHours[2].day, opens: "08:00", closes: "09:00" }), at("weeklyHours[2].closes", "leaves no room for one 120-minute window after the opening time")],
    ["two overlapping periods on a day", (d) => d.weeklyHours.push({ day: d.weeklyHours[0].day, opens: "17:00", closes: "20:00" }), at(`weeklyHours[${(schedule.data as Data).weeklyHours.length}]`, `overlaps the ${(schedule.data as Data).weeklyHours[0].day} hours of entry 1`)],
    ["a closed date written in words", (d) => (d.closedDates[0].date = "Christmas"), at("closedDates[0].date", "must be a date like 2026-12-25")],
    ["a closed date with the time", (d) => (d.closedDates[0].date = "2026-12-25T00:00:00Z"), at("closedDates[0].date", "must be a date like 2026-12-25")],
    ["a closed date listed twice", (d) => d.closedDates.push({ ...d.closedDates[0] }), at(`closedDates[${(schedule.data as Data).closedDates.length}].date`, "is listed twice")],
    ["a closed date without a reason", (d) => delete d.closedDates[0].reason, at("closedDates[0].reason", "is required")],
    ["a far state outside the five", (d) => (d.farAway.states = ["TX"]), at("farAway.states[0]", "must be one of FL, GA, AL, SC, NC")],
    ["no far days", (d) => (d.farAway.days = []), at("farAway.days", "must list at least 1 day")],
    ["a far city written as a name", (d) => (d.farAway.cities = ["Panama City"]), at("farAway.cities[0]", "must be lowercase words joined by hyphens")],
  ])("refuses %s, naming the field", (_what, mutate, problem) => {
    expect(problemsWith(mutate)).toEqual([problem])
  })

  it("refuses a far city that has no city page", () => {
    expect(problemsWith((d) => d.farAway.cities.push("panama-city"), locations)).toEqual([
      at(`farAway.cities[${(schedule.data as Data).farAway.cities.length}]`, '"panama-city" names no entry (there is no content/locations/panama-city.md)'),
    ])
  })
})
