// Supabase Edge Function mail-events: Resend's webhook for bounces and spam complaints, signature
// verified. See supabase/README.md ("Mail provider webhook").
import site from "../../../content/settings/site.json" with { type: "json" }
import { connect, databaseUrl } from "../_shared/database.ts"
import { createMailEventsHandler } from "./handler.ts"

const env = Deno.env.toObject()
const sql = connect(databaseUrl(env)) // the pooled connection (DB_POOLER_URL) when set

// The one place the function reads the wall clock.
Deno.serve(createMailEventsHandler({
  sql,
  webhookSecret: env.RESEND_WEBHOOK_SECRET?.trim() ?? "",
  officeEmail: env.OFFICE_EMAIL?.trim() || site.email,
  now: () => new Date(),
}))
