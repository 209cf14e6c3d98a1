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

const asAnonFrom = async (tx: Transaction, headers: Record<string, string> | null) => {
  await tx.exec("set local role anon")
  await fromClient(tx, headers)
}
const sendQuotes = async (tx: Transaction, count: number) => {
  const results = []
  for (let i = 0; i < count; i++) results.push(await tryInsert(tx, "public.quote_requests", completeRow()))
  return results
}
const fiveAccepted = [null, null, null, null, null]

describe("quote rate limit: 5 an hour per client address, 10 per IPv6 /48", () => {
  it("refuses the 6th quote from one address with PT429 (HTTP 429) and still accepts another address", async () => {
    await inRolledBackTransaction(async (tx) => {
      await asAnonFrom(tx, addressA)
      expect(await sendQuotes(tx, 5)).toEqual(fiveAccepted)
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toEqual(RATE_LIMITED)
      await fromClient(tx, addressB)
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
    })
  })

  it("cannot be dodged with forged x-forwarded-for or x-real-ip headers: only the edge's cf-connecting-ip counts", async () => {
    await inRolledBackTransaction(async (tx) => {
      await asAnonFrom(tx, addressA)
      expect(await sendQuotes(tx, 5)).toEqual(fiveAccepted)
      await fromClient(tx, { ...addressA, "x-forwarded-for": "192.0.2.99", "x-real-ip": "192.0.2.98" })
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toEqual(RATE_LIMITED)
    })
  })

  it("cannot be dodged by leaving the address out: requests without it share one bucket", async () => {
    await inRolledBackTransaction(async (tx) => {
      await asAnonFrom(tx, null)
      expect(await sendQuotes(tx, 3)).toEqual([null, null, null])
      await fromClient(tx, { "x-forwarded-for": "192.0.2.9" })
      expect(await sendQuotes(tx, 2)).toEqual([null, null])
      await fromClient(tx, { "cf-connecting-ip": "not an address" })
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toEqual(RATE_LIMITED)
      await fromClient(tx, addressB) // a visitor whose address the edge sets is not held back
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
    })
  })

  it("counts IPv6 per /64, so rotating through one's own prefix does not help", async () => {
    await inRolledBackTransaction(async (tx) => {
      for (let i = 1; i <= 5; i++) {
        await asAnonFrom(tx, { "cf-connecting-ip": `2001:db8:abcd:12::${i.toString(16)}:${i}` })
        expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
      }
      await fromClient(tx, { "cf-connecting-ip": "2001:db8:abcd:12:ffff:ffff:ffff:fffe" })
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toEqual(RATE_LIMITED)
      await fromClient(tx, { "cf-connecting-ip": "2001:db8:abcd:13::1" }) // the next /64: another household
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
    })
  })

  it("also counts the whole IPv6 /48: a stranger's 65,536 /64s share 10 quotes an hour, a neighbour's /48 is untouched", async () => {
    await inRolledBackTransaction(async (tx) => {
      for (const prefix of ["2001:db8:77:1", "2001:db8:77:2"]) {
        await asAnonFrom(tx, { "cf-connecting-ip": `${prefix}::1` })
        expect(await sendQuotes(tx, 5)).toEqual(fiveAccepted)
      }
      for (const prefix of ["2001:db8:77:3", "2001:db8:77:ffff"]) {
        await fromClient(tx, { "cf-connecting-ip": `${prefix}::1` }) // a fresh /64 in the same /48
        expect(await tryInsert(tx, "public.quote_requests", completeRow())).toEqual(RATE_LIMITED)
      }
      await fromClient(tx, { "cf-connecting-ip": "2001:db8:78:1::1" }) // the next /48
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
    })
  })

  it("limits bot-check challenges by the same keys: 30 an hour per address, then 429 without a challenge", async () => {
    await inRolledBackTransaction(async (tx) => {
      await asAnonFrom(tx, { "cf-connecting-ip": "192.0.2.44" })
      const ask = async () => {
        await tx.exec("savepoint ask")
        try {
          await tx.query("select public.bot_check_challenge()")
          await tx.exec("release savepoint ask")
          return null
        } catch (error) {
          await tx.exec("rollback to savepoint ask")
          return { code: (error as { code?: string }).code, message: (error as Error).message }
        }
      }
      for (let i = 0; i < 30; i++) expect(await ask()).toBeNull()
      expect(await ask()).toEqual(RATE_LIMITED)
      await fromClient(tx, addressB)
      expect(await ask()).toBeNull()
    })
  })

  it("applies no limit to the service role", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.exec("set local role service_role")
      await fromClient(tx, addressA)
      for (let i = 0; i < 7; i++) expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
    })
  })

  it("keeps only an HMAC of the address under a Vault key, which no one can recompute without the key", async () => {
    await inRolledBackTransaction(async (tx) => {
      await asAnonFrom(tx, addressA)
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
      await tx.exec("reset role")
      const { rows } = await tx.query<{ client_hash: string; expected: string; unkeyed: string }>(
        `select h.client_hash,
                encode(extensions.hmac('v4:203.0.113.7', private.vault_secret('rate_limit_key'), 'sha256'), 'hex') as expected,
                encode(extensions.digest('203.0.113.7', 'sha256'), 'hex') as unkeyed
         from private.rate_limit_hits h where h.bucket = 'quote'`,
      )
      expect(rows).toHaveLength(1)
      expect(rows[0].client_hash).toBe(rows[0].expected)
      expect(rows[0].client_hash).not.toBe(rows[0].unkeyed)
      const tables = await tx.query("select 1 from pg_tables where schemaname = 'private' and tablename = 'rate_limit_salt'")
      expect(tables.rows).toEqual([]) // no salt stored beside the hashes any more
    })
  })

  it("uses a new key after rotation, and the purge forgets hits older than the hour", async () => {
    await inRolledBackTransaction(async (tx) => {
      await asAnonFrom(tx, addressA)
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
      await tx.exec("reset role")
      await tx.query("select private.rotate_vault_secret('rate_limit_key')")
      await asAnonFrom(tx, addressA)
      expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
      await tx.exec("reset role")
      const { rows } = await tx.query<{ n: number }>("select count(distinct client_hash)::int as n from private.rate_limit_hits")
      expect(rows).toEqual([{ n: 2 }])
      const purged = await tx.query<{ n: number }>("select private.purge_abuse_data(now() + interval '61 minutes') as n")
      expect(purged.rows[0].n).toBeGreaterThanOrEqual(2)
      expect((await tx.query("select * from private.rate_limit_hits")).rows).toEqual([])
    })
  })

  it("lets anon neither read nor change the hits, nor run the purge or the rotation", async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx.exec("set local role anon")
      expect(await tryInsert(tx, "private.rate_limit_hits", { bucket: "quote", client_hash: "x" })).toMatchObject({
        message: expect.stringMatching(/permission denied/),
      })
      for (const call of ["select private.purge_abuse_data(now())", "select private.rotate_vault_secret('rate_limit_key')"]) {
        await tx.exec("savepoint s")
        await expect(tx.query(call)).rejects.toThrow(/permission denied/)
        await tx.exec("rollback to savepoint s")
      }
    })
  })
})

describe("newsletter rate limit: 5 sign-ups an hour per client address", () => {
  it("refuses the 6th sign-up from one address, repeated addresses included, and accepts another address", async () => {
    await inRolledBackTransaction(async (tx) => {
      await asAnonFrom(tx, addressA)
      for (let i = 0; i < 4; i++) expect(await tryInsert(tx, "public.newsletter_subscribers", { email: `reader${i}@example.com` })).toBeNull()
      expect(await tryInsert(tx, "public.newsletter_subscribers", { email: "reader0@example.com" })).toBeNull()
      expect(await tryInsert(tx, "public.newsletter_subscribers", { email: "reader9@example.com" })).toEqual(RATE_LIMITED)
      await fromClient(tx, addressB)
      expect(await tryInsert(tx, "public.newsletter_subscribers", { email: "reader9@example.com" })).toBeNull()
    })
  })
})
