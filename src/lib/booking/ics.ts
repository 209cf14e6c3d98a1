/**
 * The calendar files (RFC 5545, iTIP methods of RFC 5546) sent with the booking e-mails: one for the
 * prospect, one for the office, both for the same booking.
 *
 * - Times are Florida wall times with TZID=America/New_York and the zone's VTIMEZONE, so a calendar in
 *   any zone shows the right moment on either side of a daylight-saving change.
 * - The UID is the booking's id (the office's copy has its own, so one mailbox that gets both keeps two
 *   events): a move is METHOD:REQUEST with the same UID and a higher SEQUENCE, which updates the event in
 *   place; a cancel is METHOD:CANCEL with the same UID. SEQUENCE is the booking's `sequence` column.
 * - What goes in: the prospect's copy carries only our words (the time, the reference, our phone, the
 *   link to move or cancel): mail to an address a visitor typed never echoes what they typed, and their
 *   address appears only as the attendee the mail is sent to. The office's copy carries what the crew
 *   needs at the door: reference, business, contact, phone, e-mail, site address, type of business, size
 *   and services. Not the free-text requirements, budget, files or lead source: a calendar is shared with
 *   crews and synced to phones and outlives the quote's retention, and the office e-mail has the rest.
 *
 * Pure, importable by the Edge Functions (Deno): imports only with file extensions.
 */
import { wallClockOf } from "../time-zone.ts"
import { formatTimeRange, formatWindow } from "./format.ts"
import { FLORIDA_TIME_ZONE } from "./schedule.ts"

export type CalendarMethod = "REQUEST" | "CANCEL"

export interface CalendarBooking {
  id: string
  start: string | Date
  end: string | Date
  /** The booking's sequence: 0 when booked, one more on each move and on the cancel. */
  sequence: number
}

export interface Mailbox {
  email: string
  /** Shown by calendars; leave it out for an address a visitor typed. */
  name?: string
}

interface CalendarInput {
  booking: CalendarBooking
  /** REQUEST when booked or moved, CANCEL when cancelled. */
  method: CalendarMethod
  /** When the file is made (DTSTAMP): the caller's `now`. */
  now: Date
  /** The host part of the UID: the site's domain. */
  uidDomain: string
  /** Who the event is from (replies to an invitation go there). */
  organizer: Mailbox
  /** Who it is for. */
  attendee: Mailbox
  companyName: string
  /** "Q-1A2B3C4D", the quote's reference. */
  reference: string
}

export interface ProspectCalendarInput extends CalendarInput {
  /** The company's phone, as shown. */
  phone: string
  /** The signed link that opens the booking to move or cancel it. */
  manageUrl?: string
}

/** What the office's copy shows of the quote: the fields the crew needs at the site. */
export interface OfficeQuoteDetails {
  businessName: string
  contactName: string
  phone: string
  email: string
  address?: string | null
  city?: string | null
  state: string
  zipCode?: string | null
  serviceType?: string | null
  squareFootage?: string | null
  services: readonly string[]
  /** The booking is on a far-city day (the site is far from Tampa). */
  far?: boolean
}

export interface OfficeCalendarInput extends CalendarInput {
  quote: OfficeQuoteDetails
}

/** America/New_York as the US has kept it since 2007: daylight time from the second Sunday of March to the first Sunday of November. */
const NEW_YORK_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${FLORIDA_TIME_ZONE}`,
  `X-LIC-LOCATION:${FLORIDA_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
]

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, "\\n")
}

/** A parameter value (CN): quoted, with no quote, control character or line break inside. */
const parameterValue = (value: string) => `"${value.replace(/[\u0000-\u001f\u007f"]/g, "")}"`

/** A mailto: URI; an address with anything a URI or a content line cannot carry is refused. */
function mailto(email: string): string {
  if (!/^[^\s@"<>\\;:,]+@[^\s@"<>\\;:,]+$/.test(email)) throw new Error(`not an e-mail address for a calendar file: ${JSON.stringify(email)}`)
  return `mailto:${email}`
}

const encoder = new TextEncoder()

/** Folds a content line at 75 octets (RFC 5545 3.1): CRLF and a space before each continuation, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ""
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    if (size + bytes > 75) {
      parts.push(current)
      current = " "
      size = 1
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join("\r\n")
}

/** "20260310T090000": a wall time in Florida. */
function floridaDateTime(at: Date): string {
  const { date, minutes } = wallClockOf(FLORIDA_TIME_ZONE, at)
  return `${date.replace(/-/g, "")}T${String(Math.floor(minutes / 60)).padStart(2, "0")}${String(minutes % 60).padStart(2, "0")}00`
}

/** "20260310T130000Z": an instant in UTC. */
const utcDateTime = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`

const instant = (value: string | Date) => (value instanceof Date ? value : new Date(value))

function calendarFile(input: CalendarInput, uid: string, summary: string, description: string, location?: string): string {
  const { booking, method, organizer, attendee } = input
  const person = (mailbox: Mailbox) => (mailbox.name ? `;CN=${parameterValue(mailbox.name)}` : "")
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:-//${escapeText(input.companyName)}//Assessment booking//EN`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...NEW_YORK_TIMEZONE,
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `SEQUENCE:${booking.sequence}`,
    `DTSTAMP:${utcDateTime(input.now)}`,
    `DTSTART;TZID=${FLORIDA_TIME_ZONE}:${floridaDateTime(instant(booking.start))}`,
    `DTEND;TZID=${FLORIDA_TIME_ZONE}:${floridaDateTime(instant(booking.end))}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `ORGANIZER${person(organizer)}:${mailto(organizer.email)}`,
    `ATTENDEE${person(attendee)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:${mailto(attendee.email)}`,
    `STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ]
  return lines.map(foldLine).join("\r\n") + "\r\n"
}

const uidOf = (input: CalendarInput, suffix = "") => `assessment-${input.booking.id}${suffix}@${input.uidDomain}`

/** The prospect's calendar file: our words only. */
export function prospectCalendar(input: ProspectCalendarInput): string {
  const when = `${formatWindow(input.booking, { year: true })} (Florida time)`
  const description =
    input.method === "CANCEL"
      ? [`Your free on-site assessment with ${input.companyName} on ${when} is cancelled.`, `Reference: ${input.reference}.`, `To book another time, call ${input.phone}.`]
      : [
          `Your free on-site assessment with ${input.companyName}: we arrive between ${formatTimeRange(input.booking)} (Florida time).`,
          `Reference: ${input.reference}.`,
          ...(input.manageUrl ? [`To move or cancel: ${input.manageUrl}`] : []),
          `Questions: ${input.phone}.`,
        ]
  return calendarFile(input, uidOf(input), `Free on-site assessment: ${input.companyName}`, description.join("\n"))
}

/** The office's calendar file: the booking with what the crew needs of the quote. */
export function officeCalendar(input: OfficeCalendarInput): string {
  const { quote } = input
  const place = [quote.city, quote.state].filter(Boolean).join(", ")
  const site = [quote.address, place, quote.zipCode].filter(Boolean).join(", ")
  const lines = [
    `${input.method === "CANCEL" ? "CANCELLED: on-site assessment" : "On-site assessment"} ${input.reference}, arrival ${formatTimeRange(input.booking)}.`,
    ...(quote.far ? ["Far-city day: the site is not a same-day drive from Tampa."] : []),
    `Business: ${quote.businessName}`,
    `Contact: ${quote.contactName}`,
    `Phone: ${quote.phone}`,
    `E-mail: ${quote.email}`,
    `Site: ${site}`,
    ...(quote.serviceType ? [`Type of business: ${quote.serviceType}`] : []),
    ...(quote.squareFootage ? [`Square footage: ${quote.squareFootage}`] : []),
    `Services: ${quote.services.join(", ")}`,
    "The quote e-mail has the full request.",
  ]
  return calendarFile(input, uidOf(input, "-office"), `Assessment: ${quote.businessName}${place ? ` (${place})` : ""}`, lines.join("\n"), site || undefined)
}
