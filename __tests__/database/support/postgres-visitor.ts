/**
 * What a visitor's browser sends, on a postgres.js connection (postgres-cluster.ts, or the Deno tests'
 * PGlite server): a bot-check challenge asked for and solved as the altcha widget solves it, and rows
 * made exactly as the forms make them (sample-quote.ts, sample-application.ts).
 */
import { Buffer } from "node:buffer"
import { createHash } from "node:crypto"
import type postgres from "postgres"

interface Challenge {
  algorithm: string
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

// node:crypto's synchronous hash: the widget's WebCrypto loop, awaited per number, takes seconds here.
export function solveChallenge(c: Challenge): number {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (createHash("sha256").update(c.salt + n).digest("hex") === c.challenge) return n
  }
  throw new Error("challenge has no solution")
}

/** A fresh bot-check proof, asked for on `tx` (as anon, like the browser) and solved. */
export async function botProof(tx: postgres.Sql | postgres.TransactionSql): Promise<string> {
  const [{ c }] = await tx<{ c: Challenge }[]>`select public.bot_check_challenge() as c`
  const number = solveChallenge(c)
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature })).toString("base64")
}
