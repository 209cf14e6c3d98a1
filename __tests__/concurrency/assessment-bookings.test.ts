/**
 * Issue 31's capacity rule with real connections that truly interleave (PGlite runs one transaction at a
 * time): two prospects confirm the same arrival window at the same moment, each on its own connection to a
 * real postgresql-15 server, as PostgREST's pool runs their calls. The second call waits on the first one's
 * lock for the window's Florida day (supabase/migrations/…_assessment_bookings.sql,
 * private.hold_assessment_capacity), then counts what the first committed: it is told `full`, with fresh
 * availability that no longer offers the window. Every wait here is for a state the server shows
 * (pg_locks), never a fixed time; the window is tomorrow in Florida by the database's own clock.
 */
import crypto from "node:crypto"
import { windowsOf, type ChangeAnswer, type NotChanged } from "../../src/lib/booking/answers"
import { WEEKDAYS } from "../../src/lib/booking/schedule"
import { completeRow } from "../database/support/sample-quote"
import { startCluster, untilSomeoneWaits, type ApiConnection, type Cluster, type Sql, type TransactionSql } from "../database/support/postgres-cluster"

jest.setTimeout(60_000)

let cluster: Cluster
let sql: Sql
beforeAll(async () => {
  cluster = await startCluster()
  sql = cluster.admin
}, 120_000)
afterAll(() => cluster?.stop())

/** Open every day, 2-hour windows from midnight, no notice, three days ahead: W is offered on any date. */
const schedule = (capacity: number) => ({
  windowMinutes: 120,
  capacity,
  minimumNoticeHours: 0,
  horizonDays: 3,
  weeklyHours: WEEKDAYS.map((day) => ({ day, opens: "00:00", closes: "23:59" })),
  closedDates: [],
  farAway: { states: ["GA", "AL", "SC", "NC"], cities: [], days: ["tuesday"], minimumNoticeHours: 0 },
})
const useCapacity = (capacity: number) => sql`select private.set_assessment_schedule(${sql.json(schedule(capacity))}::jsonb, now())`

/** Tomorrow in Florida at `time`, by the database's clock, as an ISO instant. */
async function tomorrowAt(time: string): Promise<string> {
  const [{ at }] = await sql<{ at: string }[]>`
    select private.iso_utc(timezone('America/New_York', (now() at time zone 'America/New_York')::date + 1 + ${time}::time)) as at`
  return at
}

/** A quote as a browser sends it, with its booking token (saved here as postgres: no bot check to solve). */
async function quote(): Promise<{ id: string; token: string }> {
  const token = crypto.randomBytes(32).toString("base64url")
  const row = { ...completeRow(), booking_token: token }
  await sql`insert into public.quote_requests ${sql(row as Record<string, unknown>)}`
  return { id: row.id as string, token }
}

let addresses = 0
/** A visitor's own connection, from an address of its own (the rate limits are per address). */
const visitor = (): ApiConnection => cluster.connect({ role: "anon", headers: { "cf-connecting-ip": `203.0.113.${++addresses}` } })

type Change = "book_assessment" | "move_assessment"
const change = async (tx: TransactionSql, fn: Change, q: { id: string; token: string }, start: string) =>
  (await tx<{ answer: ChangeAnswer }[]>`select public.${tx(fn)}(${q.id}, ${q.token}, ${start}::timestamptz) as answer`)[0].answer

/** Resolves once `count` calls wait on an advisory lock (the capacity rule's lock for a Florida day): the racing calls have really met. */
const untilWaiting = (count: number) => untilSomeoneWaits(sql, 20_000, { count, locktype: "advisory" })

/**
 * The first visitor's call, in a transaction left open until `finish` says commit or roll back: what
 * PostgREST does with a request that is slow to end, the worst case for whoever comes second.
 */
function heldOpen(q: { id: string; token: string }, fn: Change, start: string) {
  const connection = visitor()
  let answered!: (answer: ChangeAnswer) => void
  let finish!: (outcome: "commit" | "rollback") => void
  const answer = new Promise<ChangeAnswer>((resolve) => (answered = resolve))
  const outcome = new Promise<"commit" | "rollback">((resolve) => (finish = resolve))
  const done = connection
    .request(async (tx) => {
      answered(await change(tx, fn, q, start))
      if ((await outcome) === "rollback") throw new Error("rolled back")
    })
    .catch((error: Error) => {
      if (error.message !== "rolled back") throw error
    })
    .finally(() => connection.end())
  return { answer, commit: () => (finish("commit"), done), rollback: () => (finish("rollback"), done) }
}

/** A visitor's call on its own connection, committed when it answers. */
async function racing(q: { id: string; token: string }, fn: Change, start: string): Promise<ChangeAnswer> {
  const connection = visitor()
  try {
    return await connection.request((tx) => change(tx, fn, q, start))
  } finally {
    await connection.end()
  }
}

const booked = async (start: string) =>
  (await sql<{ n: number }[]>`select count(*)::int as n from public.assessment_bookings where starts_at = ${start}::timestamptz and status = 'booked'`)[0].n

beforeEach(async () => {
  await sql`delete from public.assessment_bookings`
  await sql`delete from private.assessment_calls`
})

describe("two prospects confirm the same window at the same moment", () => {
  it("the second waits for the first, then is told the window is full, with fresh availability that no longer offers it", async () => {
    await useCapacity(1)
    const window = await tomorrowAt("10:00")
    const [a, b] = [await quote(), await quote()]

    const first = heldOpen(a, "book_assessment", window)
    expect((await first.answer).result).toBe("booked")
    let secondAnswered = false
    const second = racing(b, "book_assessment", window).finally(() => (secondAnswered = true))
    await untilWaiting(1)
    expect(secondAnswered).toBe(false) // blocked on the first one's lock, not answered from a stale count
    await first.commit()

    const answer = (await second) as NotChanged
    expect(answer.result).toBe("full")
    expect(answer.availability.taken).toEqual([expect.objectContaining({ start: window, count: 1 })])
    const offered = windowsOf(answer.availability).map((w) => new Date(w.start).getTime())
    expect(offered).not.toContain(new Date(window).getTime())
    expect(offered).toContain(new Date(await tomorrowAt("12:00")).getTime()) // the next windows are offered at once
    expect(await booked(window)).toBe(1)
  })

  it("when the first rolls back, the second gets the window", async () => {
    await useCapacity(1)
    const window = await tomorrowAt("10:00")
    const [a, b] = [await quote(), await quote()]

    const first = heldOpen(a, "book_assessment", window)
    expect((await first.answer).result).toBe("booked")
    const second = racing(b, "book_assessment", window)
    await untilWaiting(1)
    await first.rollback()

    expect((await second).result).toBe("booked")
    expect(await booked(window)).toBe(1)
    expect((await sql`select quote_id from public.assessment_bookings where status = 'booked'`).map((r) => r.quote_id)).toEqual([b.id])
  })

  it("with room for two, of three at once two are booked and the third is told full", async () => {
    await useCapacity(2)
    const window = await tomorrowAt("10:00")
    const [a, b, c] = [await quote(), await quote(), await quote()]

    const first = heldOpen(a, "book_assessment", window)
    expect((await first.answer).result).toBe("booked")
    const others = [racing(b, "book_assessment", window), racing(c, "book_assessment", window)]
    await untilWaiting(2)
    await first.commit()

    expect((await Promise.all(others)).map((answer) => answer.result).sort()).toEqual(["booked", "full"])
    expect(await booked(window)).toBe(2)
  })

  it("a move into the window racing a booking of it: one of them is told full", async () => {
    await useCapacity(1)
    const window = await tomorrowAt("10:00")
    const [mover, booker] = [await quote(), await quote()]
    expect((await racing(mover, "book_assessment", await tomorrowAt("14:00"))).result).toBe("booked")

    const move = heldOpen(mover, "move_assessment", window)
    expect((await move.answer).result).toBe("moved")
    const book = racing(booker, "book_assessment", window)
    await untilWaiting(1)
    await move.commit()

    expect((await book).result).toBe("full")
    expect(await booked(window)).toBe(1)
    const [held] = await sql`select quote_id, sequence from public.assessment_bookings where starts_at = ${window}::timestamptz and status = 'booked'`
    expect(held).toEqual({ quote_id: mover.id, sequence: 1 })
  })

  it("and the other way round: a booking holds the window, the move waits and is told full, its booking unchanged", async () => {
    await useCapacity(1)
    const window = await tomorrowAt("10:00")
    const elsewhere = await tomorrowAt("14:00")
    const [mover, booker] = [await quote(), await quote()]
    expect((await racing(mover, "book_assessment", elsewhere)).result).toBe("booked")

    const book = heldOpen(booker, "book_assessment", window)
    expect((await book.answer).result).toBe("booked")
    const move = racing(mover, "move_assessment", window)
    await untilWaiting(1)
    await book.commit()

    expect((await move).result).toBe("full")
    const [kept] = await sql`select starts_at, sequence from public.assessment_bookings where quote_id = ${mover.id} and status = 'booked'`
    expect({ start: kept.starts_at.getTime(), sequence: kept.sequence }).toEqual({ start: new Date(elsewhere).getTime(), sequence: 0 })
  })
})

describe("a writer in REPEATABLE READ", () => {
  it("is refused: its snapshot could not see a booking committed while it waited", async () => {
    await useCapacity(1)
    const window = await tomorrowAt("10:00")
    const q = await quote()
    const connection = cluster.open("authenticator")
    try {
      await expect(
        connection.begin("isolation level repeatable read", async (tx) => {
          await tx`select set_config('role', 'anon', true), set_config('request.headers', ${JSON.stringify({ "cf-connecting-ip": "203.0.113.250" })}, true)`
          return change(tx, "book_assessment", q, window)
        }),
      ).rejects.toThrow(/READ COMMITTED/)
    } finally {
      await connection.end()
    }
    expect(await booked(window)).toBe(0)
  })
})
