/** Wires notify-quote to its environment: the pooled database connection, the mail API, Storage's API, the site (its service-area file). */
import { mailConfigFromEnv } from "../_shared/config.ts"
import { connect } from "../_shared/database.ts"
import { resendMailer } from "../_shared/mailer.ts"
import { createNotifyHandler } from "../_shared/notify-handler.ts"
import { createPipeline, type PipelineDeps } from "../_shared/pipeline.ts"
import { removeOrphans, storageRemover } from "../_shared/storage.ts"
import { withBookings } from "./booking-kinds.ts"
import { quoteMailKinds } from "./kinds.ts"
import { officeServiceArea } from "./service-area.ts"

export function appFromEnv(
  env: Record<string, string | undefined>,
  now: () => Date,
  options: Pick<PipelineDeps, "batch" | "budgetMs" | "elapsed"> = {},
  fetchFile: typeof fetch = fetch,
) {
  const config = mailConfigFromEnv(env)
  const sql = connect(config.dbUrl)
  const pipeline = withBookings(
    createPipeline({ sql, mailer: resendMailer({ apiUrl: config.mailApiUrl, apiKey: config.mailApiKey }), kinds: quoteMailKinds(officeServiceArea(config.siteUrl, fetchFile, () => now().getTime())), config, now, ...options }),
    sql,
  )
  const files = storageRemover({ projectUrl: config.projectUrl, serviceKey: config.serviceKey, bucket: "quote-attachments" })
  const orphans = async (limit: number) => (await sql<{ name: string }[]>`select name from private.orphan_objects(${now()}, ${limit})`).map((r) => r.name)
  const handler = createNotifyHandler({ name: "notify-quote", idKey: "quoteId", config, pipeline, cleanup: () => removeOrphans(orphans, files) })
  return { handler, pipeline, close: () => sql.end() }
}
