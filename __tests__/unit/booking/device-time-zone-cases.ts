/**
 * What windows and their words must be whatever the device's time zone: run by windows-in-utc,
 * windows-in-tokyo and windows-in-los-angeles, each in a process set to that zone.
 */
import { dayLabel, formatTimeRange, formatWindow } from "../../../src/lib/booking/format"
import { scheduledWindows, startsWithin } from "../../../src/lib/booking/windows"
import { instantOf, wallClockOf } from "../../../src/lib/time-zone"
import { NOW, businessHours, changeNight } from "../../fixtures/assessment-schedule"

const starts = (now: Date, count: number) => scheduledWindows(businessHours, false, now).slice(0, count).map((window) => window.start)

export function deviceTimeZoneCases() {
  describe("windows across the March change (clocks go forward Sunday March 8 at 2 am)", () => {
    it("before it: Friday and Saturday in standard time (UTC-5), Monday in daylight time (UTC-4), all from 8 am Florida", () => {
      const windows = scheduledWindows(businessHours, false, NOW.beforeMarch)
      expect(windows[0]).toEqual({ start: "2026-03-06T13:00:00.000Z", end: "2026-03-06T15:00:00.000Z", date: "2026-03-06" })
      expect(windows.find((window) => window.date === "2026-03-07")).toEqual({ start: "2026-03-07T14:00:00.000Z", end: "2026-03-07T16:00:00.000Z", date: "2026-03-07" })
      expect(windows.find((window) => window.date === "2026-03-09")).toEqual({ start: "2026-03-09T12:00:00.000Z", end: "2026-03-09T14:00:00.000Z", date: "2026-03-09" })
      expect(windows.filter((window) => window.date === "2026-03-08")).toEqual([])
    })

    it("after it: the first window is at least the notice after now, today", () => {
      expect(starts(NOW.afterMarch, 2)).toEqual(["2026-03-09T14:00:00.000Z", "2026-03-09T16:00:00.000Z"])
      const [first] = scheduledWindows(businessHours, false, NOW.afterMarch)
      expect(dayLabel(first.date, NOW.afterMarch)).toBe("Today")
      expect(formatWindow(first)).toBe("Mon, Mar 9, 10 am–12 pm")
      expect(startsWithin(first, NOW.afterMarch)).toBe(true)
    })

    it("labels days by Florida's calendar: Friday is tomorrow on Thursday evening, later days by name", () => {
      expect(dayLabel("2026-03-05", NOW.beforeMarch)).toBe("Today")
      expect(dayLabel("2026-03-06", NOW.beforeMarch)).toBe("Tomorrow")
      expect(dayLabel("2026-03-09", NOW.beforeMarch)).toBe("Mon, Mar 9")
      expect(formatWindow(scheduledWindows(businessHours, false, NOW.beforeMarch).find((window) => window.date === "2026-03-09")!)).toBe("Mon, Mar 9, 8–10 am")
    })

    it("the night of the change: no window starts in the skipped hour, and the one that ends in it ends at 3 am daylight time", () => {
      const windows = scheduledWindows(changeNight, false, NOW.eveOfMarch)
      expect(windows.map((window) => [window.start, window.end])).toEqual([
        ["2026-03-08T05:00:00.000Z", "2026-03-08T06:00:00.000Z"],
        ["2026-03-08T06:00:00.000Z", "2026-03-08T07:00:00.000Z"],
        ["2026-03-08T07:00:00.000Z", "2026-03-08T08:00:00.000Z"],
      ])
      expect(windows.map((window) => formatTimeRange(window))).toEqual(["12–1 am", "1–3 am", "3–4 am"])
    })
  })

  describe("windows across the November change (clocks go back Sunday November 1 at 2 am)", () => {
    it("before it: Saturday in daylight time, Monday in standard time, both at their Florida hours", () => {
      expect(starts(NOW.beforeNovember, 3)).toEqual(["2026-10-31T13:00:00.000Z", "2026-10-31T15:00:00.000Z", "2026-11-02T13:00:00.000Z"])
      const windows = scheduledWindows(businessHours, false, NOW.beforeNovember)
      expect(windows.slice(0, 3).map((window) => formatWindow(window))).toEqual(["Sat, Oct 31, 9–11 am", "Sat, Oct 31, 11 am–1 pm", "Mon, Nov 2, 8–10 am"])
      expect(dayLabel(windows[0].date, NOW.beforeNovember)).toBe("Tomorrow")
    })

    it("after it, late on Sunday in Florida (already Monday in UTC): Monday is tomorrow, its 8 am is 13:00 UTC, within 24 hours", () => {
      const [first] = scheduledWindows(businessHours, false, NOW.afterNovember)
      expect(first).toEqual({ start: "2026-11-02T13:00:00.000Z", end: "2026-11-02T15:00:00.000Z", date: "2026-11-02" })
      expect(dayLabel(first.date, NOW.afterNovember)).toBe("Tomorrow")
      expect(dayLabel("2026-11-01", NOW.afterNovember)).toBe("Today")
      expect(startsWithin(first, NOW.afterNovember)).toBe(true)
    })

    it("the night of the change: the repeated hour is offered once, in standard time, as PostgreSQL reads it", () => {
      const windows = scheduledWindows(changeNight, false, NOW.eveOfNovember)
      expect(windows.map((window) => [window.start, window.end])).toEqual([
        ["2026-11-01T04:00:00.000Z", "2026-11-01T06:00:00.000Z"],
        ["2026-11-01T06:00:00.000Z", "2026-11-01T07:00:00.000Z"],
        ["2026-11-01T07:00:00.000Z", "2026-11-01T08:00:00.000Z"],
        ["2026-11-01T08:00:00.000Z", "2026-11-01T09:00:00.000Z"],
      ])
    })
  })

  describe("Florida's wall clock", () => {
    it("reads an instant as Florida's day and time on both sides of each change", () => {
      expect(wallClockOf("America/New_York", new Date("2026-03-08T06:59:00Z"))).toEqual({ date: "2026-03-08", minutes: 1 * 60 + 59 })
      expect(wallClockOf("America/New_York", new Date("2026-03-08T07:00:00Z"))).toEqual({ date: "2026-03-08", minutes: 3 * 60 })
      expect(wallClockOf("America/New_York", new Date("2026-11-01T05:30:00Z"))).toEqual({ date: "2026-11-01", minutes: 60 + 30 })
      expect(wallClockOf("America/New_York", new Date("2026-11-01T06:30:00Z"))).toEqual({ date: "2026-11-01", minutes: 60 + 30 })
      expect(wallClockOf("America/New_York", NOW.afterNovember)).toEqual({ date: "2026-11-01", minutes: 23 * 60 + 30 })
    })

    it("finds the instant of a Florida time, the skipped and the repeated ones as PostgreSQL does", () => {
      expect(instantOf("America/New_York", "2026-03-08", 2 * 60 + 30).toISOString()).toBe("2026-03-08T07:30:00.000Z")
      expect(instantOf("America/New_York", "2026-11-01", 60 + 30).toISOString()).toBe("2026-11-01T06:30:00.000Z")
      expect(instantOf("America/New_York", "2026-07-04", 12 * 60).toISOString()).toBe("2026-07-04T16:00:00.000Z")
      expect(instantOf("America/New_York", "2026-12-31", 23 * 60 + 59).toISOString()).toBe("2027-01-01T04:59:00.000Z")
    })
  })
}
