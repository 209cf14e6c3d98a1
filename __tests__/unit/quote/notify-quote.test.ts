import { notifyQuoteUrl, requestQuoteNotification } from "../../../src/lib/quote/notify-quote"

const config = { url: "https://abc.supabase.co/", anonKey: "anon-key" }
const QUOTE_ID = "6f1c3d1e-6a0e-4d38-9f57-3e3b5c1f2a11"

const answering = (status: number) => jest.fn().mockResolvedValue(new Response(null, { status }))

describe("asking notify-quote to e-mail a saved quote", () => {
  afterEach(() => jest.restoreAllMocks())

  it("posts the quote's id to /functions/v1/notify-quote with the anon key, as JSON, kept alive past the page", async () => {
    const fetch = answering(200)
    await requestQuoteNotification(QUOTE_ID, { config, fetch })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe("https://abc.supabase.co/functions/v1/notify-quote")
    expect(init.method).toBe("POST")
    expect(init.keepalive).toBe(true)
    expect(init.headers).toEqual({ apikey: "anon-key", Authorization: "Bearer anon-key", "Content-Type": "application/json" })
    expect(JSON.parse(init.body as string)).toEqual({ quoteId: QUOTE_ID })
  })

  it("builds the function's URL from the project URL with or without a trailing slash", () => {
    expect(notifyQuoteUrl("https://abc.supabase.co")).toBe("https://abc.supabase.co/functions/v1/notify-quote")
    expect(notifyQuoteUrl("http://127.0.0.1:54321/")).toBe("http://127.0.0.1:54321/functions/v1/notify-quote")
  })

  it("logs a refused or failed request and never rejects", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined)
    await expect(requestQuoteNotification(QUOTE_ID, { config, fetch: answering(500) })).resolves.toBeUndefined()
    await expect(
      requestQuoteNotification(QUOTE_ID, { config, fetch: jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) }),
    ).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledTimes(2)
    expect(String(log.mock.calls[0][0])).toContain(QUOTE_ID)
  })

  it("sends nothing when no backend is configured", async () => {
    const fetch = answering(200)
    await requestQuoteNotification(QUOTE_ID, { config: null, fetch })
    expect(fetch).not.toHaveBeenCalled()
  })
})
