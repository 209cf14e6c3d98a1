/** Wires notify-application to its environment: the pooled database connection, the mail API, Storage's API. */
import { connect } from "../_shared/database.ts"
import { resendMailer } from "../_shared/mailer.ts"
import { createNotifyHandler } from "../_shared/notify-handler.ts"
import { createPipeline, type PipelineDeps } from "../_shared/pipeline.ts"
import { removeOrphans, storageRemover } from "../_shared/storage.ts"
import { RESUME_BUCKET } from "./application.ts"
import { applicationConfigFromEnv } from "./config.ts"
import { applicationMailKinds } from "./kinds.ts"

export function appFromEnv(env: Record<string, string | undefined>, now: () => Date, options: Pick<PipelineDeps, "batch" | "budgetMs" | "elapsed"> = {}) {
  const config = applicationConfigFromEnv(env)
  const sql = connect(config.dbUrl)
  const mailer = resendMailer({ apiUrl: config.mailApiUrl, apiKey: config.mailApiKey })
  const pipeline = createPipeline({ sql, mailer, kinds: applicationMailKinds(config), config, now, ...options })
  const files = storageRemover({ projectUrl: config.projectUrl, serviceKey: config.serviceKey, bucket: RESUME_BUCKET })
  const orphans = async (limit: number) => (await sql<{ name: string }[]>`select name from private.orphan_resumes(${now()}, ${limit})`).map((r) => r.name)
  const handler = createNotifyHandler({ name: "notify-application", idKey: "applicationId", config, pipeline, cleanup: () => removeOrphans(orphans, files) })
  return { handler, pipeline, close: () => sql.end() }
}
