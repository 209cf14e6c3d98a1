/**
 * Answers a page's requests to Supabase (the build's test-only project URL, which nothing serves) as a
 * healthy project would, and records each: a test lists the endpoints and the answer for each, and reads
 * back what the page sent. CORS preflights are answered and not recorded.
 */
import type { Page, Request } from "playwright-core"

export interface SeenRequest {
  method: string
  path: string
  headers: Record<string, string>
  body: string
}

export interface Answer {
  status: number
  /** JSON body; none for an empty answer. */
  json?: unknown
}

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
}

const seenOf = (request: Request): SeenRequest => ({
  method: request.method(),
  path: decodeURIComponent(new URL(request.url()).pathname),
  headers: request.headers(),
  body: request.postDataBuffer()?.toString("latin1") ?? "",
})

/** `answers`: URL glob -> the answer to give, or a function of the request for one that depends on it. */
export async function answerSupabase(page: Page, answers: Record<string, Answer | ((seen: SeenRequest) => Answer)>): Promise<SeenRequest[]> {
  const seen: SeenRequest[] = []
  for (const [glob, answer] of Object.entries(answers)) {
    await page.route(glob, async (route) => {
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS })
      const request = seenOf(route.request())
      seen.push(request)
      const { status, json } = typeof answer === "function" ? answer(request) : answer
      return route.fulfill(
        json === undefined ? { status, headers: CORS, body: "" } : { status, headers: CORS, contentType: "application/json", body: JSON.stringify(json) },
      )
    })
  }
  return seen
}
