/**
 * The booking's e-mails as the database queues them (supabase/migrations/…_booking_mail.sql): each book,
 * move and cancel queues one mail per side under a key naming the booking's state, supersedes what still
 * waits, and a booked visit's reminder waits for 9 am Florida time on the day before. anon reads and queues
 * nothing. Sending them is tested in real Deno (__tests__/functions/booking-mail.test.ts).
 */
import crypto from "node:crypto"
import type { PGlite, Transaction } from "@electric-sql/pglite"
import { BOOKING_RPC, type Changed } from "../../src/lib/booking/answers"
import { scheduledWindows } from "../../src/lib/booking/windows"
import { attempt, createDatabase, rolledBack } from "./support/database"
import { call, openEveryDay, openEveryDayScenario, quoteWithToken } from "./support/booking"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const scenario = (work: (tx: Transaction, now: Date) => Promise<void>) => openEveryDayScenario(db, work)

interface Queued {
  kind: string
  idempotency_key: string
  status: string
  skipped_reason: string | null
  recipient: string | null
  has_sender: boolean
  not_before: Date
}
/** The booking mails of the quote's bookings, in the order they were queued (as postgres; the caller is back to anon after). */
async function bookingMail(tx: Transaction, quoteId: string): Promise<Queued[]> {
  await tx.exec("reset role")
  const { rows } = await tx.query<Queued>(
    `select kind, idempotency_key, status, skipped_reason, recipient, sender is not null as has_sender, not_before
     from private.mail_outbox
     where source_id in (select b.id from public.assessment_bookings b where b.quote_id = $1) and kind like 'booking_%'
     order by created_at, kind`,
    [quoteId],
  )
  await tx.exec("set local role anon")
  return rows
}
const pending = (rows: Queued[]) => rows.filter((r) => r.status === "pending").map((r) => r.idempotency_key).sort()

/** The last window of the horizon: its day before has a 9 am still to come, whatever the hour now. */
const lastWindows = (now: Date) => scheduledWindows(openEveryDay(now), false, now).slice(-3)

describe("booking mail, queued by the database", () => {
  it("a booking queues one mail to the prospect (with the calling network as sender), one to the office, and the reminder for 9 am Florida time the day before", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx)
      const [window] = lastWindows(now)
      const { booking } = (await call<Changed>(tx, BOOKING_RPC.book, [quoteId, token, window.start])) as Changed
      const rows = await bookingMail(tx, quoteId)
      const key = `booking-${booking.id}-0`
      expect(rows.map((r) => [r.kind, r.idempotency_key, r.status])).toEqual([
        ["booking_office", `${key}-office`, "pending"],
        ["booking_prospect", `${key}-prospect`, "pending"],
        ["booking_reminder", `${key}-reminder`, "pending"],
      ])
      const [office, prospect, reminder] = rows
      expect(office.recipient).toBeNull()
      expect(prospect).toMatchObject({ recipient: "maria@bayshoredental.com", has_sender: true })
      expect(prospect.not_before).toEqual(now)
      await tx.exec("reset role")
      const { rows: [{ at }] } = await tx.query<{ at: Date }>(
        "select timezone('America/New_York', ($1::timestamptz at time zone 'America/New_York')::date - 1 + time '09:00') as at",
        [window.start],
      )
      expect(reminder.not_before).toEqual(at)
    })
  })

  it("a move supersedes what still waits and queues the new state once per side; a cancel queues no reminder", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx)
      const [first, second] = lastWindows(now)
      const { booking } = (await call<Changed>(tx, BOOKING_RPC.book, [quoteId, token, first.start])) as Changed
      await call(tx, BOOKING_RPC.move, [quoteId, token, second.start])
      const moved = await bookingMail(tx, quoteId)
      expect(pending(moved)).toEqual([`booking-${booking.id}-1-office`, `booking-${booking.id}-1-prospect`, `booking-${booking.id}-1-reminder`])
      expect(moved.filter((r) => r.status === "skipped").map((r) => r.skipped_reason)).toEqual(["no_longer_needed", "no_longer_needed", "no_longer_needed"])

      await call(tx, BOOKING_RPC.cancel, [quoteId, token])
      expect(pending(await bookingMail(tx, quoteId))).toEqual([`booking-${booking.id}-2-office`, `booking-${booking.id}-2-prospect`])
    })
  })

  it("a cancel still waiting goes when the quote books again at once: the new booking's mail does not supersede it", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx)
      const [first, second] = lastWindows(now)
      const { booking: a } = (await call<Changed>(tx, BOOKING_RPC.book, [quoteId, token, first.start])) as Changed
      await call(tx, BOOKING_RPC.cancel, [quoteId, token])
      const { booking: b } = (await call<Changed>(tx, BOOKING_RPC.book, [quoteId, token, second.start])) as Changed
      expect(pending(await bookingMail(tx, quoteId))).toEqual(
        [`booking-${a.id}-1-office`, `booking-${a.id}-1-prospect`, `booking-${b.id}-0-office`, `booking-${b.id}-0-prospect`, `booking-${b.id}-0-reminder`].sort(),
      )
    })
  })

  it("a best-times note queues one office mail; a second while it waits joins it, one after it was sent is a new mail", async () => {
    await scenario(async (tx) => {
      const { quoteId, token } = await quoteWithToken(tx)
      await call(tx, BOOKING_RPC.callRequest, [quoteId, token, "Mornings before 10"])
      await call(tx, BOOKING_RPC.callRequest, [quoteId, token, "Weekdays after 3 pm"])
      await tx.exec("reset role")
      const mails = async () =>
        (await tx.query<{ status: string; recipient: string | null }>("select status, recipient from private.mail_outbox where source_id = $1 and kind = 'booking_call_request'", [quoteId])).rows
      expect(await mails()).toEqual([{ status: "pending", recipient: null }])
      await tx.query("update private.mail_outbox set status = 'sent', sent_at = now() where source_id = $1 and kind = 'booking_call_request'", [quoteId])
      await tx.query("update public.assessment_call_requests set best_times = 'Any weekday at noon', requested_at = now() + interval '1 minute' where quote_id = $1", [quoteId])
      expect((await mails()).map((m) => m.status).sort()).toEqual(["pending", "sent"])
    })
  })

  it("a change staff make in the table moves the sequence on and is mailed too; an edit calendars cannot see is not", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx)
      const [first, , third] = lastWindows(now)
      const { booking } = (await call<Changed>(tx, BOOKING_RPC.book, [quoteId, token, first.start])) as Changed
      await tx.exec("reset role")
      await tx.query("update public.assessment_bookings set far = true where id = $1", [booking.id])
      await tx.query("update public.assessment_bookings set starts_at = $2, ends_at = $3 where id = $1", [booking.id, third.start, third.end])
      expect((await tx.query("select sequence from public.assessment_bookings where id = $1", [booking.id])).rows).toEqual([{ sequence: 1 }])
      expect(pending(await bookingMail(tx, quoteId))).toEqual([`booking-${booking.id}-1-office`, `booking-${booking.id}-1-prospect`, `booking-${booking.id}-1-reminder`])
    })
  })

  it("puts the reminder at 9 am on Florida's day before, on both sides of each daylight-saving change", async () => {
    const at = (start: string) =>
      rolledBack(db, async (tx) => (await tx.query<{ at: Date }>("select private.assessment_reminder_at($1) as at", [start])).rows[0].at.toISOString())
    expect(await at("2026-03-07T15:00:00Z")).toBe("2026-03-06T14:00:00.000Z") // Sat 10 am EST: Fri 9 am EST
    expect(await at("2026-03-09T14:00:00Z")).toBe("2026-03-08T13:00:00.000Z") // Mon 10 am EDT: Sun 9 am EDT (the change's day)
    expect(await at("2026-11-02T15:00:00Z")).toBe("2026-11-01T14:00:00.000Z") // Mon 10 am EST: Sun 9 am EST (the change's day)
    expect(await at("2026-11-01T01:00:00Z")).toBe("2026-10-30T13:00:00.000Z") // Sat Oct 31, 9 pm EDT: Fri 9 am EDT
  })

  it("are kinds of the one pipeline: prospect mail with a per-inbox limit, office mail without", async () => {
    const kinds = await rolledBack(db, async (tx) =>
      (await tx.query("select kind, audience, per_address from private.mail_kinds where kind like 'booking_%' order by kind")).rows)
    expect(kinds).toEqual([
      { kind: "booking_call_request", audience: "office", per_address: null },
      { kind: "booking_office", audience: "office", per_address: null },
      { kind: "booking_prospect", audience: "prospect", per_address: 6 },
      { kind: "booking_reminder", audience: "prospect", per_address: 2 },
    ])
  })
})

describe("anon", () => {
  it("reads no booking mail and can queue, skip or call none of its functions", async () => {
    await scenario(async (tx) => {
      const { quoteId } = await quoteWithToken(tx)
      for (const sql of [
        "select * from private.mail_outbox",
        "select * from private.mail_kinds",
        `select private.queue_mail('booking_prospect', '${quoteId}', 'booking-x-0-prospect', 'victim@example.com', null, now(), now())`,
        "select private.assessment_reminder_at(now())",
        "update private.mail_outbox set status = 'skipped'",
        `insert into private.mail_kinds (kind, audience, lifetime) values ('booking_spam', 'office', interval '1 day')`,
      ]) {
        expect(await attempt(tx, sql)).toMatch(/permission denied/)
      }
      expect(await attempt(tx, "select private.queue_booking_mail()")).toMatch(/permission denied|trigger functions can only be called as triggers/)
    })
  })

  it("cannot make a booking to have it mailed without the quote's secret", async () => {
    await scenario(async (tx, now) => {
      const { quoteId } = await quoteWithToken(tx)
      const [window] = lastWindows(now)
      expect(await call(tx, BOOKING_RPC.book, [quoteId, crypto.randomBytes(32).toString("base64url"), window.start])).toMatchObject({ code: "PT403" })
      expect(await bookingMail(tx, quoteId)).toEqual([])
    })
  })
})
