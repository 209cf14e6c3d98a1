/**
 * The function's reads and writes on job_applications and storage.objects over a direct Postgres
 * connection. Every decision takes "now" from the caller. A call claims an application with one
 * UPDATE that writes a fresh token: of two concurrent calls only one gets the row back, and every
 * later write names the token, so a call whose claim expired cannot mark what another call sent.
 */
import type postgres from "postgres"
import {
  ACKNOWLEDGEMENT_INTERVAL_MS,
  type Application,
  CLAIM_MS,
  MAX_AGE_MS,
  MAX_ATTEMPTS,
  RESUME_BUCKET,
  SWEEP_DELAY_MS,
} from "./application.ts"

type Sql = postgres.Sql

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms)

export type Acknowledgement = "sent" | "no_address" | "daily_limit" | "suppressed"

export function applicationStore(sql: Sql) {
  return {
    async state(id: string): Promise<{ created_at: Date; notified_at: Date | null; acknowledgement: string | null } | null> {
      const rows = await sql<{ created_at: Date; notified_at: Date | null; acknowledgement: string | null }[]>`
        select created_at, notified_at, acknowledgement from public.job_applications where id = ${id}`
      return rows[0] ?? null
    },

    async claim(id: string, now: Date, token: string): Promise<Application | null> {
      const rows = await sql<Application[]>`
        update public.job_applications
        set notify_claim_token = ${token}, notify_claimed_until = ${new Date(now.getTime() + CLAIM_MS)}
        where id = ${id}
          and (notified_at is null or acknowledgement is null)
          and notify_attempts < ${MAX_ATTEMPTS}
          and created_at > ${ago(now, MAX_AGE_MS)}
          and (notify_claimed_until is null or notify_claimed_until < ${now})
        returning id, created_at, name, phone, email, preferred_language, page_language, job_slug, job_title,
          any_position, shifts, transport, contact_consent, resume_folder, notified_at, acknowledgement`
      return rows[0] ?? null
    },

    async pendingIds(now: Date, limit = 10): Promise<string[]> {
      const rows = await sql<{ id: string }[]>`
        select id from public.job_applications
        where (notified_at is null or acknowledgement is null)
          and notify_attempts < ${MAX_ATTEMPTS}
          and created_at > ${ago(now, MAX_AGE_MS)}
          and created_at <= ${ago(now, SWEEP_DELAY_MS)}
          and (notify_claimed_until is null or notify_claimed_until < ${now})
        order by created_at
        limit ${limit}`
      return rows.map((r) => r.id)
    },

    /** The file stored in the application's folder, if it arrived (the storage policy allows one). */
    async resume(folder: string): Promise<{ name: string; size: number | null } | null> {
      const rows = await sql<{ name: string; size: string | null }[]>`
        select name, metadata ->> 'size' as size from storage.objects
        where bucket_id = ${RESUME_BUCKET} and starts_with(name, ${folder + "/"})
        order by created_at limit 1`
      return rows[0] ? { name: rows[0].name, size: rows[0].size === null ? null : Number(rows[0].size) } : null
    },

    /** Whether this address was sent an acknowledgement for another application within the interval. */
    async acknowledgedRecently(email: string, exceptId: string, now: Date): Promise<boolean> {
      const rows = await sql`
        select 1 from public.job_applications
        where lower(email) = lower(${email}) and id <> ${exceptId}
          and acknowledgement = 'sent' and acknowledged_at > ${ago(now, ACKNOWLEDGEMENT_INTERVAL_MS)}
        limit 1`
      return rows.length > 0
    },

    /** Whether the mail provider reported this address as bounced or complained (mail-events). */
    async suppressed(email: string): Promise<boolean> {
      const rows = await sql`select 1 from private.mail_suppressions where email = lower(${email})`
      return rows.length > 0
    },

    /** Résumé files no application names any more (private.orphan_resumes), for the cleanup run. */
    async orphanResumes(now: Date, limit = 100): Promise<string[]> {
      const rows = await sql<{ name: string }[]>`select name from private.orphan_resumes(${now}, ${limit})`
      return rows.map((r) => r.name)
    },

    /** False when the claim was lost (expired and taken by another call): the caller stops. */
    async markNotified(id: string, token: string, now: Date): Promise<boolean> {
      const rows = await sql`
        update public.job_applications set notified_at = ${now}
        where id = ${id} and notify_claim_token = ${token} returning id`
      return rows.length === 1
    },

    async markAcknowledged(id: string, token: string, now: Date, outcome: Acknowledgement): Promise<boolean> {
      const rows = await sql`
        update public.job_applications set acknowledgement = ${outcome}, acknowledged_at = ${outcome === "sent" ? now : null}
        where id = ${id} and notify_claim_token = ${token} returning id`
      return rows.length === 1
    },

    async release(id: string, token: string) {
      await sql`
        update public.job_applications set notify_claim_token = null, notify_claimed_until = null
        where id = ${id} and notify_claim_token = ${token}`
    },

    async recordFailure(id: string, token: string, message: string) {
      await sql`
        update public.job_applications
        set notify_attempts = notify_attempts + 1, notify_last_error = ${message.slice(0, 2000)},
          notify_claim_token = null, notify_claimed_until = null
        where id = ${id} and notify_claim_token = ${token}`
    },
  }
}

export type ApplicationStore = ReturnType<typeof applicationStore>
