/**
 * The HTTP side every notify function shares:
 *   {"<idKey>": "<uuid>"}  the browser, after saving a row: 200 its due mail sent, 202 it waits (for the
 *                          quote's uploads, or for a cap), 400 bad body, 404 unknown id, 409 nothing left to
 *                          send (or another call is sending it), 410 given up (over a day old), 502 the mail
 *                          API failed (the sweep retries). Refused calls cost one indexed query.
 *   {"sweep": true}        the schedule, with header x-notify-secret: plans follow-ups and sends what is due,
 *                          office mail first.
 *   {"cleanup": true}      the schedule, same header: deletes, through Storage's API, files no row refers to.
 */
import type { MailConfig } from "./config.ts"
import { corsHeaders, parseNotifyRequest, secretMatches, SWEEP_SECRET_HEADER } from "./http.ts"
import type { Pipeline } from "./pipeline.ts"

export interface NotifyHandlerDeps {
  /** For the logs: "notify-quote". */
  name: string
  /** The body's key for one source's id: "quoteId". */
  idKey: string
  config: MailConfig
  pipeline: Pipeline
  /** The cleanup run; resolves to how many files it deleted. */
  cleanup: () => Promise<number>
}

export function createNotifyHandler({ name, idKey, config, pipeline, cleanup }: NotifyHandlerDeps) {
  return async function handle(request: Request): Promise<Response> {
    const cors = corsHeaders(request.headers.get("origin"), config.allowedOrigins)
    const reply = (status: number, body: Record<string, unknown>) =>
      new Response(JSON.stringify(body), { status, headers: { ...cors, "Content-Type": "application/json" } })

    if (request.method === "OPTIONS") {
      return new Response(null, { status: cors["Access-Control-Allow-Origin"] ? 204 : 403, headers: cors })
    }
    if (request.method !== "POST") return reply(405, { error: "method_not_allowed" })
    if (config.missing.length) {
      console.error(`${name}: missing settings: ${config.missing.join(", ")}`)
      return reply(500, { error: "not_configured" })
    }
    const parsed = parseNotifyRequest(await request.json().catch(() => null), idKey)
    if (!parsed) return reply(400, { error: "bad_request" })

    try {
      if (parsed.kind !== "source" && !(await secretMatches(request.headers.get(SWEEP_SECRET_HEADER), config.sweepSecret))) {
        return reply(401, { error: "unauthorized" })
      }
      if (parsed.kind === "cleanup") {
        if (!config.projectUrl || !config.serviceKey) return reply(500, { error: "not_configured" })
        return reply(200, { deleted: await cleanup() })
      }
      if (parsed.kind === "sweep") return reply(200, await pipeline.sweep())

      const state = await pipeline.state(parsed.id)
      if (state.due + state.waiting + state.done + state.expired === 0) return reply(404, { error: "unknown" })
      if (state.due === 0 && state.waiting > 0) return reply(202, { status: "waiting" })
      if (state.due === 0 && state.expired > 0) return reply(410, { error: "too_old" })
      if (state.due === 0) return reply(409, { error: "already_sent" })
      const { office, prospect } = await pipeline.deliverSource(parsed.id)
      if (office.failed + prospect.failed > 0) return reply(502, { status: "pending", error: "mail_failed" })
      if (office.sent + prospect.sent === 0) return reply(409, { error: "not_pending" })
      return reply(200, { status: "sent" })
    } catch (error) {
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`)
      return reply(500, { error: "internal" })
    }
  }
}
