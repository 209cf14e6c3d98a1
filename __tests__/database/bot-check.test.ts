/**
 * The server-side bot check (CONTRACT-22.md item 1), attacked as a stranger with the anon key
 * would: no proof, a made-up proof, a proof with a wrong number, a challenge signed by someone
 * else, an expired challenge, and a replay. A visitor whose browser solved a fresh challenge
 * still gets through, once.
 */
import { BOT_CHECK_MAXNUMBER } from "../../src/lib/bot-check/challenge"
import crypto from "node:crypto"
import type { PGlite, Transaction } from "@electric-sql/pglite"
import { botProof, challengeFrom, encodeProof, solve, type BotChallenge } from "./support/bot-proof"
import { as, createDatabase, insertSql } from "./support/database"
import { completeRow } from "./support/sample-quote"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const BOT_CHECK_FAILED = { code: "PT403", message: "bot_check_failed" }

/** Inserts inside a savepoint; the SQLSTATE and message of a refusal, or null. */
async function tryInsert(tx: Transaction, table: string, row: Record<string, unknown>) {
  const { sql, params } = insertSql(table, row)
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

const quoteWith = (bot_proof: unknown) => ({ ...completeRow(), bot_proof })
const signupWith = (bot_proof: unknown) => ({ email: `reader-${crypto.randomUUID().slice(0, 8)}@example.com`, bot_proof })

describe("bot_check_challenge, as anon", () => {
  it("gives an ALTCHA v1 challenge that expires in an hour and a phone solves quickly", async () => {
    const challenge = await as(db, "anon", (tx) => challengeFrom(tx))
    expect(challenge).toEqual({
      algorithm: "SHA-256",
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: BOT_CHECK_MAXNUMBER, // the page's own figure, which the browser test times on a slowed CPU
      salt: expect.stringMatching(/^[0-9a-f]{24}\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const { rows } = await db.query<{ expires: number }>("select extract(epoch from now() + interval '1 hour')::bigint as expires")
    expect(Number(challenge.salt.split("expires=")[1].replace("&", ""))).toBeCloseTo(Number(rows[0].expires), -1)
    expect(solve(challenge)).toBeLessThanOrEqual(challenge.maxnumber)
  })

  it("keeps the key out of anon's reach", async () => {
    await as(db, "anon", async (tx) => {
      await expect(tx.query("select private.vault_secret('bot_check_key')")).rejects.toThrow(/permission denied/)
    })
    await as(db, "anon", async (tx) => {
      await expect(tx.query("select decrypted_secret from vault.decrypted_secrets")).rejects.toThrow(/permission denied/)
    })
    await as(db, "anon", async (tx) => {
      await expect(tx.query("select * from private.spent_bot_proofs")).rejects.toThrow(/permission denied/)
    })
  })
})

describe.each([
  ["quote_requests", quoteWith],
  ["newsletter_subscribers", signupWith],
] as const)("inserts into %s, as anon", (table, rowWith) => {
  const target = `public.${table}`

  it("accept a solved fresh challenge, and do not keep the proof in the row", async () => {
    await as(db, "anon", async (tx) => {
      const row = rowWith(await botProof(tx))
      expect(await tryInsert(tx, target, row)).toBeNull()
      await tx.exec("set local role postgres")
      const { rows } = await tx.query<{ bot_proof: string | null }>(`select bot_proof from ${target} where email = $1`, [row.email])
      expect(rows).toEqual([{ bot_proof: null }])
    })
  })

  it("refuse a row without a proof, and with junk for one", async () => {
    await as(db, "anon", async (tx) => {
      for (const junk of [null, "", "not base64!", Buffer.from("[]").toString("base64"), Buffer.from("{}").toString("base64")]) {
        expect(await tryInsert(tx, target, rowWith(junk))).toEqual(BOT_CHECK_FAILED)
      }
    })
  })

  it("refuse a proof with a number that does not solve the challenge", async () => {
    await as(db, "anon", async (tx) => {
      const challenge = await challengeFrom(tx)
      const wrong = (solve(challenge) + 1) % (challenge.maxnumber + 1)
      expect(await tryInsert(tx, target, rowWith(encodeProof(challenge, wrong)))).toEqual(BOT_CHECK_FAILED)
    })
  })

  it("refuse a challenge the attacker made and signed himself", async () => {
    await as(db, "anon", async (tx) => {
      const salt = `${"ab".repeat(12)}?expires=${Math.floor(Date.UTC(2999, 0, 1) / 1000)}&`
      const challenge = crypto.createHash("sha256").update(`${salt}7`).digest("hex")
      const forged: BotChallenge = {
        algorithm: "SHA-256",
        challenge,
        maxnumber: 10,
        salt,
        signature: crypto.createHmac("sha256", "guessed-key").update(challenge).digest("hex"),
      }
      expect(await tryInsert(tx, target, rowWith(encodeProof(forged, 7)))).toEqual(BOT_CHECK_FAILED)
    })
  })

  it("refuse a genuine challenge whose salt was changed to expire later", async () => {
    await as(db, "anon", async (tx) => {
      const challenge = await challengeFrom(tx)
      const number = solve(challenge)
      const later = { ...challenge, salt: challenge.salt.replace(/expires=(\d+)&$/, (_m, s) => `expires=${Number(s) + 86400}&`) }
      expect(await tryInsert(tx, target, rowWith(encodeProof(later, number)))).toEqual(BOT_CHECK_FAILED)
    })
  })

  it("refuse a challenge that has expired, solved or not", async () => {
    await as(db, "anon", async (tx) => {
      await tx.exec("set local role postgres")
      const { rows } = await tx.query<{ c: BotChallenge }>("select private.bot_check_challenge_at(now() - interval '61 minutes') as c")
      await tx.exec("set local role anon")
      expect(await tryInsert(tx, target, rowWith(encodeProof(rows[0].c, solve(rows[0].c))))).toEqual(BOT_CHECK_FAILED)
    })
  })

  it("refuse a replayed proof: each solution is good for one row", async () => {
    await as(db, "anon", async (tx) => {
      const proof = await botProof(tx)
      expect(await tryInsert(tx, target, rowWith(proof))).toBeNull()
      expect(await tryInsert(tx, target, rowWith(proof))).toEqual(BOT_CHECK_FAILED)
    })
  })

  it("let a visitor whose insert was refused for another reason send the same proof again", async () => {
    await as(db, "anon", async (tx) => {
      const proof = await botProof(tx)
      const bad = { ...rowWith(proof), email: "not an address" }
      expect(await tryInsert(tx, target, bad)).toMatchObject({ message: expect.stringMatching(/check constraint/) })
      expect(await tryInsert(tx, target, rowWith(proof))).toBeNull()
    })
  })
})

it("asks staff and server code (postgres, service_role) for no proof", async () => {
  await as(db, "service_role", async (tx) => {
    expect(await tryInsert(tx, "public.quote_requests", completeRow())).toBeNull()
  })
})
