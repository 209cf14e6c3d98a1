/**
 * A bot-check proof made as the browser makes it (CONTRACT-22.md, item 1): ask the database for a
 * challenge, find the number by trying each one (as the altcha widget's solver does), and encode
 * the ALTCHA payload. Solving takes a few milliseconds in Node at the challenge's size.
 */
import crypto from "node:crypto"
import type { PGlite, Transaction } from "@electric-sql/pglite"

export interface BotChallenge {
  algorithm: string
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

export function solve(challenge: BotChallenge): number {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (crypto.createHash("sha256").update(challenge.salt + n).digest("hex") === challenge.challenge) return n
  }
  throw new Error("challenge has no solution")
}

export const encodeProof = (challenge: BotChallenge, number: number) =>
  Buffer.from(
    JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature }),
  ).toString("base64")

export async function challengeFrom(db: PGlite | Transaction): Promise<BotChallenge> {
  const { rows } = await db.query<{ c: BotChallenge }>("select public.bot_check_challenge() as c")
  return rows[0].c
}

/** A fresh, valid proof, asked for with the caller's role (anon may ask). */
export async function botProof(db: PGlite | Transaction): Promise<string> {
  const challenge = await challengeFrom(db)
  return encodeProof(challenge, solve(challenge))
}

/** The row with a fresh proof in its bot_proof column, as the browser sends it. */
export async function withProof<T extends Record<string, unknown>>(db: PGlite | Transaction, row: T): Promise<T & { bot_proof: string }> {
  return { ...row, bot_proof: await botProof(db) }
}
