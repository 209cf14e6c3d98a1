/**
 * Settings from the function's environment: the shared mail settings (database, mail API, sender, sweep
 * secret, origins, company), plus the hiring manager's address and the project URL résumé links are made
 * from (SUPABASE_URL, which Supabase sets for every function).
 */
import { mailConfigFromEnv, type MailConfig } from "../_shared/config.ts"

export interface ApplicationConfig extends MailConfig {
  hiringEmail: string
}

export function applicationConfigFromEnv(env: Record<string, string | undefined>): ApplicationConfig {
  const base = mailConfigFromEnv(env)
  const hiringEmail = env.HIRING_EMAIL?.trim() ?? ""
  const missing = [...base.missing]
  if (!hiringEmail) missing.push("HIRING_EMAIL")
  if (!/^https?:\/\/[^/]+$/.test(base.projectUrl)) missing.push("SUPABASE_URL")
  return { ...base, hiringEmail, missing }
}
