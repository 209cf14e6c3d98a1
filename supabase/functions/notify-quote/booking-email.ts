/**
 * The e-mails of an assessment booking (issue 31), as plain text and simple HTML, with their calendar
 * files. Pure: everything comes in as arguments, "now" included.
 *
 * - To the prospect: fixed words only (the time in Florida, the reference, what to have ready, the link to
 *   move or cancel, our phone): nothing the visitor typed, as in the acknowledgement. Booked and moved
 *   carry prospectCalendar's METHOD:REQUEST, cancelled its METHOD:CANCEL, same UID, the booking's
 *   SEQUENCE, so a calendar updates one event.
 * - To the office: the booking with the quote's details (reply-to the prospect) and officeCalendar's file.
 * - The reminder, the day before: the time, what to have ready, the link.
 * - To the office, when no window suited: the best times to call the prospect back, as they typed them.
 */
import { Buffer } from "node:buffer"
import { officeCalendar, prospectCalendar, type CalendarMethod, type OfficeQuoteDetails } from "../../../src/lib/booking/ics.ts"
import { formatTimeRange, formatWindow } from "../../../src/lib/booking/format.ts"
import type { MailAttachment } from "../_shared/mailer.ts"
import { escapeHtml, oneLine } from "../_shared/escape.ts"
import { floridaTime } from "../_shared/florida-time.ts"
import { type Company, type EmailContent, htmlList, htmlPage, htmlRows, type Row, textRows } from "./email-content.ts"
import { optionLabel } from "./labels.ts"
import { quoteReference } from "./quote.ts"

export interface BookingState {
  id: string
  starts_at: Date
  ends_at: Date
  status: "booked" | "cancelled"
  sequence: number
  far: boolean
}

/** What changed, as the mail tells it: a first booking, a new time, a cancellation. */
export type BookingChange = "booked" | "moved" | "cancelled"
export const changeOf = (booking: Pick<BookingState, "status" | "sequence">): BookingChange =>
  booking.status === "cancelled" ? "cancelled" : booking.sequence === 0 ? "booked" : "moved"

export interface BookingMail extends EmailContent {
  attachments?: MailAttachment[]
}

/** What to have ready: the same list in the confirmation and the reminder. */
export const WHAT_TO_HAVE_READY = [
  "someone who can walk us through every area to be cleaned (about 30 to 45 minutes)",
  "access to locked rooms, restrooms, break rooms and storage",
  "your current cleaning schedule or contract, if you have one",
  "anything special: floor types, hours we must work around, alarm or key arrangements",
]

const span = (booking: BookingState) => ({ start: booking.starts_at, end: booking.ends_at })
/** "Tue, Mar 10, 2026, 9–11 am (Florida time)" */
export const floridaWindow = (booking: BookingState) => `${formatWindow(span(booking), { year: true })} (Florida time)`

const CALENDAR_FILE = "assessment.ics"

/** The calendar file as Resend takes it: base64 bytes, with the iTIP method in its content type (RFC 6047). */
function calendarAttachment(ics: string, method: CalendarMethod): MailAttachment {
  return { filename: CALENDAR_FILE, content: Buffer.from(ics, "utf8").toString("base64"), contentType: `text/calendar; charset=utf-8; method=${method}` }
}

const methodOf = (booking: BookingState): CalendarMethod => (booking.status === "cancelled" ? "CANCEL" : "REQUEST")

/** "Jane Doe <quotes@example.com>" -> "quotes@example.com" */
export const addressOf = (mailbox: string) => mailbox.match(/<([^<>]+)>\s*$/)?.[1]?.trim() ?? mailbox.trim()

interface Common {
  booking: BookingState
  quoteId: string
  company: Company
  now: Date
  /** The site's domain: the calendar UIDs' host. */
  uidDomain: string
}

export interface ProspectBookingInput extends Common {
  prospectEmail: string
  officeEmail: string
  /** The signed link to move or cancel (or, after a cancel, to book another time). */
  manageUrl: string
}

interface Page {
  /** The news and the reference. */
  lead: string[]
  /** What to have ready, when there is a visit to prepare. */
  list: string[] | null
  link: { label: string; url: string; note?: string }
  tail: string[]
}

function page({ lead, list, link, tail }: Page, company: Company): { text: string; html: string } {
  const text = [
    "Hello,",
    "",
    ...lead.flatMap((p) => [p, ""]),
    ...(list ? ["What to have ready:", ...list.map((item) => `- ${item}`), ""] : []),
    `${link.label}: ${link.url}`,
    ...(link.note ? [link.note] : []),
    "",
    ...tail.flatMap((p) => [p, ""]),
    company.name,
    company.phoneDisplay,
  ].join("\n")
  const html = htmlPage([
    "<p>Hello,</p>",
    ...lead.map((p) => `<p>${escapeHtml(p)}</p>`),
    list ? `<p>What to have ready:</p>${htmlList(list.map(escapeHtml))}` : "",
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>${link.note ? `<br>${escapeHtml(link.note)}` : ""}</p>`,
    ...tail.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${escapeHtml(company.name)}<br>${escapeHtml(company.phoneDisplay)}</p>`,
  ].join("\n"))
  return { text, html }
}

/** To the prospect, on a booking, a move or a cancellation. */
export function prospectBookingEmail(input: ProspectBookingInput): BookingMail {
  const { booking, company } = input
  const change = changeOf(booking)
  const when = floridaWindow(booking)
  const reference = quoteReference(input.quoteId)
  const subject = {
    booked: `Your free on-site assessment: ${formatWindow(span(booking))} - ${company.name}`,
    moved: `Your assessment is moved to ${formatWindow(span(booking))} - ${company.name}`,
    cancelled: `Your assessment on ${formatWindow(span(booking))} is cancelled - ${company.name}`,
  }[change]
  const headline = {
    booked: `Your free on-site assessment with ${company.name} is booked for ${when}. We arrive within that window.`,
    moved: `Your free on-site assessment with ${company.name} is moved to ${when}. We arrive within that window; the earlier time no longer holds.`,
    cancelled: `Your free on-site assessment with ${company.name} on ${when} is cancelled.`,
  }[change]
  const cancelled = change === "cancelled"
  const calendar = cancelled
    ? "The attached calendar file removes the visit from your calendar."
    : "The attached calendar file adds the visit to your calendar (a later change updates the same event)."
  const ics = prospectCalendar({
    booking: { id: booking.id, start: booking.starts_at, end: booking.ends_at, sequence: booking.sequence },
    method: methodOf(booking),
    now: input.now,
    uidDomain: input.uidDomain,
    organizer: { email: input.officeEmail, name: company.name },
    attendee: { email: input.prospectEmail },
    companyName: company.name,
    reference,
    phone: company.phoneDisplay,
    manageUrl: cancelled ? undefined : input.manageUrl,
  })
  const { text, html } = page({
    lead: [headline, `Your reference: ${reference}`],
    list: cancelled ? null : WHAT_TO_HAVE_READY,
    link: cancelled
      ? { label: "To book another time", url: input.manageUrl }
      : { label: "To move or cancel", url: input.manageUrl, note: "This link works until your next change: each e-mail we send carries the current one." },
    tail: [calendar, `Questions? Call or text us at ${company.phoneDisplay}, or reply to this e-mail.`, "If you did not ask us for an assessment, call us or ignore this e-mail."],
  }, company)
  return { subject, text, html, attachments: [calendarAttachment(ics, methodOf(booking))] }
}

/** To the prospect, the day before. */
export function reminderEmail(input: Omit<ProspectBookingInput, "prospectEmail" | "officeEmail">): BookingMail {
  const { booking, company } = input
  const range = formatTimeRange(span(booking))
  const subject = `Reminder: your free on-site assessment tomorrow, ${range} - ${company.name}`
  const { text, html } = page({
    lead: [
      `A reminder: your free on-site assessment with ${company.name} is tomorrow, ${floridaWindow(booking)}. We arrive within that window.`,
      `Your reference: ${quoteReference(input.quoteId)}`,
    ],
    list: WHAT_TO_HAVE_READY,
    link: { label: "To move or cancel", url: input.manageUrl },
    tail: [`Questions? Call or text us at ${company.phoneDisplay}, or reply to this e-mail.`],
  }, company)
  return { subject, text, html }
}

export interface OfficeBookingInput extends Common {
  quote: OfficeQuoteDetails
  /** The sender (MAIL_FROM): the office's calendar file's organizer. */
  mailFrom: string
  officeEmail: string
}

/** To the office, on a booking, a move or a cancellation: the visit and what the crew needs of the quote. */
export function officeBookingEmail(input: OfficeBookingInput): BookingMail {
  const { booking, quote } = input
  const change = changeOf(booking)
  const reference = quoteReference(input.quoteId)
  const place = quote.city?.trim() || optionLabel("state", quote.state)
  const verb = { booked: "booked", moved: "moved", cancelled: "cancelled" }[change]
  const subject = oneLine(`Assessment ${verb}: ${quote.businessName} (${place}), ${formatWindow(span(booking))}`)
  const intro = {
    booked: "A prospect booked the free on-site assessment online.",
    moved: "A prospect moved their on-site assessment to a new time; the earlier time is free again.",
    cancelled: "A prospect cancelled their on-site assessment; the time is free again.",
  }[change]
  const rows: Row[] = [
    ["When", floridaWindow(booking)],
    ...(booking.far ? [["Far-city day", "yes: the site is not a same-day drive from Tampa"] as Row] : []),
    ["Business", quote.businessName],
    ["Contact", quote.contactName],
    ["Phone", quote.phone],
    ["E-mail", quote.email],
    ["Site", [quote.address, quote.city, optionLabel("state", quote.state), quote.zipCode].filter(Boolean).join(", ")],
    ["Type of business", quote.serviceType || "-"],
    ["Square footage", quote.squareFootage || "-"],
    ["Services", quote.services.join(", ")],
    ["Reference", `${reference} (quote id ${input.quoteId})`],
  ]
  const footer = "Reply to this e-mail to write to the prospect. The quote's own e-mail has the full request."
  const ics = officeCalendar({
    booking: { id: booking.id, start: booking.starts_at, end: booking.ends_at, sequence: booking.sequence },
    method: methodOf(booking),
    now: input.now,
    uidDomain: input.uidDomain,
    organizer: { email: addressOf(input.mailFrom) },
    attendee: { email: input.officeEmail },
    companyName: input.company.name,
    reference,
    quote,
  })
  return {
    subject,
    text: [intro, "", ...textRows(rows), "", footer].join("\n"),
    html: htmlPage([`<p>${escapeHtml(intro)}</p>`, htmlRows(rows), `<p style="color:#555">${escapeHtml(footer)}</p>`].join("\n")),
    attachments: [calendarAttachment(ics, methodOf(booking))],
  }
}

export interface CallRequestInput {
  quoteId: string
  quote: Pick<OfficeQuoteDetails, "businessName" | "contactName" | "phone" | "email" | "city" | "state">
  /** As the prospect typed it (at most 500 characters). */
  bestTimes: string
  requestedAt: Date
}

/** To the office: no window suited the prospect; when to call them back. */
export function callRequestEmail({ quoteId, quote, bestTimes, requestedAt }: CallRequestInput): EmailContent {
  const place = quote.city?.trim() || optionLabel("state", quote.state)
  const subject = oneLine(`Call back to book an assessment: ${quote.businessName} (${place})`)
  const intro = "No open assessment window suited this prospect. Call them to find a time."
  const rows: Row[] = [
    ["Business", quote.businessName],
    ["Contact", quote.contactName],
    ["Phone", quote.phone],
    ["E-mail", quote.email],
    ["Asked", floridaTime(requestedAt)],
    ["Reference", `${quoteReference(quoteId)} (quote id ${quoteId})`],
  ]
  return {
    subject,
    text: [intro, "", "Best times to call:", bestTimes, "", ...textRows(rows)].join("\n"),
    html: htmlPage([
      `<p>${escapeHtml(intro)}</p>`,
      `<h2 style="font-size:16px">Best times to call</h2>`,
      `<p>${escapeHtml(bestTimes)}</p>`,
      htmlRows(rows),
    ].join("\n")),
  }
}
