/**
 * The one owner of the browser's Supabase client.
 *
 * It exists only when GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY were set at
 * build time. supabase-js is imported on first use (a submit, a file pick), so it
 * stays out of every page's first load, and so `gatsby build` never constructs it
 * (on Node 20 createClient throws without a WebSocket implementation).
 */
import type { SupabaseClient } from "@supabase/supabase-js"

const url = process.env.GATSBY_SUPABASE_URL ?? ""
const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY ?? ""

export const isBackendConfigured = (): boolean => Boolean(url && anonKey)

let client: Promise<SupabaseClient> | null = null

/** The shared client, or null when no backend is configured. */
export function getSupabase(): Promise<SupabaseClient> | null {
  if (!isBackendConfigured()) return null
  client ??= import("@supabase/supabase-js").then(({ createClient }) =>
    createClient(url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  )
  return client
}

/** Tests only: forget the cached client. */
export function resetSupabaseForTests() {
  client = null
}
