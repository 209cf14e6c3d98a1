import { ASSESSMENT_LINK_PATH, accessFromSearch, assessmentLink, newBookingToken } from "../../../src/lib/booking/access"
import { windowsOf, type Availability } from "../../../src/lib/booking/answers"
import { businessHours } from "../../fixtures/assessment-schedule"

const quoteId = "7d1c1a52-6a4c-4f7e-9a61-2f0e8f2b7c11"
const linkKey = "l1.3.1767225600.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ"

describe("the quote's own secret and the e-mail link", () => {
  it("makes a booking token of 32 random bytes, in the 43 url-safe characters the database accepts", () => {
    const tokens = Array.from({ length: 50 }, newBookingToken)
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Set(tokens).size).toBe(50)
  })

  it("writes the link on the site's origin and reads the quote and key back from it", () => {
    const link = assessmentLink("https://www.example.com/", { quoteId, key: linkKey })
    expect(link).toBe(`https://www.example.com${ASSESSMENT_LINK_PATH}?quote=${quoteId}&key=${linkKey}`)
    expect(accessFromSearch(new URL(link).search)).toEqual({ quoteId, key: linkKey })
    const token = newBookingToken()
    expect(accessFromSearch(`?quote=${quoteId.toUpperCase()}&key=${token}`)).toEqual({ quoteId, key: token })
  })

  it("reads no access from a link that could not work", () => {
    for (const search of ["", `?quote=${quoteId}`, `?key=${linkKey}`, `?quote=not-a-uuid&key=${linkKey}`, `?quote=${quoteId}&key=l1.3.x.short`, `?quote=${quoteId}&key=${linkKey}%0A`]) {
      expect(accessFromSearch(search)).toBeNull()
    }
  })
})

describe("the windows of an availability answer", () => {
  const answer: Availability = {
    now: "2026-11-09T11:00:00Z",
    schedule: businessHours,
    far: false,
    taken: [{ start: "2026-11-09T15:00:00Z", end: "2026-11-09T17:00:00Z", count: 2 }],
    booking: { id: "b", start: "2026-11-09T17:00:00.000Z", end: "2026-11-09T19:00:00.000Z", status: "booked", sequence: 0 },
  }

  it("are generated from the database's now and counts, without the window the quote already holds", () => {
    expect(windowsOf(answer).slice(0, 2).map((window) => window.start)).toEqual(["2026-11-09T19:00:00.000Z", "2026-11-09T21:00:00.000Z"])
  })

  it("are none while the database has no schedule", () => {
    expect(windowsOf({ ...answer, schedule: null })).toEqual([])
  })
})
