/**
 * Newsletter sign-up, double opt-in. An insert into newsletter_subscribers (the address and the bot
 * check's proof) is pending: the database mails a fixed-text message with a link to /newsletter/confirm/,
 * and only an address confirmed there counts (confirm_newsletter, newsletter-confirm.ts). The table accepts
 * inserts from the anonymous role and nothing else, so the insert asks for no row back; an address that is
 * already on the list (unique violation 23505) gets the same answer, which reveals nothing about who is on
 * it. Too many sign-ups from one address in an hour are refused by Postgres (rate-limit.ts), and a missing,
 * expired or reused proof by the bot check (PT403); each is reported as such.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import { isBotCheckRefused } from "./bot-check/challenge"
import { getSupabase } from "./supabase/client"
import { isRateLimited } from "./supabase/rate-limit"

/** "subscribed": stored, waiting for the address's owner to confirm it from the mail. */
export type SubscribeResult = "subscribed" | "unavailable" | "rate-limited" | "bot-check-failed" | "failed"

const UNIQUE_VIOLATION = "23505"

export async function subscribe(
  email: string,
  botProof: string | null,
  getClient: () => Promise<SupabaseClient> | null = getSupabase,
): Promise<SubscribeResult> {
  const pending = getClient()
  if (!pending) return "unavailable"
  try {
    const client = await pending
    const { error } = await client.from("newsletter_subscribers").insert({ email: email.trim().toLowerCase(), bot_proof: botProof })
    if (!error || error.code === UNIQUE_VIOLATION) return "subscribed"
    if (isBotCheckRefused(error)) {
      console.error("Newsletter sign-up refused: the bot check's proof was not accepted")
      return "bot-check-failed"
    }
    if (isRateLimited(error)) {
      console.error("Newsletter sign-up refused: too many from this address lately")
      return "rate-limited"
    }
    console.error("Newsletter sign-up failed:", error.message)
    return "failed"
  } catch (error) {
    console.error("Newsletter sign-up failed:", error)
    return "failed"
  }
}
