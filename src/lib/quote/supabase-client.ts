/**
 * The one owner of the browser's Supabase client.
 *
 * - It exists only when GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY were set at build time
 *   (Gatsby inlines GATSBY_* variables into the bundle); otherwise getSupabase() resolves to null
 *   and the form takes its "no backend" path.
 * - It is created lazily, on the first submit or file pick, through a dynamic import: supabase-js
 *   stays out of every page's first load, and nothing constructs it during server rendering
 *   (supabase-js 2.109 throws inside createClient on Node 20, which has no native WebSocket).
 */
import type { SupabaseClient } from "@supabase/supabase-js"

export interface SupabaseConfig {
  url: string
  anonKey: string
}

export function supabaseConfig(): SupabaseConfig | null {
  const url = process.env.GATSBY_SUPABASE_URL
  const anonKey = process.env.GATSBY_SUPABASE_ANON_KEY
  return url && anonKey ? { url, anonKey } : null
}

export const isBackendConfigured = () => supabaseConfig() !== null

/**
 * Attachments can be switched off at build time (GATSBY_QUOTE_UPLOADS=off), for instance while a
 * project's storage quota is exhausted: quotes are still saved and the form says that files
 * cannot be sent (spec section 8, "Attachments present but storage unavailable").
 */
export const areUploadsAvailable = () => isBackendConfigured() && process.env.GATSBY_QUOTE_UPLOADS !== "off"

let pending: Promise<SupabaseClient> | undefined

export function getSupabase(): Promise<SupabaseClient | null> {
  const config = supabaseConfig()
  if (!config) return Promise.resolve(null)
  pending ??= import("@supabase/supabase-js")
    .then(({ createClient }) =>
      createClient(config.url, config.anonKey, {
        // Visitors never sign in: no session to keep, refresh or read from the URL.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    )
    .catch((error: unknown) => {
      pending = undefined // A chunk that failed to load on a bad connection is retried next time.
      throw error
    })
  return pending
}

/** Starts loading the client ahead of the submit (on the first file pick); errors surface on submit. */
export function preloadSupabase(): void {
  getSupabase().catch(() => undefined)
}

/** Tests only: forget the client so the next call reads the environment again. */
export function resetSupabaseClient(): void {
  pending = undefined
}
