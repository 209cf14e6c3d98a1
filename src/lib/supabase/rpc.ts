/**
 * One call to a Postgres function through PostgREST (POST /rest/v1/rpc/<name>, what supabase.rpc sends),
 * with plain fetch: for the small calls a page makes before, or without, the rest of the backend code
 * (the bot check's challenge on a form's first focus, the newsletter confirmation), supabase-js (about
 * 40 KB gzipped) stays unloaded.
 */
import type { SupabaseConfig } from "./client"

export const rpcUrl = (supabaseUrl: string, name: string) => `${supabaseUrl.replace(/\/+$/, "")}/rest/v1/rpc/${name}`

export interface RpcOptions {
  fetch?: typeof globalThis.fetch
  signal?: AbortSignal
}

/**
 * An answer other than 2xx: its HTTP status, and PostgREST's error code and message when it sent a body
 * (`{code: "PT410", message: "link_expired"}`: the booking functions tell their refusals apart by it).
 */
export class RpcError extends Error {
  constructor(message: string, readonly status: number, readonly code: string | undefined, readonly reason: string | undefined = undefined) {
    super(message)
  }
}

/** The function's JSON result; throws on a network failure, or an RpcError on any answer but 2xx. */
export async function callRpc<T>(config: SupabaseConfig, name: string, args: object, { fetch = globalThis.fetch, signal }: RpcOptions = {}): Promise<T> {
  const response = await fetch(rpcUrl(config.url, name), {
    method: "POST",
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify(args),
    signal,
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null
    const text = (value: unknown) => (typeof value === "string" ? value : undefined)
    throw new RpcError(`${name} answered HTTP ${response.status}`, response.status, text(body?.code), text(body?.message))
  }
  return (await response.json()) as T
}
