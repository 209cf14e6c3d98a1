/**
 * The newsletter's second step (double opt-in): the link in our mail, /newsletter/confirm/?token=…,
 * carries a url-safe token that `confirm_newsletter` turns into a confirmed subscription.
 */
import type { SupabaseConfig } from "./supabase/client"
import { callRpc, type RpcOptions } from "./supabase/rpc"

export const CONFIRM_FUNCTION = "confirm_newsletter"

/** The database's answers, and "unavailable" when it could not be asked (no backend, offline, an error). */
export type ConfirmResult = "confirmed" | "already_confirmed" | "invalid" | "unavailable"

/** Url-safe base64 or hex, of a sensible length: anything else cannot be a token we sent. */
const TOKEN = /^[A-Za-z0-9_-]{16,256}$/

/** The token from the page's query string, or null when there is none that could be ours. */
export function tokenFrom(search: string): string | null {
  const token = new URLSearchParams(search).get("token")?.trim() ?? ""
  return TOKEN.test(token) ? token : null
}

const ANSWERS: readonly string[] = ["confirmed", "already_confirmed", "invalid"]

export async function confirmNewsletter(token: string, config: SupabaseConfig | null, options: RpcOptions = {}): Promise<ConfirmResult> {
  if (!config) return "unavailable"
  try {
    const answer = await callRpc<unknown>(config, CONFIRM_FUNCTION, { p_token: token }, options)
    if (typeof answer === "string" && ANSWERS.includes(answer)) return answer as ConfirmResult
    console.error("Newsletter confirmation: an answer this page does not know", answer)
  } catch (error) {
    console.error("Newsletter confirmation could not be sent", error)
  }
  return "unavailable"
}
