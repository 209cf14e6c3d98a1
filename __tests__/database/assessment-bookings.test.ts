/**
 * Booking the free on-site assessment (supabase/migrations/…_assessment_bookings.sql) as a stranger with
 * the public key would try it, and as the real visitor does: the quote's own secret or a signed link, no
 * reads, capacity, rate limits, and retention. Windows are generated as the panel generates them
 * (src/lib/booking), from the database's own "now", so the suite passes on any date.
 * Two real connections racing for one window: __tests__/concurrency/assessment-bookings.test.ts (postgresql-15).
 */
import crypto from "node:crypto"
import type { PGlite, Transaction } from "@electric-sql/pglite"
import { BOOKING_ERRORS, BOOKING_RPC, windowsOf, type Availability, type ChangeAnswer, type Changed, type NotChanged } from "../../src/lib/booking/answers"
import { scheduledWindows } from "../../src/lib/booking/windows"
import { withProof } from "./support/bot-proof"
import { attempt, createDatabase, insertSql } from "./support/database"
import { completeRow } from "./support/sample-quote"
import { call, dbNow, fromAddress, newAddress, openEveryDay, openEveryDayScenario, quoteWithToken, type Refusal } from "./support/booking"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const scenario = (work: (tx: Transaction, now: Date) => Promise<void>) => openEveryDayScenario(db, work)

const FORBIDDEN: Refusal = { code: "PT403", message: BOOKING_ERRORS.forbidden }
const LINK_EXPIRED: Refusal = { code: "PT410", message: BOOKING_ERRORS.linkExpired }
const windowsAt = (now: Date, far = false) => scheduledWindows(openEveryDay(now), far, now)
const availability = (tx: Transaction, quoteId: string, key: string) => call<Availability>(tx, BOOKING_RPC.availability, [quoteId, key])
const book = (tx: Transaction, quoteId: string, key: string, start: string) => call<ChangeAnswer>(tx, BOOKING_RPC.book, [quoteId, key, start])
const move = (tx: Transaction, quoteId: string, key: string, start: string) => call<ChangeAnswer>(tx, BOOKING_RPC.move, [quoteId, key, start])
const cancel = (tx: Transaction, quoteId: string, key: string) => call<ChangeAnswer>(tx, BOOKING_RPC.cancel, [quoteId, key])

/** A signed link's key for a quote, made as the Edge Functions make it (service role). */
async function linkKey(tx: Transaction, quoteId: string, expires = "now() + interval '30 days'") {
  await tx.exec("set local role service_role")
  const { rows } = await tx.query<{ key: string }>(`select private.assessment_link_key($1, ${expires}) as key`, [quoteId])
  await tx.exec("set local role anon")
  return rows[0].key
}

describe("the quote's own secret", () => {
  it("is hashed on insert: anon may send the token but never set or read the hash, and the token is not kept", async () => {
    await scenario(async (tx) => {
      const { quoteId, token } = await quoteWithToken(tx)
      expect(await attempt(tx, "select booking_token_hash from public.quote_requests")).toMatch(/permission denied/)
      expect(await attempt(tx, "insert into public.quote_requests (id, booking_token_hash) values ($1, $2)", [crypto.randomUUID(), "0".repeat(64)])).toMatch(/permission denied/)
      await tx.exec("reset role")
      const { rows } = await tx.query("select booking_token, booking_token_hash from public.quote_requests where id = $1", [quoteId])
      expect(rows).toEqual([{ booking_token: null, booking_token_hash: crypto.createHash("sha256").update(token).digest("hex") }])
    })
  })

  it("refuses a token that is not 32 random bytes in base64url, naming it", async () => {
    await scenario(async (tx) => {
      await tx.exec("set local role anon")
      for (const token of ["short", `${"a".repeat(42)}=`, `${"a".repeat(42)}+`, "a".repeat(44)]) {
        const { sql, params } = insertSql("public.quote_requests", await withProof(tx, { ...completeRow(), booking_token: token }))
        expect(await attempt(tx, sql, params)).toBe("booking_token_invalid")
      }
    })
  })

  it("lets the browser that sent the quote see its windows: the database's now, the schedule, counts and no names", async () => {
    await scenario(async (tx, now) => {
      const mine = await quoteWithToken(tx)
      const other = await quoteWithToken(tx)
      const [first] = windowsAt(now)
      expect(await book(tx, other.quoteId, other.token, first.start)).toMatchObject({ result: "booked" })
      const answer = (await availability(tx, mine.quoteId, mine.token)) as Availability
      expect(Object.keys(answer).sort()).toEqual(["booking", "far", "now", "schedule", "taken"])
      expect(new Date(answer.now).getTime()).toBe(Math.floor(now.getTime() / 1000) * 1000)
      expect(answer.schedule).toEqual(openEveryDay(now))
      expect(answer.far).toBe(false)
      expect(answer.booking).toBeNull()
      expect(answer.taken).toEqual([{ start: first.start.replace(".000", ""), end: first.end.replace(".000", ""), count: 1 }])
      expect(JSON.stringify(answer)).not.toContain(other.quoteId)
      expect(windowsOf(answer)[0]).toMatchObject({ start: first.start, remaining: 1 })
    })
  })

  it("refuses everyone else alike: no key, a wrong token, another quote's token, an unknown quote", async () => {
    await scenario(async (tx) => {
      const a = await quoteWithToken(tx)
      const b = await quoteWithToken(tx)
      for (const [quoteId, key] of [
        [a.quoteId, null],
        [a.quoteId, ""],
        [a.quoteId, crypto.randomBytes(32).toString("base64url")],
        [a.quoteId, b.token],
        [crypto.randomUUID(), a.token],
        [a.quoteId, `${a.token}x`],
      ]) {
        expect(await availability(tx, quoteId as string, key as string)).toEqual(FORBIDDEN)
      }
      const [first] = windowsAt(await dbNow(tx))
      expect(await book(tx, a.quoteId, b.token, first.start)).toEqual(FORBIDDEN)
      expect(await cancel(tx, b.quoteId, a.token)).toEqual(FORBIDDEN)
    })
  })

  it("a quote sent before booking existed (no token) can be booked only by link", async () => {
    await scenario(async (tx) => {
      const { quoteId } = await quoteWithToken(tx, { booking_token: undefined })
      expect(await availability(tx, quoteId, crypto.randomBytes(32).toString("base64url"))).toEqual(FORBIDDEN)
      expect(await availability(tx, quoteId, await linkKey(tx, quoteId))).toMatchObject({ booking: null })
    })
  })
})

describe("no reads", () => {
  it("anon can read, write or delete no booking, note, view or private table", async () => {
    await scenario(async (tx) => {
      await quoteWithToken(tx)
      for (const sql of [
        "select * from public.assessment_bookings",
        "select * from public.assessment_call_requests",
        "select * from public.upcoming_assessments",
        "select * from private.assessment_schedule",
        "select * from private.assessment_access",
        "select * from private.assessment_calls",
        `insert into public.assessment_bookings (quote_id, starts_at, ends_at) values ('${crypto.randomUUID()}', now(), now() + interval '2 hours')`,
        "update public.assessment_bookings set status = 'cancelled'",
        "delete from public.assessment_bookings",
        "select private.set_assessment_schedule('{}'::jsonb, now())",
        `select private.assessment_link_key('${crypto.randomUUID()}', now())`,
        `select private.book_assessment_at('${crypto.randomUUID()}', 'x', now(), false, now())`,
      ]) {
        expect(await attempt(tx, sql)).toMatch(/permission denied/)
      }
    })
  })
})

describe("booking, moving, cancelling", () => {
  it("books a window, says so again for the same window, and tells another window that the quote is booked", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx)
      const [first, second] = windowsAt(now)
      const booked = (await book(tx, quoteId, token, first.start)) as Changed
      expect(booked).toEqual({ result: "booked", booking: { id: expect.any(String), start: first.start.replace(".000", ""), end: first.end.replace(".000", ""), status: "booked", sequence: 0 } })
      expect(await book(tx, quoteId, token, first.start)).toEqual(booked)
      expect(await book(tx, quoteId, token, second.start)).toMatchObject({ result: "already_booked", booking: booked.booking, availability: { booking: booked.booking } })
    })
  })

  it("refuses a window the schedule does not offer and answers with the availability to offer others", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx)
      const [first] = windowsAt(now)
      const offWindow = new Date(Date.parse(first.start) + 30 * 60_000).toISOString()
      const past = new Date(Date.parse(first.start) - 2 * 86_400_000).toISOString()
      const beyond = new Date(Date.parse(first.start) + 5 * 86_400_000).toISOString()
      for (const start of [offWindow, past, beyond]) {
        expect(await book(tx, quoteId, token, start)).toMatchObject({ result: "unavailable", availability: { booking: null } })
      }
    })
  })

  it("offers a far site only its far days", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx, { city: "Atlanta", state: "GA" })
      const answer = (await availability(tx, quoteId, token)) as Availability
      expect(answer.far).toBe(true)
      const near = windowsAt(now)[0]
      const far = windowsAt(now, true)[0]
      expect(far.date > near.date).toBe(true)
      expect(await book(tx, quoteId, token, near.start)).toMatchObject({ result: "unavailable" })
      expect(await book(tx, quoteId, token, far.start)).toMatchObject({ result: "booked", booking: { start: far.start.replace(".000", "") } })
      await tx.exec("reset role")
      expect((await tx.query("select far from public.assessment_bookings where quote_id = $1", [quoteId])).rows).toEqual([{ far: true }])
    })
  })

  it("moves and cancels, one sequence number up each time; a cancelled quote can book again, as a new booking", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx)
      const [first, second, third] = windowsAt(now)
      const booked = (await book(tx, quoteId, token, first.start)) as Changed
      const moved = await move(tx, quoteId, token, second.start)
      expect(moved).toEqual({ result: "moved", booking: { ...booked.booking, start: second.start.replace(".000", ""), end: second.end.replace(".000", ""), sequence: 1 } })
      const cancelled = await cancel(tx, quoteId, token)
      expect(cancelled).toMatchObject({ result: "cancelled", booking: { id: booked.booking.id, status: "cancelled", sequence: 2 } })
      expect(await cancel(tx, quoteId, token)).toMatchObject({ result: "no_booking", availability: { booking: null } })
      expect(await move(tx, quoteId, token, third.start)).toMatchObject({ result: "no_booking" })
      const again = (await book(tx, quoteId, token, third.start)) as Changed
      expect(again.booking.id).not.toBe(booked.booking.id)
      expect(again.booking.sequence).toBe(0)
    })
  })

  it("takes a best-times note when no window works, once per quote (the latest kept), within its length", async () => {
    await scenario(async (tx) => {
      const { quoteId, token } = await quoteWithToken(tx)
      expect(await call(tx, BOOKING_RPC.callRequest, [quoteId, token, "Weekday mornings before 10"])).toEqual({ result: "call_requested" })
      expect(await call(tx, BOOKING_RPC.callRequest, [quoteId, token, "  Tuesdays after 2  "])).toEqual({ result: "call_requested" })
      expect(await call(tx, BOOKING_RPC.callRequest, [quoteId, token, "x".repeat(501)])).toMatchObject({ code: "23514" })
      expect(await call(tx, BOOKING_RPC.callRequest, [quoteId, crypto.randomBytes(32).toString("base64url"), "hi"])).toEqual(FORBIDDEN)
      await tx.exec("reset role")
      expect((await tx.query("select best_times from public.assessment_call_requests where quote_id = $1", [quoteId])).rows).toEqual([{ best_times: "Tuesdays after 2" }])
    })
  })
})

describe("capacity", () => {
  it("a window holds as many bookings as capacity; the next visitor is told it is full and offered the rest without asking again", async () => {
    await scenario(async (tx, now) => {
      const [first, second] = windowsAt(now)
      for (let i = 0; i < 2; i++) {
        const { quoteId, token } = await quoteWithToken(tx)
        expect(await book(tx, quoteId, token, first.start)).toMatchObject({ result: "booked" })
      }
      const late = await quoteWithToken(tx)
      const full = (await book(tx, late.quoteId, late.token, first.start)) as NotChanged
      expect(full.result).toBe("full")
      const offered = windowsOf(full.availability)
      expect(offered.map((window) => window.start)).not.toContain(first.start)
      expect(offered[0].start).toBe(second.start)
      expect(await book(tx, late.quoteId, late.token, offered[0].start)).toMatchObject({ result: "booked" })
    })
  })

  it("a move into a full window is refused and the booking stays where it was", async () => {
    await scenario(async (tx, now) => {
      const [first, second] = windowsAt(now)
      for (let i = 0; i < 2; i++) {
        const { quoteId, token } = await quoteWithToken(tx)
        await book(tx, quoteId, token, first.start)
      }
      const mover = await quoteWithToken(tx)
      await book(tx, mover.quoteId, mover.token, second.start)
      expect(await move(tx, mover.quoteId, mover.token, first.start)).toMatchObject({ result: "full" })
      expect(((await availability(tx, mover.quoteId, mover.token)) as Availability).booking).toMatchObject({ start: second.start.replace(".000", ""), sequence: 0 })
    })
  })

  it("holds for every writer: staff inserting past capacity are refused by the trigger, under the day's advisory lock", async () => {
    await scenario(async (tx, now) => {
      const [first] = windowsAt(now)
      const quotes = [await quoteWithToken(tx), await quoteWithToken(tx), await quoteWithToken(tx)]
      await tx.exec("set local role service_role")
      const insert = (quoteId: string, start: string, end: string) =>
        attempt(tx, "insert into public.assessment_bookings (quote_id, starts_at, ends_at) values ($1, $2, $3)", [quoteId, start, end])
      expect(await insert(quotes[0].quoteId, first.start, first.end)).toBeNull()
      const { rows } = await tx.query<{ n: number }>("select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and granted")
      expect(rows[0].n).toBeGreaterThanOrEqual(1)
      // An overlapping booking of another length counts against the same crews.
      const overlapping = new Date(Date.parse(first.start) + 3_600_000).toISOString()
      expect(await insert(quotes[1].quoteId, overlapping, new Date(Date.parse(overlapping) + 2 * 3_600_000).toISOString())).toBeNull()
      expect(await insert(quotes[2].quoteId, first.start, first.end)).toBe("window_full")
      expect(await attempt(tx, "update public.assessment_bookings set status = 'cancelled', cancelled_at = now() where quote_id = $1", [quotes[0].quoteId])).toBeNull()
      expect(await insert(quotes[2].quoteId, first.start, first.end)).toBeNull()
    })
  })
})

describe("signed links", () => {
  it("open the quote's windows and let the prospect book; each change answers with the new link and ends the old one", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx)
      const [first, second] = windowsAt(now)
      const original = await linkKey(tx, quoteId)
      expect(original).toMatch(/^l1\.0\.\d+\.[A-Za-z0-9_-]{43}$/)
      expect(await availability(tx, quoteId, original)).toMatchObject({ booking: null })
      const booked = (await book(tx, quoteId, original, first.start)) as Changed
      expect(booked.key).toMatch(/^l1\.1\./)
      // Replayed: the link the change used no longer works, for reading or changing.
      expect(await availability(tx, quoteId, original)).toEqual(LINK_EXPIRED)
      expect(await cancel(tx, quoteId, original)).toEqual(LINK_EXPIRED)
      const moved = (await move(tx, quoteId, booked.key!, second.start)) as Changed
      expect(moved.key).toMatch(/^l1\.2\./)
      expect(await cancel(tx, quoteId, booked.key!)).toEqual(LINK_EXPIRED)
      // A change made in the browser ends the links of earlier e-mails too; the browser's token keeps working.
      expect(await cancel(tx, quoteId, token)).toMatchObject({ result: "cancelled" })
      expect(await availability(tx, quoteId, moved.key!)).toEqual(LINK_EXPIRED)
      expect(await availability(tx, quoteId, await linkKey(tx, quoteId))).toMatchObject({ booking: null })
    })
  })

  it("refuse a forged, tampered or transplanted link as they refuse a stranger, and a genuine one past its date as expired", async () => {
    await scenario(async (tx) => {
      const a = await quoteWithToken(tx)
      const b = await quoteWithToken(tx)
      const key = await linkKey(tx, a.quoteId)
      const [prefix, version, expires, signature] = key.split(".")
      const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`
      for (const [quoteId, forged] of [
        [a.quoteId, `${prefix}.${version}.${expires}.${flipped}`],
        [a.quoteId, `${prefix}.${version}.${Number(expires) + 86_400}.${signature}`],
        [a.quoteId, `${prefix}.${Number(version) + 1}.${expires}.${signature}`],
        [b.quoteId, key],
        [a.quoteId, `${prefix}.${version}.${expires}.${crypto.createHmac("sha256", "guessed").update(`assessment-link|v1|${a.quoteId}|${version}|${expires}`).digest("base64url")}`],
        [a.quoteId, `l2.${version}.${expires}.${signature}`],
      ]) {
        expect(await availability(tx, quoteId, forged)).toEqual(FORBIDDEN)
      }
      expect(await availability(tx, a.quoteId, await linkKey(tx, a.quoteId, "now() - interval '1 second'"))).toEqual(LINK_EXPIRED)
    })
  })
})

describe("limits", () => {
  it("at most 6 changes a day for one quote, whoever calls", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx)
      const windows = windowsAt(now)
      const answers = [await book(tx, quoteId, token, windows[0].start)]
      for (let i = 1; i <= 4; i++) answers.push(await move(tx, quoteId, token, windows[i].start))
      answers.push(await cancel(tx, quoteId, token))
      expect(answers.map((answer) => (answer as { result?: string }).result)).toEqual(["booked", "moved", "moved", "moved", "moved", "cancelled"])
      expect(await book(tx, quoteId, token, windows[5].start)).toEqual({ code: "PT429", message: BOOKING_ERRORS.tooManyChanges })
      expect(await availability(tx, quoteId, token)).toMatchObject({ booking: null })
    })
  })

  it("at most 20 changes and 120 views an hour from one address, the site's rate-limit rule; another address is served", async () => {
    await scenario(async (tx, now) => {
      const quotes = [await quoteWithToken(tx), await quoteWithToken(tx), await quoteWithToken(tx), await quoteWithToken(tx)]
      const [first, second] = windowsAt(now)
      const address = newAddress()
      await fromAddress(tx, address)
      const results: unknown[] = []
      for (const { quoteId, token } of quotes) {
        results.push(await call(tx, BOOKING_RPC.callRequest, [quoteId, token, "mornings"]))
        for (let i = 0; i < 2; i++) results.push(await book(tx, quoteId, token, first.start), await cancel(tx, quoteId, token))
      }
      expect(results.filter((result) => "result" in (result as object))).toHaveLength(20)
      expect(await book(tx, quotes[0].quoteId, quotes[0].token, second.start)).toEqual({ code: "PT429", message: BOOKING_ERRORS.rateLimited })
      for (let i = 0; i < 120; i++) expect(await availability(tx, quotes[0].quoteId, quotes[0].token)).toHaveProperty("now")
      expect(await availability(tx, quotes[0].quoteId, quotes[0].token)).toEqual({ code: "PT429", message: BOOKING_ERRORS.rateLimited })
      await fromAddress(tx, newAddress())
      expect(await book(tx, quotes[0].quoteId, quotes[0].token, second.start)).toMatchObject({ result: "booked" })
    })
  }, 60_000)
})

describe("without a schedule", () => {
  it("offers nothing and books nothing until the database has pulled one", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx)
      await tx.exec("reset role")
      await tx.query("update private.assessment_schedule set schedule = null")
      await tx.exec("set local role anon")
      const answer = (await availability(tx, quoteId, token)) as Availability
      expect(answer.schedule).toBeNull()
      expect(windowsOf(answer)).toEqual([])
      expect(await book(tx, quoteId, token, windowsAt(now)[0].start)).toMatchObject({ result: "unavailable" })
    })
  })
})

describe("retention", () => {
  it("deletes a booking, its note, its links' state and its calls with its quote; the call log after a day", async () => {
    await scenario(async (tx, now) => {
      const { quoteId, token } = await quoteWithToken(tx)
      await book(tx, quoteId, token, windowsAt(now)[0].start)
      await call(tx, BOOKING_RPC.callRequest, [quoteId, token, "mornings"])
      await tx.exec("reset role")
      const left = async () =>
        (
          await tx.query<{ n: number }>(
            `select (select count(*) from public.assessment_bookings where quote_id = $1) + (select count(*) from public.assessment_call_requests where quote_id = $1)
               + (select count(*) from private.assessment_access where quote_id = $1) + (select count(*) from private.assessment_calls where quote_id = $1) as n`,
            [quoteId],
          )
        ).rows[0].n
      expect(Number(await left())).toBe(5)
      expect((await tx.query<{ n: number }>("select private.purge_assessment_calls(now() + interval '23 hours') as n")).rows[0].n).toBe(0)
      expect((await tx.query<{ n: number }>("select private.purge_assessment_calls(now() + interval '1 day') as n")).rows[0].n).toBe(2)
      expect((await tx.query<{ n: number }>("select private.purge_old_quotes(now() + interval '3 years') as n")).rows[0].n).toBeGreaterThanOrEqual(1)
      expect(Number(await left())).toBe(0)
    })
  })
})
