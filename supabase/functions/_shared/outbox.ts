/**
 * The mail outbox (supabase/migrations/20261128100200_one_mail_pipeline.sql) as the functions use it:
 * every claim, cap and mark is one call of a database function, so no function can count a cap its own
 * way. Every decision takes "now" from the caller.
 */
import type { Sql, TransactionSql } from "./database.ts"

export type Audience = "office" | "prospect"

export interface OutboxRow {
  id: string
  kind: string
  source_id: string
  idempotency_key: string
  /** Prospect mail: the address the visitor typed. */
  recipient: string | null
  not_before: Date
  expires_at: Date
  attempts: number
  claim_token: string
  created_at: Date
}

export interface SourceState {
  /** Mails of the source that can be sent now. */
  due: number
  /** Mails that wait for a later time (the quote's uploads). */
  waiting: number
  /** Mails sent or skipped. */
  done: number
  /** Mails given up (over a day old, or five failed attempts). */
  expired: number
}

export function outbox(sql: Sql) {
  return {
    /** Claims due mail of `kinds` for `audience` under `token`; prospect mail only within the caps. */
    async claim(audience: Audience, kinds: string[], token: string, now: Date, limit: number, source: string | null = null): Promise<OutboxRow[]> {
      return audience === "office"
        ? await sql<OutboxRow[]>`select * from private.claim_office_mail(${kinds}, ${token}, ${now}, ${limit}, ${source})`
        : await sql<OutboxRow[]>`select * from private.claim_prospect_mail(${kinds}, ${token}, ${now}, ${limit}, ${source})`
    },

    /** Marks the mail sent, inside the caller's transaction; false when the claim was lost. */
    async sent(tx: TransactionSql, row: OutboxRow, now: Date): Promise<boolean> {
      const [{ ok }] = await tx<{ ok: boolean }[]>`select private.mail_sent(${row.id}, ${row.claim_token}, ${now}) as ok`
      return ok
    },

    async failed(row: OutboxRow, message: string) {
      await sql`select private.mail_failed(${row.id}, ${row.claim_token}, ${message})`
    },

    async released(row: OutboxRow) {
      await sql`select private.mail_released(${row.id}, ${row.claim_token})`
    },

    /** The source is gone or needs no mail any more. */
    async dropped(row: OutboxRow, now: Date) {
      await sql`select private.mail_dropped(${row.id}, ${row.claim_token}, ${now})`
    },

    async state(source: string, kinds: string[], now: Date): Promise<SourceState> {
      const [state] = await sql<SourceState[]>`select * from private.mail_state(${source}, ${kinds}, ${now})`
      return state
    },

    /** Queues the follow-ups that are due (late quote files, a late résumé). */
    async planFollowUps(now: Date): Promise<number> {
      const [{ n }] = await sql<{ n: number }[]>`select private.plan_follow_ups(${now}) as n`
      return n
    },
  }
}

export type Outbox = ReturnType<typeof outbox>
