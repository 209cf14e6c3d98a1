import { areUploadsAvailable, getSupabase, isBackendConfigured, resetSupabaseClient, supabaseConfig } from "../../../src/lib/quote/supabase-client"

const saved = { ...process.env }

afterEach(() => {
  process.env = { ...saved }
  resetSupabaseClient()
})

describe("the Supabase client owner", () => {
  it("is absent when the URL or the anon key is missing", async () => {
    delete process.env.GATSBY_SUPABASE_URL
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon"
    expect(supabaseConfig()).toBeNull()
    expect(isBackendConfigured()).toBe(false)
    expect(areUploadsAvailable()).toBe(false)
    await expect(getSupabase()).resolves.toBeNull()

    process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321"
    delete process.env.GATSBY_SUPABASE_ANON_KEY
    await expect(getSupabase()).resolves.toBeNull()
  })

  it("reads both values when set, and uploads can be switched off", () => {
    process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321"
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon"
    expect(supabaseConfig()).toEqual({ url: "http://127.0.0.1:54321", anonKey: "anon" })
    expect(areUploadsAvailable()).toBe(true)
    process.env.GATSBY_QUOTE_UPLOADS = "off"
    expect(areUploadsAvailable()).toBe(false)
  })
})
