/**
 * Newsletter sign-up. The table newsletter_subscribers (unique email) accepts inserts
 * from the anonymous role and nothing else, so the insert asks for no row back; an
 * address that is already subscribed (unique violation 23505) gets the same thank-you,
 * which also reveals nothing about who is on the list. Too many sign-ups from one address in an
 * hour are refused by Postgres (rate-limit.ts) and reported as such.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import { getSupabase } from "./supabase/client"
import { isRateLimited } from "./supabase/rate-limit"

export type SubscribeResult = "subscribed" | "unavailable" | "rate-limited" | "failed"

const UNIQUE_VIOLATION = "23505"

export async function subscribe(
  email: string,
  getClient: () => Promise<SupabaseClient> | null = getSupabase,
): Promise<SubscribeResult> {
  const pending = getClient()
  if (!pending) return "unavailable"
  try {
    const client = await pending
    const { error } = await client.from("newsletter_subscribers").insert({ email: email.trim().toLowerCase() })
    if (!error || error.code === UNIQUE_VIOLATION) return "subscribed"
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
