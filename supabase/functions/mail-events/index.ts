// Supabase Edge Function mail-events: Resend's webhook for bounces and spam complaints, signature
// verified. See supabase/README.md ("Mail provider webhook").
import postgres from "postgres"
import site from "../../../content/settings/site.json" with { type: "json" }
import { createMailEventsHandler } from "./handler.ts"

const env = Deno.env.toObject()
const sql = postgres(env.SUPABASE_DB_URL || "postgres://unset", { max: 1, prepare: false, idle_timeout: 20, connect_timeout: 10 })

// The one place the function reads the wall clock.
Deno.serve(createMailEventsHandler({
  sql,
  webhookSecret: env.RESEND_WEBHOOK_SECRET?.trim() ?? "",
  officeEmail: env.OFFICE_EMAIL?.trim() || site.email,
  now: () => new Date(),
}))
