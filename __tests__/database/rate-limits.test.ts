/**
 * Per-client rate limits (supabase/migrations/…_rate_limits.sql): PostgREST puts the request's
 * headers in `request.headers`; these tests set it the same way and insert as anon.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite"
import { withProof } from "./support/bot-proof"
import { createDatabase, insertSql } from "./support/database"
import { completeRow } from "./support/sample-quote"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

/** Runs work as anon in a transaction that is always rolled back (as `as` does, but leaves setup to the caller). */
async function inRolledBackTransaction(work: (tx: Transaction) => Promise<void>) {
  const rollback = new Error("rollback")
  await db
    .transaction(async (tx) => {
      await work(tx)
      throw rollback
    })
    .catch((error) => {
      if (error !== rollback) throw error
    })
}

const fromClient = (tx: Transaction, headers: Record<string, string> | null) =>
  tx.query("select set_config('request.headers', $1, true)", [headers ? JSON.stringify(headers) : ""])

/** Inserts inside a savepoint; returns the SQLSTATE and message of a refusal, or null. */
async function tryInsert(tx: Transaction, table: string, row: Record<string, unknown>) {
  const { sql, params } = insertSql(table, table.startsWith("public.") ? await withProof(tx, row) : row)
  await tx.exec("savepoint try_insert")
  try {
    await tx.query(sql, params)
    await tx.exec("release savepoint try_insert")
    return null
  } catch (error) {
    await tx.exec("rollback to savepoint try_insert")
    const { code, message } = error as { code?: string; message: string }
    return { code, message }
  }
}

const RATE_LIMITED = { code: "PT429", message: "rate_limited" }
const addressA = { "cf-connecting-ip": "203.0.113.7", "x-forwarded-for": "203.0.113.7, 10.0.0.1" }
const addressB = { "cf-connecting-ip": "198.51.100.23" }

describe("quote rate limit: 5 an hour per client address", () => {
  it("refuses the 6th quote from one address with PT429 (HTTP 429) and still accepts another address", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.exec("set local role anon")
      await fromClient(tx, addressA)
      for (let i = 0; i < 5; i++) expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toEqual(RATE_LIMITED)
      await fromClient(tx, addressB)
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
    })
  })

  it("counts by x-forwarded-for's first entry when the proxy sends no cf-connecting-ip", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.exec("set local role anon")
      for (let i = 0; i < 5; i++) {
        // A different last hop each time: still one client.
        await fromClient(tx, { "x-forwarded-for": `192.0.2.9, 10.0.0.${i}` })
        expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
      }
      await fromClient(tx, { "x-forwarded-for": "192.0.2.9" })
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toEqual(RATE_LIMITED)
    })
  })

  it("applies no limit without request headers (SQL editor, direct connections)", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.exec("set local role anon")
      await fromClient(tx, null)
      for (let i = 0; i < 7; i++) expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
    })
  })

  it("applies no limit to the service role", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.exec("set local role service_role")
      await fromClient(tx, addressA)
      for (let i = 0; i < 7; i++) expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
    })
  })

  it("keeps only a hash of the address, and forgets hits older than the hour", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.query("insert into private.rate_limit_hits (bucket, client_hash, hit_at) values ('quote', 'old', now() - interval '61 minutes')")
      await tx.exec("set local role anon")
      await fromClient(tx, addressA)
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
      await tx.exec("reset role")
      const { rows } = await tx.query<{ client_hash: string }>("select client_hash from private.rate_limit_hits")
      expect(rows).toHaveLength(1)
      expect(rows[0].client_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(rows[0].client_hash).not.toContain("203.0.113.7")
    })
  })

  it("lets anon neither read nor change the hits", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.exec("set local role anon")
      expect(await tryInsert(tx, "private.rate_limit_hits", { bucket: "quote", client_hash: "x" })).toMatchObject({
        message: expect.stringMatching(/permission denied/),
      })
    })
  })
})

describe("newsletter rate limit: 5 sign-ups an hour per client address", () => {
  it("refuses the 6th sign-up from one address, repeated addresses included, and accepts another address", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.exec("set local role anon")
      await fromClient(tx, addressA)
      for (let i = 0; i < 4; i++) expect(await tryInsert(tx, "public.newsletter_subscribers", { email: `reader${i}@example.com` })).toBeNull()
      expect(await tryInsert(tx, "public.newsletter_subscribers", { email: "reader0@example.com" })).toBeNull()
      expect(await tryInsert(tx, "public.newsletter_subscribers", { email: "reader9@example.com" })).toEqual(RATE_LIMITED)
      await fromClient(tx, addressB)
      expect(await tryInsert(tx, "public.newsletter_subscribers", { email: "reader9@example.com" })).toBeNull()
    })
  })

  it("applies no limit without request headers", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.exec("set local role anon")
      for (let i = 0; i < 7; i++) expect(await tryInsert(tx, "public.newsletter_subscribers", { email: `reader${i}@example.com` })).toBeNull()
    })
  })
})
