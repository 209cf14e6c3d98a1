/**
 * The server's bot check (ALTCHA's v1 format, verified by Postgres): a challenge from the
 * `bot_check_challenge` function, solved in the browser (solve.ts), and sent back as `bot_proof` with
 * the quote or newsletter row, which the database accepts once. Nothing here talks to anyone but the
 * site's own Supabase project.
 */
import type { SupabaseConfig } from "../supabase/client"
import { callRpc, type RpcOptions } from "../supabase/rpc"

export interface BotChallenge {
  algorithm: "SHA-256"
  /** Hex SHA-256 of salt + the secret number. */
  challenge: string
  /** The secret number is at most this. */
  maxnumber: number
  /** May carry "?expires=<unix seconds>" (and a trailing "&"), which the signature covers. */
  salt: string
  /** Hex HMAC of the challenge, made with the database's secret. */
  signature: string
}

export const CHALLENGE_FUNCTION = "bot_check_challenge"

/**
 * The most numbers a challenge asks a browser to try (the database's maxnumber, private.bot_check_challenge_at):
 * a mid-range phone searches them all in under a second (__tests__/browser/quote-form.test.ts measures it).
 */
export const BOT_CHECK_MAXNUMBER = 80_000

const HEX = /^[0-9a-f]+$/i

/** The challenge if the answer is one this browser can solve, else null (a server change, a proxy's page). */
export function parseChallenge(value: unknown): BotChallenge | null {
  const c = value as Partial<BotChallenge> | null
  if (typeof c !== "object" || c === null) return null
  if (c.algorithm !== "SHA-256") return null
  if (typeof c.challenge !== "string" || c.challenge.length !== 64 || !HEX.test(c.challenge)) return null
  if (typeof c.signature !== "string" || !HEX.test(c.signature)) return null
  if (typeof c.salt !== "string" || c.salt.length === 0) return null
  if (typeof c.maxnumber !== "number" || !Number.isInteger(c.maxnumber) || c.maxnumber < 1 || c.maxnumber > 10_000_000) return null
  return { algorithm: c.algorithm, challenge: c.challenge.toLowerCase(), maxnumber: c.maxnumber, salt: c.salt, signature: c.signature }
}

/** When the challenge stops being accepted (ms since epoch), from its salt's `expires`; null if it does not say. */
export function expiresAt(challenge: Pick<BotChallenge, "salt">): number | null {
  const query = challenge.salt.split("?")[1]
  if (!query) return null
  const seconds = Number(new URLSearchParams(query).get("expires"))
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null
}

/**
 * A proof solved now may still be sent a while later (the visitor finishes the form): one that expires
 * within this margin is replaced before sending rather than refused by the database.
 */
export const EXPIRY_MARGIN_MS = 30_000

export const isStale = (challenge: Pick<BotChallenge, "salt">, now: number) => {
  const expires = expiresAt(challenge)
  return expires !== null && expires - EXPIRY_MARGIN_MS <= now
}

export interface ChallengeSource extends SupabaseConfig, RpcOptions {}

/**
 * Asks the database for a challenge, without supabase-js (rpc.ts), so the check can start on the form's
 * first focus without loading it. Throws when there is none.
 */
export async function fetchChallenge({ url, anonKey, ...options }: ChallengeSource): Promise<BotChallenge> {
  const challenge = parseChallenge(await callRpc<unknown>({ url, anonKey }, CHALLENGE_FUNCTION, {}, options))
  if (!challenge) throw new Error("The bot check challenge is not one this page can solve")
  return challenge
}

/** PostgREST's answer to a missing, forged, expired or reused proof: SQLSTATE PT403, HTTP 403. */
export const BOT_CHECK_REFUSED_CODE = "PT403"
export const BOT_CHECK_REFUSED_MESSAGE = "bot_check_failed"

/**
 * Whether an insert's error (supabase-js's PostgrestError) is the database refusing the proof: by its
 * message, as PT403 is also the code of other refusals (an attachment row that does not match its file).
 */
export const isBotCheckRefused = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null) return false
  return (error as { message?: unknown }).message === BOT_CHECK_REFUSED_MESSAGE
}
