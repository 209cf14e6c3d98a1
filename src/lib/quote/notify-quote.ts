/**
 * Asks the notify-quote Edge Function (supabase/functions/notify-quote) to e-mail the office and
 * the prospect about one saved quote. Fire and forget: the visitor's result never waits for it or
 * depends on it, because a schedule in Postgres sweeps up any quote not notified after a few
 * minutes (the tab closed, the request failed). `keepalive` lets the request outlive the page.
 */
import { supabaseConfig, type SupabaseConfig } from "../supabase/client"

export const NOTIFY_FUNCTION_PATH = "/functions/v1/notify-quote"

export const notifyQuoteUrl = (supabaseUrl: string) => supabaseUrl.replace(/\/+$/, "") + NOTIFY_FUNCTION_PATH

export interface NotifyOptions {
  config?: SupabaseConfig | null
  fetch?: typeof globalThis.fetch
}

/** Resolves when the request has ended; never rejects (a failure is only logged). */
export async function requestQuoteNotification(quoteId: string, options: NotifyOptions = {}): Promise<void> {
  const config = options.config === undefined ? supabaseConfig() : options.config
  const send = options.fetch ?? globalThis.fetch
  if (!config || !send) return
  try {
    const response = await send(notifyQuoteUrl(config.url), {
      method: "POST",
      keepalive: true,
      headers: {
        apikey: config.anonKey,
        Authorization: `Bearer ${config.anonKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ quoteId }),
    })
    if (!response.ok) console.error(`Quote ${quoteId}: notification request answered ${response.status}; the scheduled sweep will send it`)
  } catch (error) {
    console.error(`Quote ${quoteId}: notification request failed; the scheduled sweep will send it`, error)
  }
}
