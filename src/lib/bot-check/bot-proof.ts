/**
 * One bot check proof, start to end: a challenge from the site's Supabase project, solved here. Loaded
 * (with challenge.ts and solve.ts) only once a visitor starts on a form, never with the page.
 */
import { fetchChallenge, isStale, type BotChallenge, type ChallengeSource } from "./challenge"
import { proofPayload, solveChallenge, type SolveOptions } from "./solve"

export interface BotProof {
  /** What is sent as `bot_proof`. */
  payload: string
  challenge: BotChallenge
  /** How long solving took on this device (ms), for the console and the tests. */
  tookMs: number
}

export { isBotCheckRefused, isStale } from "./challenge"

/** Fetches and solves a challenge; throws when there is no challenge or it cannot be solved. */
export async function makeProof(source: ChallengeSource, now: () => number, options: SolveOptions = {}): Promise<BotProof> {
  const challenge = await fetchChallenge(source)
  const started = now()
  const number = await solveChallenge(challenge, { ...options, signal: options.signal ?? source.signal })
  if (number === null) throw new Error("The bot check challenge has no solution")
  const tookMs = now() - started
  markSolved(tookMs, number)
  return { payload: proofPayload(challenge, number), challenge, tookMs }
}

/** Whether a proof made earlier can still be sent now. */
export const isUsable = (proof: BotProof, now: number) => !isStale(proof.challenge, now)

/** The search's time on this device, as a User Timing mark (DevTools' Performance panel, the browser test). */
function markSolved(tookMs: number, number: number) {
  try {
    globalThis.performance?.mark?.("bot-check-solved", { detail: { tookMs, hashes: number + 1 } })
  } catch {
    // An old browser without mark details: nothing to record.
  }
}
