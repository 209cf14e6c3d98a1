/**
 * The quote's lead source (landing page, referrer, utm) and the notification bookkeeping
 * columns, as the anon role sees them.
 */
import type { PGlite } from "@electric-sql/pglite"
import { withProof } from "./support/bot-proof"
import { as, attempt, createDatabase, failureOf, insertSql } from "./support/database"
import { completeRow, minimalRow, sampleLeadSource } from "./support/sample-quote"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const insertAsAnon = (row: Record<string, unknown>) =>
  as(db, "anon", async (tx) => {
    const { sql, params } = insertSql("public.quote_requests", await withProof(tx, row))
    return failureOf(tx.query(sql, params))
  })

describe("lead source columns", () => {
  it("stores a valid landing page, referrer and utm object as sent", async () => {
    const row = completeRow()
    const stored = await as(db, "anon", async (tx) => {
      const { sql, params } = insertSql("public.quote_requests", await withProof(tx, row))
      await tx.query(sql, params)
      await tx.exec("set local role service_role")
      return (await tx.query("select landing_page, referrer, utm from public.quote_requests where id = $1", [row.id])).rows[0]
    })
    expect(stored).toEqual(sampleLeadSource)
  })

  it("accepts a quote without any lead source, and the limits exactly", async () => {
    expect(await insertAsAnon({ ...minimalRow(), landing_page: null, referrer: null, utm: null })).toBeNull()
    const tenKeys = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`utm_k${i}`, "v".repeat(200)]))
    expect(
      await insertAsAnon({
        ...completeRow(),
        landing_page: `/${"p".repeat(2047)}`,
        referrer: `http://example.org/${"r".repeat(2048 - 19)}`,
        utm: tenKeys,
      }),
    ).toBeNull()
    expect(await insertAsAnon({ ...completeRow(), utm: { [`utm_${"a".repeat(32)}`]: "x" } })).toBeNull()
  })

  const refused: Array<[string, Record<string, unknown>]> = [
    ["a landing page that is not a path", { landing_page: "services/office-cleaning" }],
    ["a landing page that is a full URL", { landing_page: "https://evil.example/" }],
    ["a landing page with a line break", { landing_page: "/quote\n" }],
    ["a landing page over 2048 characters", { landing_page: `/${"p".repeat(2048)}` }],
    ["a referrer that is not an http(s) URL", { referrer: "javascript:alert(1)" }],
    ["a referrer with a space", { referrer: "https://a.example/x y" }],
    ["a referrer over 2048 characters", { referrer: `https://example.org/${"r".repeat(2048)}` }],
    ["utm that is an array", { utm: ["utm_source"] }],
    // PGlite sends a string parameter as JSON text, so it is spelled as JSON here.
    ["utm that is a JSON string", { utm: JSON.stringify("utm_source=google") }],
    ["utm with a key outside utm_*", { utm: { source: "google" } }],
    ["utm with an upper-case key", { utm: { utm_Source: "google" } }],
    ["utm with a key over 36 characters", { utm: { [`utm_${"a".repeat(33)}`]: "x" } }],
    ["utm with a number value", { utm: { utm_source: 1 } }],
    ["utm with a nested object", { utm: { utm_source: { a: "b" } } }],
    ["utm with an empty value", { utm: { utm_source: "" } }],
    ["utm with a value over 200 characters", { utm: { utm_source: "v".repeat(201) } }],
    ["utm with 11 keys", { utm: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`utm_k${i}`, "v"])) }],
  ]

  it.each(refused)("refuses %s", async (_what, change) => {
    expect(await insertAsAnon({ ...completeRow(), ...change })).toMatch(/violates check constraint/)
  })
})

describe("notification bookkeeping columns", () => {
  const columns = ["notified_at", "acknowledged_at", "acknowledgement_skipped", "uploads_finished_at"] as const
  const values: Record<(typeof columns)[number], unknown> = {
    notified_at: "2026-01-01T00:00:00Z",
    acknowledged_at: "2026-01-01T00:00:00Z",
    acknowledgement_skipped: "daily_limit",
    uploads_finished_at: "2026-01-01T00:00:00Z",
  }

  it.each(columns)("cannot be set by anon: %s", async (column) => {
    expect(await insertAsAnon({ ...completeRow(), [column]: values[column] })).toMatch(/permission denied/)
  })

  it("cannot be read by anon, neither in the table nor in the staff view", async () => {
    await as(db, "anon", async (tx) => {
      for (const column of columns) expect(await attempt(tx, `select ${column} from public.quote_requests`)).toMatch(/permission denied/)
      expect(await attempt(tx, "select * from public.unsent_quotes")).toMatch(/permission denied/)
    })
  })

  it("start empty for a quote a visitor sends, whose two mails wait in the outbox", async () => {
    const row = completeRow()
    const stored = await as(db, "anon", async (tx) => {
      const { sql, params } = insertSql("public.quote_requests", await withProof(tx, row))
      await tx.query(sql, params)
      await tx.exec("set local role postgres")
      const outbox = (await tx.query("select kind, status, attempts from private.mail_outbox where source_id = $1 order by kind", [row.id])).rows
      return { ...(await tx.query<Record<string, unknown>>(`select ${columns.join(", ")} from public.quote_requests where id = $1`, [row.id])).rows[0], outbox }
    })
    expect(stored).toEqual({
      notified_at: null,
      acknowledged_at: null,
      acknowledgement_skipped: null,
      uploads_finished_at: null,
      outbox: [
        { kind: "quote_acknowledgement", status: "pending", attempts: 0 },
        { kind: "quote_office", status: "pending", attempts: 0 },
      ],
    })
  })

  it("lists unsent quotes for staff (service role): retrying, then given up after 5 attempts or a day", async () => {
    const [fresh, retrying, exhausted, old, sent] = [completeRow(), completeRow(), completeRow(), completeRow(), completeRow()]
    const rows = await as(db, "service_role", async (tx) => {
      const insert = async (row: Record<string, unknown>, extra: string, attempts = 0) => {
        const { sql, params } = insertSql("public.quote_requests", row)
        await tx.query(sql, params)
        await tx.query(`update public.quote_requests set ${extra} where id = $1`, [row.id])
        await tx.exec("set local role postgres")
        await tx.query(
          "update private.mail_outbox set attempts = $2, last_error = case when $2 > 0 then 'mail API: 503' end where source_id = $1 and kind = 'quote_office'",
          [row.id, attempts],
        )
        await tx.exec("set local role service_role")
      }
      await insert(fresh, "created_at = now() - interval '1 minute'")
      await insert(retrying, "created_at = now() - interval '45 minutes'", 2)
      await insert(exhausted, "created_at = now() - interval '2 hours'", 5)
      await insert(old, "created_at = now() - interval '2 days'")
      await insert(sent, "created_at = now() - interval '1 hour', notified_at = now(), acknowledged_at = now()")
      return (await tx.query<{ id: string; status: string; notify_last_error: string | null }>("select id, status, notify_last_error from public.unsent_quotes")).rows
    })
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: retrying.id, status: "retrying", notify_last_error: "mail API: 503" },
        { id: exhausted.id, status: "gave up", notify_last_error: "mail API: 503" },
        { id: old.id, status: "gave up", notify_last_error: null },
      ]),
    )
    expect(rows.map((r) => r.id)).not.toContain(fresh.id)
    expect(rows.map((r) => r.id)).not.toContain(sent.id)
  })
})
