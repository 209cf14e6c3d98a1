/**
 * What a visitor's browser does against the database, as the anon role inside one transaction on
 * the test's connection (PostgREST does the same: `set local role anon` and the request's headers):
 * ask for a bot-check challenge, solve it as the altcha widget does, and send the row.
 */
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
function solve(c: Challenge): number {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (createHash("sha256").update(c.salt + n).digest("hex") === c.challenge) return n
  }
  throw new Error("challenge has no solution")
}

/** Runs `work` as anon with the edge's client-address header, then commits. */
export async function asVisitor<T>(sql: postgres.Sql, address: string, work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  return await sql.begin(async (tx) => {
    await tx`select set_config('role', 'anon', true), set_config('request.headers', ${JSON.stringify({ "cf-connecting-ip": address })}, true)`
    return await work(tx)
  }) as T
}

/** A fresh bot-check proof, asked for and solved as the browser does. */
export async function botProof(tx: postgres.TransactionSql): Promise<string> {
  const [{ c }] = await tx<{ c: Challenge }[]>`select public.bot_check_challenge() as c`
  const number = solve(c)
  return btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature }))
}
