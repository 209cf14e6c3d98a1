/** What a call may ask for, and the CORS answer for the site's own origins. Pure. */
export type NotifyRequest = { kind: "quote"; quoteId: string } | { kind: "sweep" } | { kind: "cleanup" }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The parsed body, or null when it is not {"quoteId": "<uuid>"}, {"sweep": true} or {"cleanup": true}. */
export function parseNotifyRequest(body: unknown): NotifyRequest | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null
  const keys = Object.keys(body)
  const record = body as Record<string, unknown>
  if (keys.length === 1 && record.sweep === true) return { kind: "sweep" }
  if (keys.length === 1 && record.cleanup === true) return { kind: "cleanup" }
  if (keys.length === 1 && typeof record.quoteId === "string" && UUID.test(record.quoteId)) {
    return { kind: "quote", quoteId: record.quoteId.toLowerCase() }
  }
  return null
}

/** Headers supabase-js sends with functions.invoke, and a plain fetch's content type. */
const ALLOWED_HEADERS = "authorization, x-client-info, apikey, content-type"

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
