/**
 * POST /functions/v1/notify-application
 *   {"applicationId": "<uuid>"}  from the browser after the résumé's upload: 200 sent, 400 bad body,
 *                                404 unknown id, 409 already notified (or being sent), 410 over a day old,
 *                                502 mail failed (the application stays pending for the sweep).
 *   {"sweep": true}              from the schedule, with header x-notify-secret: sends every pending one.
 *   {"cleanup": true}            from the daily schedule, same header: deletes résumés no application names.
 * The hiring manager's mail goes to HIRING_EMAIL only; the acknowledgement only to the application's
 * own address, fixed words, at most once a day per address. The clock is a parameter (tests choose "now").
 */
import type { Mailer } from "../notify-quote/mail.ts"
import type { FileRemover } from "../notify-quote/storage.ts"
import { corsHeaders, secretMatches } from "../notify-quote/request.ts"
import { SWEEP_SECRET_HEADER } from "../notify-quote/handler.ts"
import { MAX_AGE_MS, RESUME_BUCKET, type Resume } from "./application.ts"
import type { ApplicationConfig } from "./config.ts"
import { acknowledgementEmail, hiringEmail } from "./email-content.ts"
import type { ApplicationStore } from "./store.ts"

export { SWEEP_SECRET_HEADER }

export interface HandlerDeps {
  store: ApplicationStore
  mailer: Mailer
  /** Deletes résumé files through Storage's API (the cleanup run). */
  files: FileRemover
  config: ApplicationConfig
  now: () => Date
  newToken?: () => string
}

type Outcome = "sent" | "failed" | "skipped"

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type NotifyRequest = { kind: "application"; id: string } | { kind: "sweep" } | { kind: "cleanup" }

export function parseRequest(body: unknown): NotifyRequest | null {
  if (typeof body !== "object" || body === null || Array.isArray(body) || Object.keys(body).length !== 1) return null
  const record = body as Record<string, unknown>
  if (record.sweep === true) return { kind: "sweep" }
  if (record.cleanup === true) return { kind: "cleanup" }
  if (typeof record.applicationId === "string" && UUID.test(record.applicationId)) {
    return { kind: "application", id: record.applicationId.toLowerCase() }
  }
  return null
}

export function createHandler({ store, mailer, files, config, now, newToken = () => crypto.randomUUID() }: HandlerDeps) {
  const resumeLink = async (folder: string | null): Promise<Resume | null> => {
    const stored = folder ? await store.resume(folder) : null
    return stored && { ...stored, url: `${config.projectUrl}/storage/v1/object/public/${RESUME_BUCKET}/${stored.name}` }
  }

  /** Sends whichever mail has not gone out yet; exactly one caller holds the claim. */
  async function deliver(id: string, at: Date): Promise<Outcome> {
    const token = newToken()
    const application = await store.claim(id, at, token)
    if (!application) return "skipped"
    try {
      if (!application.notified_at) {
        await mailer.send({
          ...hiringEmail(application, await resumeLink(application.resume_folder)),
          from: config.mailFrom,
          to: config.hiringEmail,
          replyTo: application.email ?? config.hiringEmail,
          idempotencyKey: `application-${id}-hiring`,
        })
        if (!(await store.markNotified(id, token, at))) return "skipped"
      }
      if (!application.acknowledgement) {
        const email = application.email
        if (!email) {
          await store.markAcknowledged(id, token, at, "no_address")
        } else if (await store.suppressed(email)) {
          await store.markAcknowledged(id, token, at, "suppressed")
        } else if (await store.acknowledgedRecently(email, id, at)) {
          await store.markAcknowledged(id, token, at, "daily_limit")
        } else {
          await mailer.send({
            ...acknowledgementEmail(application.preferred_language, config.company),
            from: config.mailFrom,
            to: email,
            replyTo: config.hiringEmail,
            idempotencyKey: `application-${id}-acknowledgement`,
          })
          await store.markAcknowledged(id, token, at, "sent")
        }
      }
      await store.release(id, token)
      return "sent"
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      console.error(`notify-application: application ${id}: ${message}`)
      await store.recordFailure(id, token, message)
      return "failed"
    }
  }

  return async function handle(request: Request): Promise<Response> {
    const cors = corsHeaders(request.headers.get("origin"), config.allowedOrigins)
    const reply = (status: number, body: Record<string, unknown>) =>
      new Response(JSON.stringify(body), { status, headers: { ...cors, "Content-Type": "application/json" } })

    if (request.method === "OPTIONS") {
      return new Response(null, { status: cors["Access-Control-Allow-Origin"] ? 204 : 403, headers: cors })
    }
    if (request.method !== "POST") return reply(405, { error: "method_not_allowed" })
    if (config.missing.length) {
      console.error(`notify-application: missing settings: ${config.missing.join(", ")}`)
      return reply(500, { error: "not_configured" })
    }
    const parsed = parseRequest(await request.json().catch(() => null))
    if (!parsed) return reply(400, { error: "bad_request" })
    const at = now()

    try {
      if (parsed.kind !== "application" && !(await secretMatches(request.headers.get(SWEEP_SECRET_HEADER), config.sweepSecret))) {
        return reply(401, { error: "unauthorized" })
      }
      if (parsed.kind === "cleanup") {
        if (!config.serviceKey) return reply(500, { error: "not_configured" })
        let deleted = 0
        for (let round = 0; round < 10; round++) {
          const names = await store.orphanResumes(at)
          if (!names.length) break
          await files.remove(names)
          deleted += names.length
        }
        return reply(200, { deleted })
      }
      if (parsed.kind === "sweep") {
        const counts: Record<Outcome, number> = { sent: 0, failed: 0, skipped: 0 }
        for (const id of await store.pendingIds(at)) counts[await deliver(id, at)]++
        return reply(200, counts)
      }
      const state = await store.state(parsed.id)
      if (!state) return reply(404, { error: "unknown_application" })
      if (state.notified_at && state.acknowledgement) return reply(409, { error: "already_notified" })
      if (at.getTime() - state.created_at.getTime() > MAX_AGE_MS) return reply(410, { error: "too_old" })
      const outcome = await deliver(parsed.id, at)
      if (outcome === "skipped") return reply(409, { error: "not_pending" })
      if (outcome === "failed") return reply(502, { status: "pending", error: "mail_failed" })
      return reply(200, { status: "sent" })
    } catch (error) {
      console.error(`notify-application: ${error instanceof Error ? error.message : String(error)}`)
      return reply(500, { error: "internal" })
    }
  }
}
