/**
 * POST /functions/v1/notify-quote
 *   {"quoteId": "<uuid>"}  from the browser after the quote's uploads: 200 sent, 400 bad body,
 *                          404 unknown id, 409 already notified (or being sent), 410 over a day old,
 *                          502 mail failed (the quote stays pending for the sweep).
 *   {"sweep": true}        from the schedule, with header x-notify-secret: sends every pending quote.
 * The clock is a parameter so tests choose "now".
 */
import { acknowledgementEmail, officeEmail } from "./email-content.ts"
import type { Mailer } from "./mail.ts"
import type { NotifyConfig } from "./config.ts"
import { MAX_AGE_MS } from "./quote.ts"
import { corsHeaders, parseNotifyRequest, secretMatches } from "./request.ts"
import type { QuoteStore } from "./store.ts"

export interface HandlerDeps {
  store: QuoteStore
  mailer: Mailer
  config: NotifyConfig
  now: () => Date
}

export const SWEEP_SECRET_HEADER = "x-notify-secret"

type Outcome = "sent" | "failed" | "skipped"

export function createHandler({ store, mailer, config, now }: HandlerDeps) {
  /** Sends whichever of the two mails has not gone out yet; exactly one caller gets the claim. */
  async function deliver(id: string, at: Date): Promise<Outcome> {
    const quote = await store.claim(id, at)
    if (!quote) return "skipped"
    try {
      const attachments = await store.attachments(id)
      if (!quote.notified_at) {
        await mailer.send({
          ...officeEmail(quote, attachments),
          from: config.mailFrom,
          to: config.officeEmail,
          replyTo: quote.email,
          idempotencyKey: `quote-${id}-office`,
        })
        await store.markNotified(id, at)
      }
      if (!quote.acknowledged_at) {
        await mailer.send({
          ...acknowledgementEmail(quote, attachments, config.company),
          from: config.mailFrom,
          to: quote.email,
          replyTo: config.officeEmail,
          idempotencyKey: `quote-${id}-acknowledgement`,
        })
        await store.markAcknowledged(id, at)
      }
      await store.release(id)
      return "sent"
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      console.error(`notify-quote: quote ${id}: ${message}`)
      await store.recordFailure(id, message)
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
      console.error(`notify-quote: missing settings: ${config.missing.join(", ")}`)
      return reply(500, { error: "not_configured" })
    }

    const parsed = parseNotifyRequest(await request.json().catch(() => null))
    if (!parsed) return reply(400, { error: "bad_request" })
    const at = now()

    try {
      if (parsed.kind === "sweep") {
        if (!(await secretMatches(request.headers.get(SWEEP_SECRET_HEADER), config.sweepSecret))) {
          return reply(401, { error: "unauthorized" })
        }
        const counts: Record<Outcome, number> = { sent: 0, failed: 0, skipped: 0 }
        for (const id of await store.pendingIds(at)) counts[await deliver(id, at)]++
        return reply(200, counts)
      }

      const state = await store.state(parsed.quoteId)
      if (!state) return reply(404, { error: "unknown_quote" })
      if (state.notified_at) return reply(409, { error: "already_notified" })
      if (at.getTime() - state.created_at.getTime() > MAX_AGE_MS) return reply(410, { error: "too_old" })
      const outcome = await deliver(parsed.quoteId, at)
      if (outcome === "skipped") return reply(409, { error: "not_pending" })
      if (outcome === "failed") return reply(502, { status: "pending", error: "mail_failed" })
      return reply(200, { status: "sent" })
    } catch (error) {
      console.error(`notify-quote: ${error instanceof Error ? error.message : String(error)}`)
      return reply(500, { error: "internal" })
    }
  }
}
