/**
 * The database's bot check as the browser meets it (supabase/migrations, ALTCHA v1 with pgcrypto), answered
 * inside the test with altcha-lib, ALTCHA's reference implementation: real challenges from
 * bot_check_challenge, and each proof sent with a row checked as the trigger checks it (hash, signature,
 * expiry, used once), refused with PostgREST's 403 PT403 bot_check_failed otherwise.
 */
import { createChallenge, verifySolution } from "altcha-lib/v1"
import type { Page, Route } from "playwright-core"
import { BOT_CHECK_MAXNUMBER } from "../../../src/lib/bot-check/challenge"

const HMAC_KEY = "test-only-bot-check-key"
/** The work the database asks for (its bot_check_challenge's maxnumber; bot-check.test.ts holds them equal). */
export const MAXNUMBER = BOT_CHECK_MAXNUMBER

export const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
}

export const BOT_CHECK_REFUSAL = { code: "PT403", message: "bot_check_failed", details: null, hint: null }

export interface FakeBotCheck {
  /** How many challenges the page asked for. */
  challenges: number
  /** Refuse the next N proofs whatever they are (as for a proof the database saw expire). */
  refuseNext: number
  /** The secret number of the next challenge (the worst case is MAXNUMBER); random when null. */
  nextNumber: number | null
  /** Checks a row's proof as the trigger does; a good proof is spent. */
  accept(proof: unknown): Promise<boolean>
}

export async function answerBotCheck(page: Page): Promise<FakeBotCheck> {
  const spent = new Set<string>()
  const fake: FakeBotCheck = {
    challenges: 0,
    refuseNext: 0,
    nextNumber: null,
    async accept(proof) {
      if (fake.refuseNext > 0) {
        fake.refuseNext--
        return false
      }
      if (typeof proof !== "string" || spent.has(proof) || !(await verifySolution(proof, HMAC_KEY, false))) return false
      spent.add(proof)
      return true
    },
  }
  await page.route("**/rest/v1/rpc/bot_check_challenge", async (route: Route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS })
    fake.challenges++
    // No expiry in the salt (the format allows that): the page runs on Playwright's clock, and the expiry
    // rule is the unit tests' (bot-check.test.ts).
    const number = fake.nextNumber ?? undefined
    fake.nextNumber = null
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: MAXNUMBER, number })
    return route.fulfill({ status: 200, headers: CORS, contentType: "application/json", body: JSON.stringify(challenge) })
  })
  return fake
}
