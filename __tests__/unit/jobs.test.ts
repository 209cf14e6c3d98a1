import { applicationSubject, isOpen, isoDate, jobClosesAt } from "../../src/lib/jobs"
import { utcOffset } from "../../src/lib/time-zone"

describe("job expiry", () => {
  it("keeps a role open through the whole of its validThrough day in Tampa (23:59:59 EST is 04:59:59 UTC)", () => {
    expect(isOpen("2026-12-31", new Date("2027-01-01T04:59:59.999Z"))).toBe(true)
  })

  it("closes a role when its validThrough day ends in Tampa", () => {
    expect(isOpen("2026-12-31", new Date("2027-01-01T05:00:00Z"))).toBe(false)
  })

  it("ends a summer role's day in daylight time, and gives JobPosting the same instant", () => {
    expect(jobClosesAt("2027-07-31")).toBe("2027-07-31T23:59:59-04:00")
    expect(jobClosesAt("2026-12-31")).toBe("2026-12-31T23:59:59-05:00")
    expect(isOpen("2027-07-31", new Date("2027-08-01T03:59:59Z"))).toBe(true)
    expect(isOpen("2027-07-31", new Date("2027-08-01T04:00:00Z"))).toBe(false)
  })

  it("writes a zone offset as ISO 8601 does, including UTC itself", () => {
    expect(utcOffset("America/New_York", new Date("2026-01-15T12:00:00Z"))).toBe("-05:00")
    expect(utcOffset("UTC", new Date("2026-01-15T12:00:00Z"))).toBe("+00:00")
  })

  it("formats the posted date as YYYY-MM-DD", () => {
    expect(isoDate(new Date("2026-11-22T15:00:00Z"))).toBe("2026-11-22")
  })

  it("uses the spec's application subject", () => {
    expect(applicationSubject("Day Porter")).toBe("Application: Day Porter")
  })
})
