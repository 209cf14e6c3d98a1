/**
 * A stand-in for Resend's HTTP API on 127.0.0.1: records every request it accepts (repeats
 * included, so a test sees any second attempt), fails on request, and can hold one request back
 * (a slow mail provider) until the test lets it through.
 */
export interface ReceivedMail {
  idempotencyKey: string | null
  authorization: string | null
  from: string
  to: string[]
  reply_to: string
  subject: string
  attachments?: { filename: string; content: string; content_type?: string }[]
  text: string
  html: string
}

export function startMailApi() {
  const mails: ReceivedMail[] = []
  let failure: number | null = null
  let failing: ((mail: ReceivedMail) => boolean) | null = null
  let hold: { matches: (mail: ReceivedMail) => boolean; arrived: () => void; gate: Promise<void> } | null = null

  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    if (request.method !== "POST" || new URL(request.url).pathname !== "/emails") return new Response("not found", { status: 404 })
    if (failure !== null) return Response.json({ message: "provider is down" }, { status: failure })
    const body = await request.json()
    const mail = { ...body, idempotencyKey: request.headers.get("idempotency-key"), authorization: request.headers.get("authorization") }
    if (failing?.(mail)) return Response.json({ message: "provider refused this one" }, { status: 503 })
    if (hold?.matches(mail)) {
      const { arrived, gate } = hold
      hold = null
      arrived()
      await gate
    }
    mails.push(mail)
    return Response.json({ id: `mail-${mails.length}` })
  })

  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    mails,
    /** Answer every request with this HTTP status, or work again with null. */
    failWith(status: number | null) {
      failure = status
    },
    /** Answer 503 to the mails that match (one kind, one address), or stop with null. */
    failWhen(matches: ((mail: ReceivedMail) => boolean) | null) {
      failing = matches
    },
    /**
     * Holds the next matching request until `release` is called; `arrived` resolves once it is held.
     */
    holdNext(matches: (mail: ReceivedMail) => boolean) {
      let release!: () => void
      let arrived!: () => void
      const gate = new Promise<void>((resolve) => (release = resolve))
      const arrival = new Promise<void>((resolve) => (arrived = resolve))
      hold = { matches, arrived, gate }
      return { arrived: arrival, release }
    },
    stop: () => server.shutdown(),
  }
}
