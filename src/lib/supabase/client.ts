/**
 * The one owner of the browser's Supabase client, shared by the quote form and the newsletter.
 *
 * - It exists only when GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY were set at build time
 *   (Gatsby inlines GATSBY_* variables into the bundle); otherwise getSupabase() returns null and
 *   each caller takes its "no backend" path.
 * - It is created lazily, on first use (a submit, a file pick), through a dynamic import:
 *   supabase-js stays out of every page's first load, and `gatsby build` never constructs it
 *   (on Node 20 createClient throws without a WebSocket implementation).
 */
import type { SupabaseClient } from "@supabase/supabase-js"

export interface SupabaseConfig {
  url: string
  anonKey: string
}

/** Read on each call, not at import, so tests can switch the backend on and off. */
export function supabaseConfig(): SupabaseConfig | null {
  const url = process.env.GATSBY_SUPABASE_URL ?? ""
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY ?? ""
  return url && anonKey ? { url, anonKey } : null
}

export const isBackendConfigured = (): boolean => supabaseConfig() !== null

let client: Promise<SupabaseClient> | null = null

/** The shared client, or null when no backend is configured. */
export function getSupabase(): Promise<SupabaseClient> | null {
  const config = supabaseConfig()
  if (!config) return null
  client ??= import("@supabase/supabase-js")
    .then(({ createClient }) =>
      createClient(config.url, config.anonKey, {
        // Visitors never sign in: no session to keep, refresh or read from the URL.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    )
    .catch((error: unknown) => {
      client = null // a chunk that failed to load on a bad connection is tried again next time
      throw error
    })
  return client
}

/** Starts loading the client ahead of need (the quote form's first file pick); errors surface on use. */
export function preloadSupabase(): void {
  getSupabase()?.catch(() => undefined)
}

/** Tests only: forget the cached client. */
export function resetSupabaseForTests() {
  client = null
}
