/**
 * Supabase's resumable endpoint ({SUPABASE_URL}/storage/v1/upload/resumable), answered inside a
 * browser test with page.route as a TUS server would: POST creates an upload (taking the first
 * chunk with it), PATCH appends at the offset it names, HEAD tells the offset, DELETE drops it.
 * Each PATCH can be held back (`hold`) to catch the form mid-upload; a held PATCH that the
 * browser gives up on (a cancel, a lost connection) is never stored, as if it never arrived.
 */
import type { Page, Request, Route } from "playwright-core"

const TUS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "POST, PATCH, HEAD, DELETE, OPTIONS",
  "access-control-expose-headers": "Location, Upload-Offset, Upload-Length, Tus-Resumable",
  "tus-resumable": "1.0.0",
  "cache-control": "no-store",
}

export interface TusCall {
  method: string
  path: string
  headers: Record<string, string>
  bytes: number
}

export interface FakeTus {
  calls: TusCall[]
  /** Bytes received per upload id. */
  uploads: Map<string, { length: number; received: Buffer[]; metadata: Record<string, string> }>
  /** While set, PATCH requests wait for it before they are answered. */
  hold: Promise<void> | null
}

const decodeMetadata = (header = "") =>
  Object.fromEntries(
    header
      .split(",")
      .filter(Boolean)
      .map((pair) => {
        const [key, value = ""] = pair.trim().split(" ")
        return [key, Buffer.from(value, "base64").toString("utf8")]
      }),
  )

export async function answerResumable(page: Page, delayMs = 250): Promise<FakeTus> {
  const fake: FakeTus = { calls: [], uploads: new Map(), hold: null }
  let next = 1
  const offsetOf = (id: string) => Buffer.concat(fake.uploads.get(id)?.received ?? []).length
  const record = (request: Request, bytes: number) =>
    fake.calls.push({ method: request.method(), path: new URL(request.url()).pathname, headers: request.headers(), bytes })

  await page.route("**/storage/v1/upload/resumable**", async (route: Route) => {
    const request = route.request()
    const method = request.method()
    if (method === "OPTIONS") return route.fulfill({ status: 204, headers: TUS_HEADERS })
    const body = request.postDataBuffer() ?? Buffer.alloc(0)
    record(request, body.length)
    const hold = fake.hold // as it was when the request arrived: a test may lift it for later ones
    const url = new URL(request.url())
    const id = url.pathname.split("/resumable/")[1]
    const headers = await request.allHeaders()

    if (method === "POST" && !id) {
      const uploadId = `upload-${next++}`
      fake.uploads.set(uploadId, { length: Number(headers["upload-length"]), received: [body], metadata: decodeMetadata(headers["upload-metadata"]) })
      await page.waitForTimeout(delayMs)
      return route.fulfill({
        status: 201,
        headers: { ...TUS_HEADERS, location: `${url.origin}${url.pathname}/${uploadId}`, "upload-offset": String(body.length) },
      })
    }
    if (!id || !fake.uploads.has(id)) return route.fulfill({ status: 404, headers: TUS_HEADERS })
    const upload = fake.uploads.get(id)!
    if (method === "HEAD") {
      return route.fulfill({ status: 200, headers: { ...TUS_HEADERS, "upload-offset": String(offsetOf(id)), "upload-length": String(upload.length) } })
    }
    if (method === "PATCH") {
      if (Number(headers["upload-offset"]) !== offsetOf(id)) return route.fulfill({ status: 409, headers: TUS_HEADERS })
      if (hold) await hold
      await page.waitForTimeout(delayMs)
      if (!fake.uploads.has(id)) return route.fulfill({ status: 404, headers: TUS_HEADERS }).catch(() => undefined)
      upload.received.push(body)
      return route.fulfill({ status: 204, headers: { ...TUS_HEADERS, "upload-offset": String(offsetOf(id)) } }).catch(() => undefined)
    }
    if (method === "DELETE") {
      fake.uploads.delete(id)
      return route.fulfill({ status: 204, headers: TUS_HEADERS })
    }
    return route.fulfill({ status: 405, headers: TUS_HEADERS })
  })
  return fake
}

/** The bytes stored for an upload, whole. */
export const storedBytes = (fake: FakeTus, id: string) => Buffer.concat(fake.uploads.get(id)?.received ?? [])

/**
 * Records, in the page, every text the form's status regions speak, the submit button's text and
 * the overall progress bar's value, as they change (a MutationObserver, so nothing between polls is missed).
 */
export async function watchProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { announced: [] as string[], button: [] as string[], overall: [] as number[] }
    ;(window as unknown as { __progress: typeof seen }).__progress = seen
    const push = <T,>(list: T[], value: T) => {
      if (list[list.length - 1] !== value) list.push(value)
    }
    const read = () => {
      for (const region of document.querySelectorAll("form [role=status]")) {
        const text = region.textContent?.trim()
        if (text) push(seen.announced, text)
      }
      const button = document.querySelector("form button[type=submit]")?.textContent?.trim()
      if (button) push(seen.button, button)
      const bar = document.querySelector<HTMLProgressElement>("progress[aria-labelledby=upload-progress-heading]")
      if (bar) push(seen.overall, bar.value)
    }
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
  })
}

export const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __progress: { announced: string[]; button: string[]; overall: number[] } }).__progress)
