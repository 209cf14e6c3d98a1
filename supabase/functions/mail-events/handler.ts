/**
 * POST /functions/v1/mail-events: Resend's webhook (events email.bounced and email.complained).
 * Only a request signed with the endpoint's secret is read; the addresses it names go on
 * private.mail_suppressions, and notify-quote sends them nothing more (no acknowledgement, no
 * newsletter confirmation). The office's own address is never suppressed. Answers: 200 recorded or
 * ignored (other event types), 401 bad or stale signature, 400 not an event, 500 not configured.
 */
import type postgres from "postgres"
import { verifySvix } from "./svix.ts"

export interface MailEventsDeps {
  sql: postgres.Sql
  webhookSecret: string
  officeEmail: string
  now: () => Date
}

const SUPPRESSING: Record<string, "bounced" | "complained"> = { "email.bounced": "bounced", "email.complained": "complained" }

export function createMailEventsHandler({ sql, webhookSecret, officeEmail, now }: MailEventsDeps) {
  return async function handle(request: Request): Promise<Response> {
    const reply = (status: number, body: Record<string, unknown>) => Response.json(body, { status })
    if (request.method !== "POST") return reply(405, { error: "method_not_allowed" })
    if (!webhookSecret) {
      console.error("mail-events: RESEND_WEBHOOK_SECRET is not set")
      return reply(500, { error: "not_configured" })
    }
    const body = await request.text()
    if (!(await verifySvix(webhookSecret, request.headers, body, now()))) return reply(401, { error: "bad_signature" })

    let event: { type?: unknown; data?: { to?: unknown; bounce?: { type?: unknown } } }
    try {
      event = JSON.parse(body)
    } catch {
      return reply(400, { error: "bad_request" })
    }
    const reason = typeof event.type === "string" ? SUPPRESSING[event.type] : undefined
    // A soft (transient) bounce, such as a full mailbox, is no reason to stop writing.
    if (!reason || event.data?.bounce?.type === "Transient") return reply(200, { status: "ignored" })
    const addresses = (Array.isArray(event.data?.to) ? event.data.to : [])
      .filter((a): a is string => typeof a === "string" && a.length <= 254 && a.includes("@"))
      .map((a) => a.trim().toLowerCase())
      .filter((a) => a !== officeEmail.toLowerCase())
    for (const email of addresses) {
      await sql`
        insert into private.mail_suppressions (email, reason, recorded_at) values (${email}, ${reason}, ${now()})
        on conflict (email) do nothing`
    }
    return reply(200, { status: "recorded", count: addresses.length })
  }
}
