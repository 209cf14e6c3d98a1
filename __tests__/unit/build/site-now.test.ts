import { parseSiteNow, siteNow } from "../../../gatsby/site-now"

describe("the build's now (SITE_NOW)", () => {
  it("reads an ISO date as midday UTC of that day, so no time zone moves it to another day", () => {
    expect(siteNow({ SITE_NOW: "2027-01-02" }).toISOString()).toBe("2027-01-02T12:00:00.000Z")
  })

  it("reads an ISO date-time as given", () => {
    expect(siteNow({ SITE_NOW: "2026-12-31T23:30:00-05:00" }).toISOString()).toBe("2027-01-01T04:30:00.000Z")
  })

  it("rejects anything else with a message naming the variable and the expected format", () => {
    expect(() => parseSiteNow("next tuesday")).toThrow('SITE_NOW="next tuesday" is not an ISO date or date-time (e.g. 2027-01-02 or 2027-01-02T09:30:00Z)')
    expect(() => parseSiteNow("2027-13-45")).toThrow(/SITE_NOW="2027-13-45"/)
  })

  it("without SITE_NOW takes the clock once and records it, so every later read in the build agrees", () => {
    jest.useFakeTimers({ now: new Date("2026-11-25T08:00:00Z") })
    try {
      const env: NodeJS.ProcessEnv = {}
      const first = siteNow(env)
      expect(first.toISOString()).toBe("2026-11-25T08:00:00.000Z")
      expect(env.SITE_NOW).toBe("2026-11-25T08:00:00.000Z")
      jest.setSystemTime(new Date("2026-11-25T08:05:00Z"))
      expect(siteNow(env).toISOString()).toBe(first.toISOString())
    } finally {
      jest.useRealTimers()
    }
  })
})
