/**
 * Postgres refuses a quote, application or newsletter insert, or a bot-check challenge, when one client
 * address (or its IPv6 /48) has sent too many in the last hour (supabase/migrations). PostgREST answers that
 * with HTTP 429 and this error code, which supabase-js hands back as the insert's `error.code` and rpc.ts as
 * its RpcError's `code`.
 */
export const RATE_LIMITED_CODE = "PT429"

export const isRateLimited = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === RATE_LIMITED_CODE
