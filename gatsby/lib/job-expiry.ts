/**
 * The office renews a posting before it disappears: the build warns, naming the file, when a job's
 * validThrough is within EXPIRY_WARNING_DAYS of the build's "now", and says so when it has passed.
 * Pure, so the rule is unit-tested with a fixed clock.
 */
import type { ContentFile } from "../validate-content"

export const EXPIRY_WARNING_DAYS = 14

const DAY_MS = 24 * 60 * 60 * 1000

/** YYYY-MM-DD of a frontmatter date (YAML reads 2026-12-31 as a Date) or string. */
const dayOf = (value: unknown): string | null => {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10)
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10)
  return null
}

/** Whole calendar days (UTC) from now's day to the given day: 0 is today, negative is past. */
const daysUntil = (day: string, now: Date) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`)) / DAY_MS)

const when = (days: number) => (days === 0 ? "is today" : days === 1 ? "is tomorrow" : `is in ${days} days`)

/** One warning per job file that expires within the warning window or has expired, for reporter.warn. */
export function jobExpiryWarnings(files: ContentFile[], now: Date, windowDays = EXPIRY_WARNING_DAYS): string[] {
  return files.flatMap(({ path, data }) => {
    if (!path.startsWith("jobs/")) return []
    const day = dayOf((data as { validThrough?: unknown } | null)?.validThrough)
    if (!day) return [] // the content validator reports a missing or malformed date
    const days = daysUntil(day, now)
    if (days < 0) return [`content/${path}: validThrough ${day} has passed; the role has no page or listing. Renew or remove it`]
    if (days <= windowDays) return [`content/${path}: validThrough ${day} ${when(days)}; renew or remove it`]
    return []
  })
}
