/** Wires the handler to its environment: Postgres (SUPABASE_DB_URL), the mail API and the site (its service-area file). */
import postgres from "postgres"
import { configFromEnv } from "./config.ts"
import { createHandler } from "./handler.ts"
import { resendMailer } from "./mail.ts"
import { officeServiceArea } from "./service-area.ts"
import { storageRemover } from "./storage.ts"
import { quoteStore } from "./store.ts"

export function appFromEnv(env: Record<string, string | undefined>, now: () => Date, fetchFile: typeof fetch = fetch) {
  const config = configFromEnv(env)
  // One connection: a call runs a handful of short statements in sequence, and the sweep sends
  // one quote at a time. prepare: false, as Supabase advises for connections through its pooler.
  const sql = postgres(config.dbUrl || "postgres://unset", { max: 1, prepare: false, idle_timeout: 20, connect_timeout: 10 })
  const handler = createHandler({
    store: quoteStore(sql),
    mailer: resendMailer({ apiUrl: config.mailApiUrl, apiKey: config.mailApiKey }),
    files: storageRemover({ projectUrl: config.projectUrl, serviceKey: config.serviceKey }),
    config,
    now,
    serviceArea: officeServiceArea(config.siteUrl, fetchFile),
  })
  return { handler, close: () => sql.end() }
}
