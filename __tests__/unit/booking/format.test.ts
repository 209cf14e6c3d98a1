import { dayLabel, formatDate, formatTimeRange, formatWindow } from "../../../src/lib/booking/format"

const span = (start: string, end: string) => ({ start, end })

describe("words for windows, in Florida time", () => {
  it("writes a window's times with one am or pm when both share it, minutes only when there are some", () => {
    expect(formatTimeRange(span("2026-03-10T13:00:00Z", "2026-03-10T15:00:00Z"))).toBe("9–11 am")
    expect(formatTimeRange(span("2026-03-10T15:00:00Z", "2026-03-10T17:00:00Z"))).toBe("11 am–1 pm")
    expect(formatTimeRange(span("2026-03-10T13:30:00Z", "2026-03-10T15:30:00Z"))).toBe("9:30–11:30 am")
    expect(formatTimeRange(span("2026-03-10T16:00:00Z", "2026-03-10T18:00:00Z"))).toBe("12–2 pm")
    expect(formatTimeRange(span("2026-03-10T14:00:00Z", "2026-03-10T16:00:00Z"))).toBe("10 am–12 pm")
  })

  it("writes the day in short, with the year when asked", () => {
    expect(formatDate("2026-03-10")).toBe("Tue, Mar 10")
    expect(formatDate("2027-01-05", { year: true })).toBe("Tue, Jan 5, 2027")
    expect(formatWindow(span("2026-03-10T13:00:00Z", "2026-03-10T15:00:00Z"))).toBe("Tue, Mar 10, 9–11 am")
    expect(formatWindow({ start: new Date("2026-12-31T21:00:00Z"), end: new Date("2026-12-31T23:00:00Z") }, { year: true })).toBe("Thu, Dec 31, 2026, 4–6 pm")
  })

  it("names today and tomorrow by Florida's calendar across a year's end", () => {
    const lateOnNewYearsEve = new Date("2027-01-01T04:30:00Z") // 11:30 pm EST, Dec 31
    expect(dayLabel("2026-12-31", lateOnNewYearsEve)).toBe("Today")
    expect(dayLabel("2027-01-01", lateOnNewYearsEve)).toBe("Tomorrow")
    expect(dayLabel("2027-01-02", lateOnNewYearsEve)).toBe("Sat, Jan 2")
  })
})
