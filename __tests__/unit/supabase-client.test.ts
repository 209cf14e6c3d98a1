import { areUploadsAvailable } from "../../src/lib/quote/uploads"
import { getSupabase, isBackendConfigured, resetSupabaseForTests, supabaseConfig } from "../../src/lib/supabase/client"

const saved = { ...process.env }

afterEach(() => {
  process.env = { ...saved }
  resetSupabaseForTests()
})

describe("the Supabase client owner", () => {
  it("is absent when the URL or the anon key is missing", () => {
    delete process.env.GATSBY_SUPABASE_URL
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon"
    expect(supabaseConfig()).toBeNull()
    expect(isBackendConfigured()).toBe(false)
    expect(getSupabase()).toBeNull()

    process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321"
    delete process.env.GATSBY_SUPABASE_ANON_KEY
    expect(getSupabase()).toBeNull()
  })

  it("reads both values when set", () => {
    process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321"
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon"
    expect(supabaseConfig()).toEqual({ url: "http://127.0.0.1:54321", anonKey: "anon" })
    expect(isBackendConfigured()).toBe(true)
  })
})

describe("quote uploads", () => {
  it("need the backend and can be switched off at build time", () => {
    delete process.env.GATSBY_SUPABASE_URL
    expect(areUploadsAvailable()).toBe(false)
    process.env.GATSBY_SUPABASE_URL = "http://127.0.0.1:54321"
    process.env.GATSBY_SUPABASE_ANON_KEY = "anon"
    expect(areUploadsAvailable()).toBe(true)
    process.env.GATSBY_QUOTE_UPLOADS = "off"
    expect(areUploadsAvailable()).toBe(false)
  })
})
