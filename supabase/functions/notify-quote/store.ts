/**
 * The function's reads and writes over a direct Postgres connection. Every decision takes "now"
 * from the caller. Claiming is one UPDATE ... RETURNING: of two concurrent calls, Postgres lets
 * exactly one change the row. Each claim carries its own token, and every later write names it:
 * a call whose lease ran out (a slow mail API) and whose quote another call has claimed since
 * changes nothing, and learns it from the `false` it gets back.
 */
import type postgres from "postgres"
import {
  ACKNOWLEDGEMENT_INTERVAL_MS,
  type Attachment,
  CLAIM_MS,
  MAX_AGE_MS,
  MAX_ATTEMPTS,
  PROSPECT_MAIL_HOURLY_CAP,
  type Quote,
  SWEEP_DELAY_MS,
  UPLOAD_WAIT_MS,
} from "./quote.ts"

export type Sql = postgres.Sql

export interface QuoteState {
  created_at: Date
  notified_at: Date | null
  upload_folder: string | null
  uploads_finished_at: Date | null
}

export type MailVerdict = "ok" | "daily_limit" | "hourly_cap" | "suppressed"

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms)
const HOUR_MS = 60 * 60 * 1000

/** A quote's uploads are over: it has none, the browser marked them finished, or we waited long enough. */
export const uploadsSettled = (q: Pick<QuoteState, "created_at" | "upload_folder" | "uploads_finished_at">, now: Date) =>
  q.upload_folder === null || q.uploads_finished_at !== null || q.created_at.getTime() <= now.getTime() - UPLOAD_WAIT_MS

export function quoteStore(sql: Sql) {
  const changed = (result: { count: number }) => result.count === 1

  return {
    async state(id: string): Promise<QuoteState | null> {
      const rows = await sql<QuoteState[]>`
        select created_at, notified_at, upload_folder, uploads_finished_at from public.quote_requests where id = ${id}`
      return rows[0] ?? null
    },

    /** Takes the quote for sending under `token` if it still needs a mail, is young enough and nobody holds it. */
    async claim(id: string, token: string, now: Date): Promise<Quote | null> {
      const rows = await sql<Quote[]>`
        update public.quote_requests q
        set notify_claimed_until = ${new Date(now.getTime() + CLAIM_MS)}, notify_claim_token = ${token}
        where q.id = ${id}
          and (q.notified_at is null or (q.acknowledged_at is null and q.acknowledgement_skipped is null)
               or exists (select 1 from public.quote_attachments a where a.quote_id = q.id and a.reported_at is null))
          and q.notify_attempts < ${MAX_ATTEMPTS}
          and q.created_at > ${ago(now, MAX_AGE_MS)}
          and (q.notify_claimed_until is null or q.notify_claimed_until < ${now})
        returning id, created_at, business_name, contact_name, email, phone, address, city, state, zip_code,
          service_type, frequency, square_footage, number_of_employees, special_requirements,
          preferred_contact_method, budget, services, landing_page, referrer, utm, notified_at,
          acknowledged_at, notify_attempts, upload_folder, uploads_finished_at, acknowledgement_skipped`
      return rows[0] ?? null
    },

    /**
     * Quotes the sweep should work on, between SWEEP_DELAY_MS and a day old, attempts left, unclaimed:
     * not yet mailed to the office once their uploads are over; not yet acknowledged; or with files
     * recorded after the office mail, once the browser marked its uploads finished or the newest
     * file is UPLOAD_WAIT_MS old.
     */
    async pendingIds(now: Date, limit = 10): Promise<string[]> {
      const rows = await sql<{ id: string }[]>`
        select q.id from public.quote_requests q
        where q.notify_attempts < ${MAX_ATTEMPTS}
          and q.created_at > ${ago(now, MAX_AGE_MS)}
          and q.created_at <= ${ago(now, SWEEP_DELAY_MS)}
          and (q.notify_claimed_until is null or q.notify_claimed_until < ${now})
          and (
            (q.notified_at is null
              and (q.upload_folder is null or q.uploads_finished_at is not null or q.created_at <= ${ago(now, UPLOAD_WAIT_MS)}))
            or (q.notified_at is not null and q.acknowledged_at is null and q.acknowledgement_skipped is null)
            or (q.notified_at is not null
              and exists (select 1 from public.quote_attachments a where a.quote_id = q.id and a.reported_at is null)
              and (q.uploads_finished_at is not null
                   or (select max(a.created_at) from public.quote_attachments a where a.quote_id = q.id) <= ${ago(now, UPLOAD_WAIT_MS)}))
          )
        order by q.created_at
        limit ${limit}`
      return rows.map((r) => r.id)
    },

    async attachments(id: string): Promise<Attachment[]> {
      const rows = await sql<(Omit<Attachment, "size_bytes"> & { size_bytes: string })[]>`
        select id, file_name, size_bytes, public_url, created_at, reported_at from public.quote_attachments
        where quote_id = ${id} order by created_at, file_name`
      return rows.map((r) => ({ ...r, size_bytes: Number(r.size_bytes) }))
    },

    /** Records the office mail and the files it listed; false when the claim was lost. */
    async markNotified(id: string, token: string, now: Date, attachmentIds: string[]): Promise<boolean> {
      return await sql.begin(async (tx) => {
        const done = changed(await tx`
          update public.quote_requests set notified_at = ${now} where id = ${id} and notify_claim_token = ${token}`)
        if (done && attachmentIds.length) {
          await tx`update public.quote_attachments set reported_at = ${now} where quote_id = ${id} and id in ${sql(attachmentIds)}`
        }
        return done
      })
    },

    /** Records a follow-up listing late files; false when the claim was lost. */
    async markReported(id: string, token: string, now: Date, attachmentIds: string[]): Promise<boolean> {
      return await sql.begin(async (tx) => {
        const held = (await tx`select 1 from public.quote_requests where id = ${id} and notify_claim_token = ${token} for update`).length === 1
        if (held) await tx`update public.quote_attachments set reported_at = ${now} where quote_id = ${id} and id in ${sql(attachmentIds)}`
        return held
      })
    },

    async markAcknowledged(id: string, token: string, now: Date): Promise<boolean> {
      return changed(await sql`
        update public.quote_requests set acknowledged_at = ${now} where id = ${id} and notify_claim_token = ${token}`)
    },

    async skipAcknowledgement(id: string, token: string, reason: "daily_limit" | "suppressed"): Promise<boolean> {
      return changed(await sql`
        update public.quote_requests set acknowledgement_skipped = ${reason} where id = ${id} and notify_claim_token = ${token}`)
    },

    /** May the site write to this address a visitor typed? */
    async prospectMailVerdict(email: string, now: Date, exceptQuoteId: string | null): Promise<MailVerdict> {
      const [row] = await sql<{ suppressed: boolean; recent: boolean; last_hour: number }[]>`
        select
          exists (select 1 from private.mail_suppressions m where m.email = lower(${email})) as suppressed,
          exists (select 1 from public.quote_requests q
                  where lower(q.email) = lower(${email}) and q.id is distinct from ${exceptQuoteId}::uuid
                    and q.acknowledged_at > ${ago(now, ACKNOWLEDGEMENT_INTERVAL_MS)} and q.acknowledged_at <= ${now}) as recent,
          (select count(*) from public.quote_requests q
           where q.acknowledged_at > ${ago(now, HOUR_MS)} and q.acknowledged_at <= ${now})::int
            + (select count(*) from public.newsletter_subscribers s
               where s.confirmation_sent_at > ${ago(now, HOUR_MS)} and s.confirmation_sent_at <= ${now})::int as last_hour`
      if (row.suppressed) return "suppressed"
      if (exceptQuoteId !== null && row.recent) return "daily_limit"
      if (row.last_hour >= PROSPECT_MAIL_HOURLY_CAP) return "hourly_cap"
      return "ok"
    },

    async release(id: string, token: string) {
      await sql`
        update public.quote_requests set notify_claimed_until = null, notify_claim_token = null
        where id = ${id} and notify_claim_token = ${token}`
    },

    async recordFailure(id: string, token: string, message: string) {
      await sql`
        update public.quote_requests
        set notify_attempts = notify_attempts + 1, notify_last_error = ${message.slice(0, 2000)},
            notify_claimed_until = null, notify_claim_token = null
        where id = ${id} and notify_claim_token = ${token}`
    },

    /** Newsletter sign-ups still waiting for their confirmation mail (under the confirmation window). */
    async pendingConfirmations(now: Date, limit = 10): Promise<{ id: string; email: string }[]> {
      return await sql<{ id: string; email: string }[]>`
        select id, email from public.newsletter_subscribers
        where confirmed_at is null and confirmation_sent_at is null and confirmation_skipped is null
          and created_at > ${now}::timestamptz - (select private.newsletter_confirm_window())
        order by created_at
        limit ${limit}`
    },

    /** Takes a sign-up for its one confirmation mail, storing only the token's hash; false if taken. */
    async claimConfirmation(id: string, tokenHash: string, now: Date): Promise<boolean> {
      return changed(await sql`
        update public.newsletter_subscribers set confirmation_sent_at = ${now}, confirm_token_hash = ${tokenHash}
        where id = ${id} and confirmation_sent_at is null and confirmed_at is null`)
    },

    /** The mail failed: the next sweep tries again with a new token. */
    async unclaimConfirmation(id: string, tokenHash: string) {
      await sql`
        update public.newsletter_subscribers set confirmation_sent_at = null, confirm_token_hash = null
        where id = ${id} and confirm_token_hash = ${tokenHash}`
    },

    /** Files of the bucket no quote refers to, over a day old (private.orphan_objects). */
    async orphanObjects(now: Date, limit = 100): Promise<string[]> {
      const rows = await sql<{ name: string }[]>`select name from private.orphan_objects(${now}, ${limit})`
      return rows.map((r) => r.name)
    },

    async skipConfirmation(id: string, reason: "suppressed") {
      await sql`update public.newsletter_subscribers set confirmation_skipped = ${reason} where id = ${id}`
    },
  }
}

export type QuoteStore = ReturnType<typeof quoteStore>
