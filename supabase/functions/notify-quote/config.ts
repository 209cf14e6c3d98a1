/**
 * Settings from the function's environment (`supabase secrets set ...`, see supabase/README.md).
 * Company facts come from the site config, content/settings/site.json, bundled at deploy time.
 */
import site from "../../../content/settings/site.json" with { type: "json" }
import type { Company } from "./email-content.ts"

export interface NotifyConfig {
  dbUrl: string
  mailApiUrl: string
  mailApiKey: string
  mailFrom: string
  officeEmail: string
  /** Shared with the schedule (Vault secret notify_sweep_secret); empty = no sweeps accepted. */
  sweepSecret: string
  /** Origins whose pages may call the function from the browser. */
  allowedOrigins: string[]
  /** The site's address, for the newsletter confirmation link (SITE_URL, else the site config's). */
  siteUrl: string
  /** Supabase sets both for every function; the cleanup run deletes files through Storage's API with them. */
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

export function configFromEnv(env: Record<string, string | undefined>): NotifyConfig {
  const value = (name: string) => env[name]?.trim() ?? ""
  const origins = (value("SITE_ORIGINS") || value("SITE_URL") || site.defaultSiteUrl)
    .split(",")
    .map((s) => originOf(s.trim()))
    .filter((s): s is string => s !== null)
  const config: NotifyConfig = {
    dbUrl: value("SUPABASE_DB_URL"),
    mailApiUrl: value("MAIL_API_URL") || "https://api.resend.com",
    mailApiKey: value("RESEND_API_KEY"),
    mailFrom: value("MAIL_FROM"),
    officeEmail: value("OFFICE_EMAIL") || site.email,
    sweepSecret: value("NOTIFY_SWEEP_SECRET"),
    allowedOrigins: origins,
    siteUrl: (value("SITE_URL") || site.defaultSiteUrl).replace(/\/+$/, ""),
    projectUrl: value("SUPABASE_URL"),
    serviceKey: value("SUPABASE_SERVICE_ROLE_KEY"),
    company: { name: site.companyName, phoneDisplay: site.phoneDisplay },
    missing: [],
  }
  const required: Array<[string, string]> = [
    ["SUPABASE_DB_URL", config.dbUrl],
    ["RESEND_API_KEY", config.mailApiKey],
    ["MAIL_FROM", config.mailFrom],
  ]
  config.missing = required.filter(([, v]) => !v).map(([name]) => name)
  return config
}
