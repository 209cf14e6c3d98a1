import type { SupabaseClient } from "@supabase/supabase-js"
import { subscribe } from "../../src/lib/newsletter"

function fakeClient(result: { error: { code?: string; message: string } | null }) {
  const insert = jest.fn().mockResolvedValue(result)
  const from = jest.fn(() => ({ insert }))
  const client = { from } as unknown as SupabaseClient
  return { client, from, insert }
}

describe("newsletter sign-up", () => {
  afterEach(() => jest.restoreAllMocks())

  it("is unavailable when no backend is configured", async () => {
    expect(await subscribe("a@example.com", "proof", () => null)).toBe("unavailable")
  })

  it("inserts the trimmed, lower-cased address with the bot check's proof into newsletter_subscribers without reading it back", async () => {
    const { client, from, insert } = fakeClient({ error: null })
    expect(await subscribe("  Ana@Example.COM ", "proof", () => Promise.resolve(client))).toBe("subscribed")
    expect(from).toHaveBeenCalledWith("newsletter_subscribers")
    expect(insert).toHaveBeenCalledWith({ email: "ana@example.com", bot_proof: "proof" })
    // The fake's insert() has no .select(): chaining one for a read-back would throw and fail the sign-up.
  })

  it("thanks an address that is already subscribed (unique violation 23505) like a new one", async () => {
    const { client } = fakeClient({ error: { code: "23505", message: "duplicate key value" } })
    expect(await subscribe("ana@example.com", "proof", () => Promise.resolve(client))).toBe("subscribed")
  })

  it("reports any other error as a failure and logs it", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {})
    const { client } = fakeClient({ error: { code: "42501", message: "permission denied" } })
    expect(await subscribe("ana@example.com", "proof", () => Promise.resolve(client))).toBe("failed")
    expect(log).toHaveBeenCalled()
  })

  it("reports a refusal by the rate limit (PT429) as rate-limited, not as a failure", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    const { client } = fakeClient({ error: { code: "PT429", message: "rate_limited" } })
    expect(await subscribe("ana@example.com", "proof", () => Promise.resolve(client))).toBe("rate-limited")
  })

  it("reports a refused bot check proof (PT403) as its own result, not as a failure", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    const { client } = fakeClient({ error: { code: "PT403", message: "bot_check_failed" } })
    expect(await subscribe("ana@example.com", "used-proof", () => Promise.resolve(client))).toBe("bot-check-failed")
  })

  it("reports a client that cannot load as a failure", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    expect(await subscribe("ana@example.com", "proof", () => Promise.reject(new Error("offline")))).toBe("failed")
  })
})
