/**
 * Settings from the function's environment: the notify-quote function's (database, mail API, sender,
 * sweep secret, origins, company), plus the hiring manager's address and the project URL that résumé
 * links are made from (SUPABASE_URL, which Supabase sets for every function).
 */
import { configFromEnv, type NotifyConfig } from "../notify-quote/config.ts"

export interface ApplicationConfig extends NotifyConfig {
  hiringEmail: string
}

export function applicationConfigFromEnv(env: Record<string, string | undefined>): ApplicationConfig {
  const base = configFromEnv(env)
  const hiringEmail = env.HIRING_EMAIL?.trim() ?? ""
  const projectUrl = base.projectUrl.replace(/\/+$/, "")
  const missing = [...base.missing]
  if (!hiringEmail) missing.push("HIRING_EMAIL")
  if (!/^https?:\/\/[^/]+$/.test(projectUrl)) missing.push("SUPABASE_URL")
  return { ...base, hiringEmail, projectUrl, missing }
}
