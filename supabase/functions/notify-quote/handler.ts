/**
 * POST /functions/v1/notify-quote
 *   {"quoteId": "<uuid>"}  from the browser after the quote's uploads: 200 sent, 202 waiting for the
 *                          uploads (the sweep sends it), 400 bad body, 404 unknown id, 409 already
 *                          notified (or being sent), 410 over a day old, 502 mail failed (the quote
 *                          stays pending for the sweep).
 *   {"sweep": true}        from the schedule, with header x-notify-secret: sends every pending quote,
 *                          late-files follow-up and newsletter confirmation.
 *   {"cleanup": true}      from the daily schedule, with the same header: deletes, through Storage's
 *                          API, files no quote refers to that are over a day old (up to 1,000 a run).
 * The clock is a parameter so tests choose "now"; each claim reads it when it is made.
 */
import { acknowledgementEmail, lateFilesEmail, newsletterConfirmationEmail, officeEmail } from "./email-content.ts"
import type { Mailer } from "./mail.ts"
import type { FileRemover } from "./storage.ts"
import type { NotifyConfig } from "./config.ts"
import { MAX_AGE_MS, UPLOAD_WAIT_MS } from "./quote.ts"
import { corsHeaders, parseNotifyRequest, secretMatches } from "./request.ts"
import { type QuoteStore, uploadsSettled } from "./store.ts"

export interface HandlerDeps {
  store: QuoteStore
  mailer: Mailer
  files: FileRemover
  config: NotifyConfig
  now: () => Date
  /** A fresh claim token / confirmation token; tests may pass their own. */
  randomToken?: () => string
  /** The office e-mail's nearest served city for a quote's ZIP code (service-area.ts). */
  serviceArea?: (zip: string | null) => Promise<string>
}

export const SWEEP_SECRET_HEADER = "x-notify-secret"

type Outcome = "sent" | "failed" | "skipped"

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")
const defaultToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)))
const sha256Hex = async (value: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value))), (b) => b.toString(16).padStart(2, "0")).join("")

const notChecked = () => Promise.resolve("not checked")

export function createHandler({ store, mailer, files, config, now, randomToken = defaultToken, serviceArea = notChecked }: HandlerDeps) {
  /**
   * Sends whatever a quote still needs (the office e-mail, a late-files follow-up, the
   * acknowledgement) under a claim of its own. A write that finds the claim gone (the lease ran
   * out and another call took the quote) ends the call: the other call finishes the work.
   */
  async function deliver(id: string): Promise<Outcome> {
    const token = crypto.randomUUID()
    const quote = await store.claim(id, token, now())
    if (!quote) return "skipped"
    try {
      const attachments = await store.attachments(id)
      if (!quote.notified_at) {
        const settled = uploadsSettled(quote, now())
        if (!settled) {
          await store.release(id, token)
          return "skipped"
        }
        await mailer.send({
          ...officeEmail(quote, attachments, quote.upload_folder !== null && quote.uploads_finished_at === null, await serviceArea(quote.zip_code)),
          from: config.mailFrom,
          to: config.officeEmail,
          replyTo: quote.email,
          idempotencyKey: `quote-${id}-office`,
        })
        if (!(await store.markNotified(id, token, now(), attachments.map((a) => a.id)))) return "skipped"
      } else {
        const late = attachments.filter((a) => a.reported_at === null)
        const newest = Math.max(0, ...late.map((a) => a.created_at.getTime()))
        if (late.length && (quote.uploads_finished_at !== null || newest <= now().getTime() - UPLOAD_WAIT_MS)) {
          await mailer.send({
            ...lateFilesEmail(quote, late),
            from: config.mailFrom,
            to: config.officeEmail,
            replyTo: quote.email,
            idempotencyKey: `quote-${id}-files-${late.map((a) => a.id).sort()[0]}`,
          })
          if (!(await store.markReported(id, token, now(), late.map((a) => a.id)))) return "skipped"
        }
      }
      if (!quote.acknowledged_at && !quote.acknowledgement_skipped) {
        const verdict = await store.prospectMailVerdict(quote.email, now(), id)
        if (verdict === "ok") {
          await mailer.send({
            ...acknowledgementEmail(quote, config.company),
            from: config.mailFrom,
            to: quote.email,
            replyTo: config.officeEmail,
            idempotencyKey: `quote-${id}-acknowledgement`,
          })
          if (!(await store.markAcknowledged(id, token, now()))) return "skipped"
        } else if (verdict !== "hourly_cap") {
          // Over the hourly cap the acknowledgement waits for a later sweep (within the quote's day).
          await store.skipAcknowledgement(id, token, verdict)
        }
      }
      await store.release(id, token)
      return "sent"
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      console.error(`notify-quote: quote ${id}: ${message}`)
      await store.recordFailure(id, token, message)
      return "failed"
    }
  }

  /** One confirmation mail per pending sign-up; only the link token's hash is stored. */
  async function confirmSignUps(counts: Record<Outcome, number>) {
    for (const { id, email } of await store.pendingConfirmations(now())) {
      const verdict = await store.prospectMailVerdict(email, now(), null)
      if (verdict === "hourly_cap") return
      if (verdict !== "ok") {
        await store.skipConfirmation(id, "suppressed")
        counts.skipped++
        continue
      }
      const token = randomToken()
      const hash = await sha256Hex(token)
      if (!(await store.claimConfirmation(id, hash, now()))) continue
      try {
        const link = `${config.siteUrl}/newsletter/confirm/?token=${token}`
        await mailer.send({
          ...newsletterConfirmationEmail(link, config.company),
          from: config.mailFrom,
          to: email,
          replyTo: config.officeEmail,
          idempotencyKey: `newsletter-${id}-confirm`,
        })
        counts.sent++
      } catch (error) {
        console.error(`notify-quote: newsletter ${id}: ${error instanceof Error ? error.message : String(error)}`)
        await store.unclaimConfirmation(id, hash)
        counts.failed++
      }
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
      console.error(`notify-quote: missing settings: ${config.missing.join(", ")}`)
      return reply(500, { error: "not_configured" })
    }

    const parsed = parseNotifyRequest(await request.json().catch(() => null))
    if (!parsed) return reply(400, { error: "bad_request" })

    try {
      if (parsed.kind !== "quote" && !(await secretMatches(request.headers.get(SWEEP_SECRET_HEADER), config.sweepSecret))) {
        return reply(401, { error: "unauthorized" })
      }
      if (parsed.kind === "cleanup") {
        if (!config.projectUrl || !config.serviceKey) return reply(500, { error: "not_configured" })
        let deleted = 0
        for (let round = 0; round < 10; round++) {
          const names = await store.orphanObjects(now())
          if (!names.length) break
          await files.remove(names)
          deleted += names.length
        }
        return reply(200, { deleted })
      }
      if (parsed.kind === "sweep") {
        const counts: Record<Outcome, number> = { sent: 0, failed: 0, skipped: 0 }
        for (const id of await store.pendingIds(now())) counts[await deliver(id)]++
        const newsletter: Record<Outcome, number> = { sent: 0, failed: 0, skipped: 0 }
        await confirmSignUps(newsletter)
        return reply(200, { ...counts, newsletter })
      }

      const state = await store.state(parsed.quoteId)
      if (!state) return reply(404, { error: "unknown_quote" })
      if (state.notified_at) return reply(409, { error: "already_notified" })
      if (now().getTime() - state.created_at.getTime() > MAX_AGE_MS) return reply(410, { error: "too_old" })
      if (!uploadsSettled(state, now())) return reply(202, { status: "waiting_for_uploads" })
      const outcome = await deliver(parsed.quoteId)
      if (outcome === "skipped") return reply(409, { error: "not_pending" })
      if (outcome === "failed") return reply(502, { status: "pending", error: "mail_failed" })
      return reply(200, { status: "sent" })
    } catch (error) {
      console.error(`notify-quote: ${error instanceof Error ? error.message : String(error)}`)
      return reply(500, { error: "internal" })
    }
  }
}
