/**
 * The booking calls (supabase/migrations/…_assessment_bookings.sql) made as the booking panel and the
 * e-mail link page make them: as anon, from a client address (PostgREST's request.headers), naming a
 * quote and a key. Each helper leaves the transaction in the role it found, or says which it leaves.
 */
import crypto from "node:crypto"
import type { PGlite, Transaction } from "@electric-sql/pglite"
import type { AssessmentSchedule } from "../../../src/lib/booking/schedule"
import { WEEKDAYS } from "../../../src/lib/booking/schedule"
import { floridaDate } from "../../../src/lib/booking/windows"
import { addDays, weekdayOf } from "../../../src/lib/time-zone"
import { withProof } from "./bot-proof"
import { insertSql, rolledBack } from "./database"
import { completeRow } from "./sample-quote"

/** PostgREST's request headers for a client at this address (cf-connecting-ip, what the rate limits read). */
export const fromAddress = (tx: Transaction, ip: string) => tx.query("select set_config('request.headers', $1, true)", [JSON.stringify({ "cf-connecting-ip": ip })])

let addresses = 0
/** A fresh documentation address (198.18.0.0/15), so quotes saved by a test never meet the quote rate limit. */
export const newAddress = () => `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`

/** Replaces the database's schedule, as the pull does (as postgres; back to anon after). */
export async function useSchedule(tx: Transaction, schedule: AssessmentSchedule | Record<string, unknown>) {
  await tx.exec("reset role")
  await tx.query("select private.set_assessment_schedule($1::jsonb, now())", [JSON.stringify(schedule)])
  await tx.exec("set local role anon")
}

/** A quote sent by a browser with a booking token (as anon, from an address of its own); the caller stays anon. */
export async function quoteWithToken(tx: Transaction, extra: Record<string, unknown> = {}) {
  const token = crypto.randomBytes(32).toString("base64url")
  const row = { ...completeRow(), booking_token: token, ...extra }
  await tx.exec("set local role anon")
  await fromAddress(tx, newAddress())
  const { sql, params } = insertSql("public.quote_requests", await withProof(tx, row))
  await tx.query(sql, params)
  return { quoteId: row.id as string, token }
}

/** The database's "now" in this transaction (the calls use it). */
export const dbNow = async (tx: Transaction) => (await tx.query<{ now: Date }>("select now() as now")).rows[0].now

export interface Refusal {
  code: string
  message: string
}

/** Calls a booking function; its JSON answer, or the SQLSTATE and message it was refused with (in a savepoint). */
export async function call<T = Record<string, unknown>>(tx: Transaction, fn: string, args: unknown[]): Promise<T | Refusal> {
  await tx.exec("savepoint booking_call")
  try {
    const placeholders = args.map((_, i) => `$${i + 1}`).join(", ")
    const { rows } = await tx.query<{ answer: T }>(`select public.${fn}(${placeholders}) as answer`, args)
    await tx.exec("release savepoint booking_call")
    return rows[0].answer
  } catch (error) {
    await tx.exec("rollback to savepoint booking_call")
    const { code, message } = error as { code?: string; message: string }
    return { code: code ?? "", message }
  }
}

/**
 * A schedule open every day, 2-hour windows from midnight, no notice, three days ahead, two at once; far
 * sites only on the day after tomorrow (Florida's), so tests on any date have windows near and far.
 */
export function openEveryDay(now: Date): AssessmentSchedule {
  const farDay = WEEKDAYS[weekdayOf(addDays(floridaDate(now), 2))]
  return {
    windowMinutes: 120,
    capacity: 2,
    minimumNoticeHours: 0,
    horizonDays: 3,
    weeklyHours: WEEKDAYS.map((day) => ({ day, opens: "00:00", closes: "23:59" })),
    closedDates: [],
    farAway: { states: ["GA", "AL", "SC", "NC"], cities: ["pensacola"], days: [farDay], minimumNoticeHours: 0 },
  }
}

/** Runs a test in a transaction that is always rolled back, with the open-every-day schedule in force. */
export const openEveryDayScenario = (db: PGlite, work: (tx: Transaction, now: Date) => Promise<void>) =>
  rolledBack(db, async (tx) => {
    const now = await dbNow(tx)
    await useSchedule(tx, openEveryDay(now))
    await work(tx, now)
  })
