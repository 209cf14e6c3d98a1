/**
 * The windows offered for a quote: the schedule's hours cut into windows, less what capacity, notice,
 * horizon, closed dates and far-city days rule out. Run in the test process's zone (UTC in CI); the same
 * cases run in Tokyo and Los Angeles (windows-in-*.test.ts).
 */
import { isFarAway, type AssessmentSchedule } from "../../../src/lib/booking/schedule"
import { openWindows, scheduledWindows, startsWithin, windowsByDay } from "../../../src/lib/booking/windows"
import { NOW, businessHours } from "../../fixtures/assessment-schedule"
import { deviceTimeZoneCases } from "./device-time-zone-cases"

deviceTimeZoneCases()

/** Monday November 9, 2026, 6 am EST: a plain week, no change, no holiday until Thanksgiving. */
const monday = new Date("2026-11-09T11:00:00Z")
const with_ = (changes: Partial<AssessmentSchedule>): AssessmentSchedule => ({ ...businessHours, ...changes })

describe("the schedule's hours", () => {
  it("cuts each opening period into windows from its opening time, none running past closing", () => {
    const days = windowsByDay(scheduledWindows(businessHours, false, monday))
    expect(days[0].date).toBe("2026-11-09")
    // 10 am to 6 pm EST: 8 am is within the 3 hours' notice.
    expect(days[0].windows.map((window) => window.start)).toEqual(["2026-11-09T15:00:00.000Z", "2026-11-09T17:00:00.000Z", "2026-11-09T19:00:00.000Z", "2026-11-09T21:00:00.000Z"])
    const saturday = days.find((day) => day.date === "2026-11-14")!
    expect(saturday.windows.map((window) => window.start)).toEqual(["2026-11-14T14:00:00.000Z", "2026-11-14T16:00:00.000Z"])
    expect(days.map((day) => day.date)).not.toContain("2026-11-15")
  })

  it("offers two periods of one day in order, and a period too short for a window none", () => {
    const split = with_({
      weeklyHours: [
        { day: "tuesday", opens: "13:00", closes: "17:00" },
        { day: "tuesday", opens: "07:30", closes: "10:00" },
        { day: "wednesday", opens: "08:00", closes: "09:30" },
      ],
    })
    const windows = scheduledWindows(split, false, monday)
    expect(windows.filter((window) => window.date === "2026-11-10").map((window) => window.start)).toEqual(["2026-11-10T12:30:00.000Z", "2026-11-10T18:00:00.000Z", "2026-11-10T20:00:00.000Z"])
    expect(windows.filter((window) => window.date === "2026-11-11")).toEqual([])
  })

  it("keeps the minimum notice: a window starting exactly that long after now is offered, one a minute sooner is not", () => {
    const atNotice = new Date(Date.parse("2026-11-09T17:00:00Z") - 3 * 3_600_000)
    expect(scheduledWindows(businessHours, false, atNotice)[0].start).toBe("2026-11-09T17:00:00.000Z")
    expect(scheduledWindows(businessHours, false, new Date(atNotice.getTime() + 60_000))[0].start).toBe("2026-11-09T19:00:00.000Z")
  })

  it("offers days up to the horizon, counted from Florida's today", () => {
    const dates = scheduledWindows(with_({ horizonDays: 4 }), false, monday).map((window) => window.date)
    expect([...new Set(dates)]).toEqual(["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13"])
  })

  it("skips closed dates", () => {
    const dates = new Set(scheduledWindows(businessHours, false, new Date("2026-11-23T11:00:00Z")).map((window) => window.date))
    expect(dates.has("2026-11-25")).toBe(true)
    expect(dates.has("2026-11-26")).toBe(false)
    expect(dates.has("2026-11-27")).toBe(true)
  })
})

describe("far-city days", () => {
  it("offers a far site only the far days, at least the far notice ahead", () => {
    const windows = scheduledWindows(businessHours, true, monday)
    expect([...new Set(windows.map((window) => window.date))]).toEqual(["2026-11-12", "2026-11-17", "2026-11-19"])
    // Tuesday the 10th is a far day, but within 48 hours of Monday 6 am.
    expect(windows[0].start).toBe("2026-11-12T13:00:00.000Z")
  })

  it("uses the longer notice when the general one is longer", () => {
    const windows = scheduledWindows(with_({ minimumNoticeHours: 72, farAway: { ...businessHours.farAway, minimumNoticeHours: 24 } }), true, monday)
    expect(windows[0].start).toBe("2026-11-12T13:00:00.000Z")
    expect(scheduledWindows(with_({ minimumNoticeHours: 72, farAway: { ...businessHours.farAway, minimumNoticeHours: 24 } }), true, new Date("2026-11-09T10:59:00Z"))[0].start).toBe(
      "2026-11-12T13:00:00.000Z",
    )
  })

  it("calls a quote far by its state, or by its city written as the site writes a city's slug", () => {
    expect(isFarAway(businessHours, { city: "Atlanta", state: "GA" })).toBe(true)
    expect(isFarAway(businessHours, { city: "", state: "NC" })).toBe(true)
    expect(isFarAway(businessHours, { city: " PENSACOLA ", state: "FL" })).toBe(true)
    expect(isFarAway(businessHours, { city: "St. Petersburg", state: "FL" })).toBe(false)
    expect(isFarAway(businessHours, { city: null, state: "FL" })).toBe(false)
  })
})

describe("capacity", () => {
  it("leaves out a window with as many bookings as capacity, and counts what is left in the others", () => {
    const taken = [
      { start: "2026-11-09T15:00:00Z", end: "2026-11-09T17:00:00Z", count: 2 },
      { start: "2026-11-09T17:00:00Z", end: "2026-11-09T19:00:00Z", count: 1 },
    ]
    const open = openWindows({ schedule: businessHours, far: false, taken, now: monday })
    expect(open.slice(0, 2)).toEqual([
      { start: "2026-11-09T17:00:00.000Z", end: "2026-11-09T19:00:00.000Z", date: "2026-11-09", remaining: 1 },
      { start: "2026-11-09T19:00:00.000Z", end: "2026-11-09T21:00:00.000Z", date: "2026-11-09", remaining: 2 },
    ])
  })

  it("counts bookings that overlap a window, as the database does (a booking made under an earlier window length)", () => {
    const taken = [{ start: "2026-11-09T15:00:00-05:00", end: "2026-11-09T17:00:00-05:00", count: 2 }]
    const open = openWindows({ schedule: businessHours, far: false, taken, now: monday })
    const today = open.filter((window) => window.date === "2026-11-09").map((window) => window.start)
    expect(today).toEqual(["2026-11-09T15:00:00.000Z", "2026-11-09T17:00:00.000Z"])
  })

  it("says whether the earliest window keeps the 24-hour promise: not from Saturday noon to Monday", () => {
    const saturdayNoon = new Date("2026-11-14T17:00:00Z")
    const [first] = openWindows({ schedule: businessHours, far: false, taken: [], now: saturdayNoon })
    expect(first.start).toBe("2026-11-16T13:00:00.000Z")
    expect(startsWithin(first, saturdayNoon)).toBe(false)
    expect(startsWithin(openWindows({ schedule: businessHours, far: false, taken: [], now: NOW.afterMarch })[0], NOW.afterMarch)).toBe(true)
  })
})
