/**
 * Asks a notify Edge Function (supabase/functions/notify-quote, notify-application) to e-mail about one
 * saved row. Fire and forget: the visitor's result never waits for it or depends on it, because a
 * schedule sweeps up any row not notified after a few minutes (the tab closed, the request failed).
 * `keepalive` lets the request outlive the page.
 */
import { supabaseConfig, type SupabaseConfig } from "./client"

export const functionUrl = (supabaseUrl: string, name: string) => `${supabaseUrl.replace(/\/+$/, "")}/functions/v1/${name}`

export interface NotifyOptions {
  config?: SupabaseConfig | null
  fetch?: typeof globalThis.fetch
}

/** Resolves when the request has ended; never rejects (a failure is logged, naming `what`). */
export async function requestNotification(name: string, body: object, what: string, options: NotifyOptions = {}): Promise<void> {
  const config = options.config === undefined ? supabaseConfig() : options.config
  const send = options.fetch ?? globalThis.fetch
  if (!config || !send) return
  try {
    const response = await send(functionUrl(config.url, name), {
      method: "POST",
      keepalive: true,
      headers: {
        apikey: config.anonKey,
        Authorization: `Bearer ${config.anonKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(body),
    })
    if (!response.ok) console.error(`${what}: notification request answered ${response.status}; the scheduled sweep will send it`)
  } catch (error) {
    console.error(`${what}: notification request failed; the scheduled sweep will send it`, error)
  }
}
