/**
 * Settings from a notify function's environment (`supabase secrets set ...`, see supabase/README.md).
 * Company facts come from the site config, content/settings/site.json, bundled at deploy time.
 */
import site from "../../../content/settings/site.json" with { type: "json" }
import { databaseUrl } from "./database.ts"

export interface Company {
  name: string
  phoneDisplay: string
}

export interface MailConfig {
  /** The pooled connection (DB_POOLER_URL) when set, else SUPABASE_DB_URL: database.ts. */
  dbUrl: string
  mailApiUrl: string
  mailApiKey: string
  mailFrom: string
  officeEmail: string
  /** Shared with the schedule (Vault secret notify_sweep_secret); empty = no sweeps accepted. Also keys the newsletter links. */
  sweepSecret: string
  /** Origins whose pages may call the function from the browser. */
  allowedOrigins: string[]
  /** The site's address, for links in mails (SITE_URL, else the site config's). */
  siteUrl: string
  /** Supabase sets both for every function: file links are made from the first, the cleanup run uses both. */
  projectUrl: string
  serviceKey: string
  company: Company
  /** Required settings that are missing: the function refuses to work rather than half-work. */
  missing: string[]
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

export function mailConfigFromEnv(env: Record<string, string | undefined>): MailConfig {
  const value = (name: string) => env[name]?.trim() ?? ""
  const origins = (value("SITE_ORIGINS") || value("SITE_URL") || site.defaultSiteUrl)
    .split(",")
    .map((s) => originOf(s.trim()))
    .filter((s): s is string => s !== null)
  const config: MailConfig = {
    dbUrl: databaseUrl(env),
    mailApiUrl: value("MAIL_API_URL") || "https://api.resend.com",
    mailApiKey: value("RESEND_API_KEY"),
    mailFrom: value("MAIL_FROM"),
    officeEmail: value("OFFICE_EMAIL") || site.email,
    sweepSecret: value("NOTIFY_SWEEP_SECRET"),
    allowedOrigins: origins,
    siteUrl: (value("SITE_URL") || site.defaultSiteUrl).replace(/\/+$/, ""),
    projectUrl: value("SUPABASE_URL").replace(/\/+$/, ""),
    serviceKey: value("SUPABASE_SERVICE_ROLE_KEY"),
    company: { name: site.companyName, phoneDisplay: site.phoneDisplay },
    missing: [],
  }
  const required: Array<[string, string]> = [
    ["SUPABASE_DB_URL or DB_POOLER_URL", config.dbUrl],
    ["RESEND_API_KEY", config.mailApiKey],
    ["MAIL_FROM", config.mailFrom],
  ]
  config.missing = required.filter(([, v]) => !v).map(([name]) => name)
  return config
}
