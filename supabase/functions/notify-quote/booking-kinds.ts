/**
 * The assessment booking's kinds of mail (supabase/migrations/…_booking_mail.sql queues them on every book,
 * move and cancel, and the reminder for the day before): to the prospect, to the office, the reminder; and
 * the office's call-back note when no window suited ("None of these work").
 * Each mail's source is the booking; its idempotency key names the booking's state it was queued for
 * (booking-<id>-<sequence>-<role>), and it goes only while that is still the booking's state: a later
 * change has queued the mail that tells the current one.
 */
import { assessmentLink } from "../../../src/lib/booking/access.ts"
import type { Sql } from "../_shared/database.ts"
import type { MailContext, MailKind, Pipeline, SweepCounts } from "../_shared/pipeline.ts"
import type { OutboxRow } from "../_shared/outbox.ts"
import { type BookingState, callRequestEmail, officeBookingEmail, prospectBookingEmail, reminderEmail } from "./booking-email.ts"
import type { Quote } from "./quote.ts"

type QuoteDetails = Pick<
  Quote,
  "id" | "email" | "business_name" | "contact_name" | "phone" | "address" | "city" | "state" | "zip_code" | "service_type" | "square_footage" | "services"
>
interface BookingItem {
  booking: BookingState
  quote: QuoteDetails
  /** The signed link to the quote's booking, made when the mail is sent (the link of the current version). */
  manageUrl: string
}

type Role = "prospect" | "office" | "reminder"
const keyOf = (booking: BookingState, role: Role) => `booking-${booking.id}-${booking.sequence}-${role}`

const DAY_MS = 86_400_000

/**
 * A link lasts 30 days, or to the visit's end if that is later; any change before then replaces it
 * (private.assessment_link_key: every book, move and cancel moves the quote's link version on).
 */
export async function manageLink(sql: Sql, quoteId: string, { config, now }: MailContext, until?: Date): Promise<string> {
  const expires = new Date(Math.max(now.getTime() + 30 * DAY_MS, until?.getTime() ?? 0))
  const [{ key }] = await sql<{ key: string }[]>`select private.assessment_link_key(${quoteId}, ${expires}) as key`
  return assessmentLink(config.siteUrl, { quoteId, key })
}

/** The booking and its quote, if the mail still tells the booking's state. */
async function loadBooking(sql: Sql, row: OutboxRow, role: Role, context: MailContext): Promise<BookingItem | null> {
  const [found] = await sql<(BookingState & QuoteDetails & { quote_id: string })[]>`
    select b.id, b.starts_at, b.ends_at, b.status, b.sequence, b.far, q.id as quote_id, q.email, q.business_name, q.contact_name,
      q.phone, q.address, q.city, q.state, q.zip_code, q.service_type, q.square_footage, q.services
    from public.assessment_bookings b join public.quote_requests q on q.id = b.quote_id
    where b.id = ${row.source_id}`
  if (!found || keyOf(found, role) !== row.idempotency_key) return null
  if (role === "reminder" && found.status !== "booked") return null
  const booking: BookingState = { id: found.id, starts_at: found.starts_at, ends_at: found.ends_at, status: found.status, sequence: found.sequence, far: found.far }
  const { quote_id: _, ...quote } = found
  return {
    booking,
    quote: { ...quote, id: found.quote_id },
    manageUrl: role === "office" ? "" : await manageLink(sql, found.quote_id, context, found.ends_at),
  }
}

const uidDomain = (siteUrl: string) => new URL(siteUrl).hostname

export const bookingProspect: MailKind<BookingItem> = {
  kind: "booking_prospect",
  audience: "prospect",
  load: (sql, row, context) => loadBooking(sql, row, "prospect", context),
  compose: ({ booking, quote, manageUrl }, row, { config, now }) => ({
    ...prospectBookingEmail({
      booking, quoteId: quote.id, company: config.company, now, uidDomain: uidDomain(config.siteUrl),
      prospectEmail: row.recipient ?? quote.email, officeEmail: config.officeEmail, manageUrl,
    }),
    replyTo: config.officeEmail,
  }),
}

export const bookingOffice: MailKind<BookingItem> = {
  kind: "booking_office",
  audience: "office",
  load: (sql, row, context) => loadBooking(sql, row, "office", context),
  compose: ({ booking, quote }, _row, { config, now }) => ({
    ...officeBookingEmail({
      booking, quoteId: quote.id, company: config.company, now, uidDomain: uidDomain(config.siteUrl),
      mailFrom: config.mailFrom, officeEmail: config.officeEmail,
      quote: {
        businessName: quote.business_name, contactName: quote.contact_name, phone: quote.phone, email: quote.email,
        address: quote.address, city: quote.city, state: quote.state, zipCode: quote.zip_code, serviceType: quote.service_type,
        squareFootage: quote.square_footage, services: quote.services, far: booking.far,
      },
    }),
    to: config.officeEmail,
    replyTo: quote.email,
  }),
}

export const bookingReminder: MailKind<BookingItem> = {
  kind: "booking_reminder",
  audience: "prospect",
  load: (sql, row, context) => loadBooking(sql, row, "reminder", context),
  compose: ({ booking, quote, manageUrl }, _row, { config, now }) => ({
    ...reminderEmail({ booking, quoteId: quote.id, company: config.company, now, uidDomain: uidDomain(config.siteUrl), manageUrl }),
    replyTo: config.officeEmail,
  }),
}

/** "None of these work": the office is told when to call back (the latest note, when the mail goes). */
export const bookingCallRequest: MailKind<{ quote: QuoteDetails; bestTimes: string; requestedAt: Date }> = {
  kind: "booking_call_request",
  audience: "office",
  async load(sql, row) {
    const [found] = await sql<(QuoteDetails & { best_times: string; requested_at: Date })[]>`
      select q.id, q.email, q.business_name, q.contact_name, q.phone, q.address, q.city, q.state, q.zip_code, q.service_type,
        q.square_footage, q.services, c.best_times, c.requested_at
      from public.assessment_call_requests c join public.quote_requests q on q.id = c.quote_id
      where c.quote_id = ${row.source_id}`
    if (!found) return null
    const { best_times: bestTimes, requested_at: requestedAt, ...quote } = found
    return { quote, bestTimes, requestedAt }
  },
  compose: ({ quote, bestTimes, requestedAt }, _row, { config }) => ({
    ...callRequestEmail({
      quoteId: quote.id,
      quote: { businessName: quote.business_name, contactName: quote.contact_name, phone: quote.phone, email: quote.email, city: quote.city, state: quote.state },
      bestTimes,
      requestedAt,
    }),
    to: config.officeEmail,
    replyTo: quote.email,
  }),
}

export const bookingMailKinds = [bookingProspect, bookingOffice, bookingReminder, bookingCallRequest]

/**
 * A quote's mail is its own and its bookings': the browser's call for a quote (after it books, moves or
 * cancels) sends the booking's mail at once, as the sweep would a minute later.
 */
export function withBookings(pipeline: Pipeline, sql: Sql): Pipeline {
  const sourcesOf = async (quoteId: string) => [
    quoteId,
    ...(await sql<{ id: string }[]>`select id from public.assessment_bookings where quote_id = ${quoteId} order by booked_at`).map((b) => b.id),
  ]
  return {
    ...pipeline,
    async state(quoteId) {
      const states = await Promise.all((await sourcesOf(quoteId)).map((source) => pipeline.state(source)))
      return states.reduce((sum, s) => ({ due: sum.due + s.due, waiting: sum.waiting + s.waiting, done: sum.done + s.done, expired: sum.expired + s.expired }))
    },
    async deliverSource(quoteId) {
      const total: SweepCounts = { office: { sent: 0, failed: 0, skipped: 0 }, prospect: { sent: 0, failed: 0, skipped: 0 } }
      for (const source of await sourcesOf(quoteId)) {
        const counts = await pipeline.deliverSource(source)
        for (const audience of ["office", "prospect"] as const) {
          for (const key of ["sent", "failed", "skipped"] as const) total[audience][key] += counts[audience][key]
        }
      }
      return total
    },
  }
}
