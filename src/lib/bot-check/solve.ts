/**
 * Solves a bot check challenge (challenge.ts): finds the number n <= maxnumber for which
 * SHA-256(salt + n) is the challenge, and writes the proof ALTCHA's v1 format expects (base64 of its
 * JSON). The hashing (sha256.ts) runs on the page in slices of a few milliseconds, with the page's own
 * work let through between them, so typing never waits on it; no worker, which the CSP would have to allow.
 */
import type { BotChallenge } from "./challenge"
import { PrefixHasher, hexWords } from "./sha256"

/** Tries per slice: a few milliseconds on a mid phone (tests: bot-check browser test at 4x CPU slowdown). */
export const SLICE = 4000

export interface SolveOptions {
  signal?: AbortSignal
  /** Lets the page run between slices; a macrotask by default. */
  pause?: () => Promise<void>
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The secret number, or null if none up to maxnumber matches (a challenge this page cannot solve). */
export async function solveChallenge(
  { challenge, salt, maxnumber }: Pick<BotChallenge, "challenge" | "salt" | "maxnumber">,
  { signal, pause = nextTask }: SolveOptions = {},
): Promise<number | null> {
  const target = hexWords(challenge.toLowerCase())
  const hasher = new PrefixHasher(salt)
  for (let start = 0; start <= maxnumber; start += SLICE) {
    if (signal?.aborted) throw signal.reason ?? new Error("aborted")
    const end = Math.min(start + SLICE - 1, maxnumber)
    for (let n = start; n <= end; n++) {
      const hash = hasher.hash(n)
      if (hash[0] === target[0] && hash[1] === target[1] && hash[2] === target[2] && hash[3] === target[3] &&
          hash[4] === target[4] && hash[5] === target[5] && hash[6] === target[6] && hash[7] === target[7]) return n
    }
    await pause()
  }
  return null
}

/** The proof the database checks: base64 of ALTCHA's payload JSON. */
export function proofPayload({ algorithm, challenge, salt, signature }: BotChallenge, number: number): string {
  return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }))
}
