/** Wires the handler to its environment: Postgres (SUPABASE_DB_URL) and the mail API. */
import postgres from "postgres"
import { resendMailer } from "../notify-quote/mail.ts"
import { storageRemover } from "../notify-quote/storage.ts"
import { RESUME_BUCKET } from "./application.ts"
import { applicationConfigFromEnv } from "./config.ts"
import { createHandler } from "./handler.ts"
import { applicationStore } from "./store.ts"

export function appFromEnv(env: Record<string, string | undefined>, now: () => Date) {
  const config = applicationConfigFromEnv(env)
  // One connection, prepare: false, as notify-quote (Supabase's advice for its pooler).
  const sql = postgres(config.dbUrl || "postgres://unset", { max: 1, prepare: false, idle_timeout: 20, connect_timeout: 10 })
  const handler = createHandler({
    store: applicationStore(sql),
    mailer: resendMailer({ apiUrl: config.mailApiUrl, apiKey: config.mailApiKey }),
    files: storageRemover({ projectUrl: config.projectUrl, serviceKey: config.serviceKey, bucket: RESUME_BUCKET }),
    config,
    now,
  })
  return { handler, close: () => sql.end() }
}
