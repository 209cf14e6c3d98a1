/**
 * The function's reads and writes on quote_requests over a direct Postgres connection. Every
 * decision takes "now" from the caller. Claiming is one UPDATE ... RETURNING: of two concurrent
 * calls, Postgres lets exactly one change the row, and the other gets nothing back.
 */
import type postgres from "postgres"
import { type Attachment, CLAIM_MS, MAX_AGE_MS, MAX_ATTEMPTS, type Quote, SWEEP_DELAY_MS } from "./quote.ts"

export type Sql = postgres.Sql

export interface QuoteState {
  created_at: Date
  notified_at: Date | null
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms)

export function quoteStore(sql: Sql) {
  return {
    async state(id: string): Promise<QuoteState | null> {
      const rows = await sql<QuoteState[]>`select created_at, notified_at from public.quote_requests where id = ${id}`
      return rows[0] ?? null
    },

    /** Takes the quote for sending if it still needs an e-mail, is young enough and nobody holds it. */
    async claim(id: string, now: Date): Promise<Quote | null> {
      const rows = await sql<Quote[]>`
        update public.quote_requests
        set notify_claimed_until = ${new Date(now.getTime() + CLAIM_MS)}
        where id = ${id}
          and (notified_at is null or acknowledged_at is null)
          and notify_attempts < ${MAX_ATTEMPTS}
          and created_at > ${ago(now, MAX_AGE_MS)}
          and (notify_claimed_until is null or notify_claimed_until < ${now})
        returning id, created_at, business_name, contact_name, email, phone, address, city, state, zip_code,
          service_type, frequency, square_footage, number_of_employees, special_requirements,
          preferred_contact_method, budget, services, landing_page, referrer, utm, notified_at,
          acknowledged_at, notify_attempts`
      return rows[0] ?? null
    },

    /** Quotes the sweep should send: pending, between SWEEP_DELAY_MS and a day old, attempts left. */
    async pendingIds(now: Date, limit = 10): Promise<string[]> {
      const rows = await sql<{ id: string }[]>`
        select id from public.quote_requests
        where (notified_at is null or acknowledged_at is null)
          and notify_attempts < ${MAX_ATTEMPTS}
          and created_at > ${ago(now, MAX_AGE_MS)}
          and created_at <= ${ago(now, SWEEP_DELAY_MS)}
          and (notify_claimed_until is null or notify_claimed_until < ${now})
        order by created_at
        limit ${limit}`
      return rows.map((r) => r.id)
    },

    async attachments(id: string): Promise<Attachment[]> {
      const rows = await sql<{ file_name: string; size_bytes: string; public_url: string }[]>`
        select file_name, size_bytes, public_url from public.quote_attachments
        where quote_id = ${id} order by created_at, file_name`
      return rows.map((r) => ({ ...r, size_bytes: Number(r.size_bytes) }))
    },

    async markNotified(id: string, now: Date) {
      await sql`update public.quote_requests set notified_at = ${now} where id = ${id}`
    },

    async markAcknowledged(id: string, now: Date) {
      await sql`update public.quote_requests set acknowledged_at = ${now} where id = ${id}`
    },

    async release(id: string) {
      await sql`update public.quote_requests set notify_claimed_until = null where id = ${id}`
    },

    async recordFailure(id: string, message: string) {
      await sql`
        update public.quote_requests
        set notify_attempts = notify_attempts + 1, notify_last_error = ${message.slice(0, 2000)}, notify_claimed_until = null
        where id = ${id}`
    },
  }
}

export type QuoteStore = ReturnType<typeof quoteStore>
