import { applicationSubject, isOpen, isoDate } from "../../src/lib/jobs"

describe("job expiry", () => {
  it("keeps a role open through the whole of its validThrough day", () => {
    expect(isOpen("2026-12-31", new Date("2026-12-31T23:00:00Z"))).toBe(true)
  })

  it("closes a role the day after validThrough", () => {
    expect(isOpen("2026-12-31", new Date("2027-01-01T00:00:01Z"))).toBe(false)
  })

  it("formats the posted date as YYYY-MM-DD", () => {
    expect(isoDate(new Date("2026-11-22T15:00:00Z"))).toBe("2026-11-22")
  })

  it("uses the spec's application subject", () => {
    expect(applicationSubject("Day Porter")).toBe("Application: Day Porter")
  })
})
