/** What every notify function's HTTP side shares: CORS for the site's origins, the schedule's secret, JSON replies. */

/** Headers supabase-js sends with functions.invoke, and a plain fetch's content type. */
const ALLOWED_HEADERS = "authorization, x-client-info, apikey, content-type"

/** The schedule's requests carry the sweep secret in this header. */
export const SWEEP_SECRET_HEADER = "x-notify-secret"

export function corsHeaders(origin: string | null, allowedOrigins: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = { Vary: "Origin" }
  if (origin && allowedOrigins.includes(origin)) {
    headers["Access-Control-Allow-Origin"] = origin
    headers["Access-Control-Allow-Methods"] = "POST, OPTIONS"
    headers["Access-Control-Allow-Headers"] = ALLOWED_HEADERS
    headers["Access-Control-Max-Age"] = "86400"
  }
  return headers
}

/** Compares a presented secret with the expected one in constant time (both hashed to 32 bytes first). */
export async function secretMatches(presented: string | null, expected: string): Promise<boolean> {
  if (!presented || !expected) return false
  const digest = async (value: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)))
  const [a, b] = await Promise.all([digest(presented), digest(expected)])
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i]
  return difference === 0
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What a call may ask for: one source's mail by its id (under `idKey`), a sweep, or a cleanup run. */
export type NotifyRequest = { kind: "source"; id: string } | { kind: "sweep" } | { kind: "cleanup" }

/** The parsed body, or null when it is not {"<idKey>": "<uuid>"}, {"sweep": true} or {"cleanup": true}. */
export function parseNotifyRequest(body: unknown, idKey: string): NotifyRequest | null {
  if (typeof body !== "object" || body === null || Array.isArray(body) || Object.keys(body).length !== 1) return null
  const record = body as Record<string, unknown>
  if (record.sweep === true) return { kind: "sweep" }
  if (record.cleanup === true) return { kind: "cleanup" }
  const id = record[idKey]
  if (typeof id === "string" && UUID.test(id)) return { kind: "source", id: id.toLowerCase() }
  return null
}
