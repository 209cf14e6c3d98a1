/**
 * The office e-mail's "Nearest served city" line: the quote's ZIP code (as saved in the database, never a
 * value the browser sends for it) answered with the site's own service-area file and rules
 * (src/lib/service-area/), the file fetched from the site the quote came from and kept for an hour.
 */
import { answerZip } from "../../../src/lib/service-area/zip-answer.ts"
import { readServiceArea, SERVICE_AREA_PATH, type ServiceArea, type ServiceAreaFile } from "../../../src/lib/service-area/zip-data.ts"
import { milesText } from "../../../src/lib/service-area/zip-messages.ts"

const KEEP_MS = 60 * 60 * 1000
const TIMEOUT_MS = 5000

/** The words for the office: the city, its state and the miles, or why there is none. */
export function serviceAreaLine(zip: string | null, area: ServiceArea | null): string {
  if (!zip?.trim()) return "- (no ZIP code given)"
  if (!area) return "not checked (the site's service-area file could not be read)"
  const answer = answerZip(zip, area)
  switch (answer.kind) {
    case "served":
      return `${answer.city.city}, ${answer.city.state}, ${milesText(answer.miles)} away (within its ${answer.city.radius}-mile service radius)`
    case "outside":
      return answer.nearest
        ? `${answer.nearest.city}, ${answer.nearest.state}, about ${answer.miles} miles away (outside its ${answer.nearest.radius}-mile service radius)`
        : `none: ${answer.zip} is outside every city's service radius`
    case "likely":
      return `not known: ${answer.zip} is not in the ZIP list (a PO box or a new ZIP code) but its area in ${answer.state.name} is served`
    case "other-state":
      return `none: ${answer.zip} is in ${answer.state.name}, outside the service states`
    default:
      return `none: "${zip}" is not a known ZIP code`
  }
}

/** After a failed fetch, the next quotes within this time do not try again (the site may be down a while). */
const RETRY_MS = 60 * 1000

/** Loads the site's service-area file; null when it cannot be had (the line says so, the mail still goes). */
export function siteServiceArea(siteUrl: string, fetchFile: typeof fetch = fetch, now: () => number = Date.now): () => Promise<ServiceArea | null> {
  let kept: { area: ServiceArea | null; at: number } | null = null
  return async () => {
    if (kept && now() - kept.at < (kept.area ? KEEP_MS : RETRY_MS)) return kept.area
    const url = `${siteUrl}${SERVICE_AREA_PATH}`
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(), TIMEOUT_MS)
    try {
      const response = await fetchFile(url, { signal: abort.signal })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      kept = { area: readServiceArea((await response.json()) as ServiceAreaFile), at: now() }
    } catch (error) {
      console.error(`notify-quote: the service-area file could not be read from ${url}:`, error instanceof Error ? error.message : error)
      kept = { area: kept?.area ?? null, at: now() }
    } finally {
      clearTimeout(timer)
    }
    return kept.area
  }
}

/** The handler's `serviceArea`: the line for a quote's ZIP code, the file fetched only when there is one. */
export function officeServiceArea(siteUrl: string, fetchFile: typeof fetch = fetch, now?: () => number): (zip: string | null) => Promise<string> {
  const area = siteServiceArea(siteUrl, fetchFile, now)
  return async (zip) => serviceAreaLine(zip, zip?.trim() ? await area() : null)
}
