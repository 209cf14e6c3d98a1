/**
 * The calendar files, read back by Mozilla's iCalendar parser (ical.js, the one Thunderbird uses): the
 * times in UTC on both sides of both daylight-saving changes, one UID per booking across a move and the
 * cancel, line folding, escaping, and what each copy may say.
 */
import ICAL from "ical.js"
import { officeCalendar, prospectCalendar, type CalendarBooking, type CalendarMethod } from "../../../src/lib/booking/ics"
import { FIXED_NOW } from "../../fixtures/clock"

const booking: CalendarBooking = { id: "7d1c1a52-6a4c-4f7e-9a61-2f0e8f2b7c11", start: "2026-03-09T12:00:00Z", end: "2026-03-09T14:00:00Z", sequence: 0 }
const common = {
  now: FIXED_NOW,
  uidDomain: "www.example.com",
  companyName: "Florida Commercial Cleaning",
  reference: "Q-7D1C1A52",
}
const prospect = (changes: Partial<Parameters<typeof prospectCalendar>[0]> = {}) =>
  prospectCalendar({
    ...common,
    booking,
    method: "REQUEST",
    organizer: { name: "Florida Commercial Cleaning", email: "quotes@example.com" },
    attendee: { email: "maria@bayshoredental.com" },
    phone: "(813) 555-0142",
    manageUrl: "https://www.example.com/assessment/?quote=7d1c1a52-6a4c-4f7e-9a61-2f0e8f2b7c11&key=l1.1.1767225600.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ",
    ...changes,
  })
const quote = {
  businessName: "Bayshore Dental Group",
  contactName: "Maria Lopez",
  phone: "(813) 555-0199",
  email: "maria@bayshoredental.com",
  address: "2101 W Swann Ave, Suite 4",
  city: "Tampa",
  state: "FL",
  zipCode: "33606",
  serviceType: "Dental office",
  squareFootage: "3,200",
  services: ["Office Cleaning", "Medical Office Cleaning"],
}
const office = (changes: Partial<Parameters<typeof officeCalendar>[0]> = {}) =>
  officeCalendar({
    ...common,
    booking,
    method: "REQUEST",
    organizer: { name: "Florida Commercial Cleaning bookings", email: "bookings@example.com" },
    attendee: { name: "Office", email: "office@example.com" },
    quote,
    ...changes,
  })

/** The calendar as a calendar program reads it, its zone registered from its own VTIMEZONE. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!)
  const vevent = calendar.getFirstSubcomponent("vevent")!
  const event = new ICAL.Event(vevent)
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startZone: event.startDate.zone?.tzid,
    status: vevent.getFirstPropertyValue("status"),
    summary: event.summary,
    description: event.description,
    location: event.location,
    organizer: vevent.getFirstPropertyValue("organizer"),
    attendees: vevent.getAllProperties("attendee").map((property) => property.getFirstValue()),
    propertyNames: vevent.getAllProperties().map((property) => property.name),
  }
}

describe("times", () => {
  it.each([
    ["Friday before the March change, EST", "2026-03-06T13:00:00.000Z", "2026-03-06T15:00:00.000Z"],
    ["Monday after the March change, EDT", "2026-03-09T12:00:00.000Z", "2026-03-09T14:00:00.000Z"],
    ["Saturday before the November change, EDT", "2026-10-31T13:00:00.000Z", "2026-10-31T15:00:00.000Z"],
    ["Monday after the November change, EST", "2026-11-02T13:00:00.000Z", "2026-11-02T15:00:00.000Z"],
  ])("%s: the parser finds the same instants in UTC, in America/New_York", (_when, start, end) => {
    for (const text of [prospect({ booking: { ...booking, start, end } }), office({ booking: { ...booking, start, end } })]) {
      const event = read(text)
      expect([event.start, event.end, event.startZone]).toEqual([start, end, "America/New_York"])
    }
  })

  it("writes the Florida wall time with its zone, and the stamp in UTC", () => {
    const text = prospect()
    expect(text).toContain("\r\nDTSTART;TZID=America/New_York:20260309T080000\r\n")
    expect(text).toContain("\r\nDTEND;TZID=America/New_York:20260309T100000\r\n")
    expect(text).toContain("\r\nDTSTAMP:20261122T120000Z\r\n")
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:America\/New_York\r\n[\s\S]*RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU[\s\S]*RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU[\s\S]*END:VTIMEZONE/)
  })
})

describe("one event per booking", () => {
  const sent = (method: CalendarMethod, sequence: number, start: string, end: string) => read(prospect({ method, booking: { ...booking, sequence, start, end } }))

  it("a move is a request with the same UID and a higher sequence; the cancel names the same UID", () => {
    const booked = sent("REQUEST", 0, "2026-03-09T12:00:00Z", "2026-03-09T14:00:00Z")
    const moved = sent("REQUEST", 1, "2026-03-10T18:00:00Z", "2026-03-10T20:00:00Z")
    const cancelled = sent("CANCEL", 2, "2026-03-10T18:00:00Z", "2026-03-10T20:00:00Z")
    expect(booked.uid).toBe("assessment-7d1c1a52-6a4c-4f7e-9a61-2f0e8f2b7c11@www.example.com")
    expect([moved.uid, cancelled.uid]).toEqual([booked.uid, booked.uid])
    expect([booked.sequence, moved.sequence, cancelled.sequence]).toEqual([0, 1, 2])
    expect([booked.method, moved.method, cancelled.method]).toEqual(["REQUEST", "REQUEST", "CANCEL"])
    expect([booked.status, moved.status, cancelled.status]).toEqual(["CONFIRMED", "CONFIRMED", "CANCELLED"])
    expect(moved.start).toBe("2026-03-10T18:00:00.000Z")
  })

  it("the office's copy is an event of its own, updated the same way", () => {
    const first = read(office())
    const moved = read(office({ booking: { ...booking, sequence: 1 } }))
    expect(first.uid).toBe("assessment-7d1c1a52-6a4c-4f7e-9a61-2f0e8f2b7c11-office@www.example.com")
    expect(moved.uid).toBe(first.uid)
    expect(first.uid).not.toBe(read(prospect()).uid)
  })

  it("has the organizer and attendee a request needs", () => {
    const event = read(prospect())
    expect(event.organizer).toBe("mailto:quotes@example.com")
    expect(event.attendees).toEqual(["mailto:maria@bayshoredental.com"])
  })
})

describe("the file's form", () => {
  it("ends every line with CRLF and folds lines longer than 75 octets, never inside a character", () => {
    const text = office({ quote: { ...quote, businessName: "Café Évora Ünternehmen 🧽 ".repeat(6).trim(), address: "ñ".repeat(120) } })
    expect(text.endsWith("\r\n")).toBe(true)
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    const lines = text.split("\r\n").slice(0, -1)
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(4)
    for (const line of lines) expect(line).not.toContain("\uFFFD")
    const event = read(text)
    expect(event.summary).toBe(`Assessment: ${"Café Évora Ünternehmen 🧽 ".repeat(6).trim()} (Tampa, FL)`)
    expect(event.location).toBe(`${"ñ".repeat(120)}, Tampa, FL, 33606`)
  })

  it("escapes what a visitor typed, so it stays text and never becomes a property", () => {
    const typed = "Acme; Inc., \\ Suite 5\r\nATTENDEE:mailto:someone@elsewhere.example\nEND:VEVENT"
    const event = read(office({ quote: { ...quote, businessName: typed, contactName: "Al\rBERT" } }))
    expect(event.summary).toBe(`Assessment: Acme; Inc., \\ Suite 5\nATTENDEE:mailto:someone@elsewhere.example\nEND:VEVENT (Tampa, FL)`)
    expect(event.attendees).toEqual(["mailto:office@example.com"])
    expect(event.propertyNames.filter((name) => name === "attendee")).toHaveLength(1)
    expect(event.description).toContain("Contact: Al\nBERT")
  })

  it("refuses an address that could break out of its line", () => {
    expect(() => prospect({ attendee: { email: "a@b.example\r\nX:1" } })).toThrow(/not an e-mail address/)
  })
})

describe("what each copy says", () => {
  it("the prospect's: the time in Florida, the reference, our phone and the link, nothing they typed", () => {
    const event = read(prospect())
    expect(event.summary).toBe("Free on-site assessment: Florida Commercial Cleaning")
    expect(event.description).toBe(
      [
        "Your free on-site assessment with Florida Commercial Cleaning: we arrive between 8–10 am (Florida time).",
        "Reference: Q-7D1C1A52.",
        "To move or cancel: https://www.example.com/assessment/?quote=7d1c1a52-6a4c-4f7e-9a61-2f0e8f2b7c11&key=l1.1.1767225600.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ",
        "Questions: (813) 555-0142.",
      ].join("\n"),
    )
    expect(event.location).toBeNull()
    const text = prospect()
    for (const typed of [quote.businessName, quote.contactName, quote.address, quote.phone]) expect(text).not.toContain(typed)
  })

  it("the prospect's cancel says so, with the day and how to book again", () => {
    const event = read(prospect({ method: "CANCEL", booking: { ...booking, sequence: 1 } }))
    expect(event.description).toBe(
      "Your free on-site assessment with Florida Commercial Cleaning on Mon, Mar 9, 2026, 8–10 am (Florida time) is cancelled.\nReference: Q-7D1C1A52.\nTo book another time, call (813) 555-0142.",
    )
  })

  it("the office's: what the crew needs at the site, and the site as the location", () => {
    const event = read(office({ quote: { ...quote, far: true } }))
    expect(event.description).toBe(
      [
        "On-site assessment Q-7D1C1A52, arrival 8–10 am.",
        "Far-city day: the site is not a same-day drive from Tampa.",
        "Business: Bayshore Dental Group",
        "Contact: Maria Lopez",
        "Phone: (813) 555-0199",
        "E-mail: maria@bayshoredental.com",
        "Site: 2101 W Swann Ave, Suite 4, Tampa, FL, 33606",
        "Type of business: Dental office",
        "Square footage: 3,200",
        "Services: Office Cleaning, Medical Office Cleaning",
        "The quote e-mail has the full request.",
      ].join("\n"),
    )
    expect(event.location).toBe("2101 W Swann Ave, Suite 4, Tampa, FL, 33606")
    expect(read(office({ method: "CANCEL" })).description).toMatch(/^CANCELLED: on-site assessment Q-7D1C1A52/)
  })
})
