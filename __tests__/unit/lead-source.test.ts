import { fitLeadSource, LEAD_SOURCE_LIMITS, leadSourceOf, NO_LEAD_SOURCE, readLeadSource } from "../../src/lib/lead-source"
import { LEAD_SOURCE_KEY, recordLeadSource } from "../../src/lib/lead-source-storage"

const SITE = "https://www.floridacommercialcleaning.example"

describe("lead source of a visit's first page", () => {
  it("keeps the path and query of the landing page, without the fragment", () => {
    const lead = leadSourceOf(`${SITE}/services/office-cleaning?utm_source=google&utm_campaign=x#pricing`, "")
    expect(lead.landingPage).toBe("/services/office-cleaning?utm_source=google&utm_campaign=x")
  })

  it("collects the utm_* parameters and nothing else", () => {
    const lead = leadSourceOf(`${SITE}/?utm_source=google&utm_medium=cpc&utm_campaign=spring+deep&gclid=abc&page=2`, "")
    expect(lead.utm).toEqual({ utm_source: "google", utm_medium: "cpc", utm_campaign: "spring deep" })
  })

  it("has no utm and no referrer for a direct visit", () => {
    expect(leadSourceOf(`${SITE}/quote`, "")).toEqual({ landingPage: "/quote", referrer: null, utm: null })
  })

  it("keeps an external referrer", () => {
    expect(leadSourceOf(`${SITE}/`, "https://www.google.com/").referrer).toBe("https://www.google.com/")
    expect(leadSourceOf(`${SITE}/`, "http://blog.example.org/post?id=3").referrer).toBe("http://blog.example.org/post?id=3")
  })

  it("drops a referrer from this site, with or without www", () => {
    expect(leadSourceOf(`${SITE}/quote`, `${SITE}/faq`).referrer).toBeNull()
    expect(leadSourceOf(`${SITE}/quote`, "https://floridacommercialcleaning.example/faq").referrer).toBeNull()
  })

  it("drops referrers that are not http(s) pages", () => {
    expect(leadSourceOf(`${SITE}/`, "android-app://com.google.android.gm/").referrer).toBeNull()
    expect(leadSourceOf(`${SITE}/`, "not a url").referrer).toBeNull()
  })

  it("keeps at most 10 utm keys matching utm_[a-z0-9_]{1,32}, lower-cased, first value wins", () => {
    const keys = Array.from({ length: 12 }, (_, i) => `utm_k${i}=v${i}`).join("&")
    const lead = leadSourceOf(`${SITE}/?UTM_Source=Google&utm_source=bing&utm_=x&utm_${"a".repeat(33)}=long&utm_bad-key=y&${keys}`, "")
    expect(Object.keys(lead.utm!)).toHaveLength(LEAD_SOURCE_LIMITS.utmKeys)
    expect(lead.utm!.utm_source).toBe("Google")
    for (const key of Object.keys(lead.utm!)) expect(key).toMatch(/^utm_[a-z0-9_]{1,32}$/)
  })

  it("trims utm values, cuts them at 200 characters and drops empty ones", () => {
    const lead = leadSourceOf(`${SITE}/?utm_source=%20%20&utm_term=${"x".repeat(250)}&utm_medium=%20email%20`, "")
    expect(lead.utm).toEqual({ utm_term: "x".repeat(200), utm_medium: "email" })
  })

  it("keeps utm values storable in jsonb: no control characters, no half of a split emoji, 200 characters as Postgres counts them", () => {
    const lead = leadSourceOf(`${SITE}/?utm_source=a%00b%0Ac&utm_term=${"%F0%9F%A7%BD".repeat(250)}`, "")
    expect(lead.utm!.utm_source).toBe("abc")
    expect(Array.from(lead.utm!.utm_term)).toHaveLength(200)
    expect(lead.utm!.utm_term).toBe("\u{1F9FD}".repeat(200)) // whole sponges, none cut in half
    expect(fitLeadSource({ utm: { utm_source: "\ud83e", utm_medium: "x\u0000y" } }).utm).toEqual({ utm_medium: "xy" })
  })

  it("lower-cases nothing but the scheme: a referrer keeps its path; spaces and control characters never reach the row", () => {
    expect(leadSourceOf(`${SITE}/a b`, "HTTPS://Example.org/Path").referrer).toBe("https://example.org/Path")
    expect(leadSourceOf(`${SITE}/a b?q=x y`, "").landingPage).toBe("/a%20b?q=x%20y")
    expect(fitLeadSource({ landingPage: "/a b", referrer: "https://a.example/\n" })).toEqual(NO_LEAD_SOURCE)
    expect(fitLeadSource({ referrer: "HTTP://a.example/" }).referrer).toBeNull()
  })

  it("cuts a landing page and a referrer longer than 2048 characters", () => {
    const lead = leadSourceOf(`${SITE}/blog?q=${"a".repeat(3000)}`, `https://example.org/?q=${"b".repeat(3000)}`)
    expect(lead.landingPage).toHaveLength(2048)
    expect(lead.landingPage!.startsWith("/blog?q=aaa")).toBe(true)
    expect(lead.referrer).toHaveLength(2048)
    expect(lead.referrer!.startsWith("https://example.org/")).toBe(true)
  })
})

describe("a stored lead source read back", () => {
  it("keeps what fits and drops what does not", () => {
    expect(
      fitLeadSource({ landingPage: "https://elsewhere.example/", referrer: "javascript:alert(1)", utm: ["utm_source"] }),
    ).toEqual(NO_LEAD_SOURCE)
    expect(fitLeadSource({ landingPage: "/x", referrer: "https://a.example/", utm: { utm_source: "g", other: "no", utm_id: 5 } })).toEqual({
      landingPage: "/x",
      referrer: "https://a.example/",
      utm: { utm_source: "g" },
    })
    expect(fitLeadSource("garbage")).toEqual(NO_LEAD_SOURCE)
    expect(fitLeadSource(null)).toEqual(NO_LEAD_SOURCE)
  })
})

/** A Storage-like map, as session storage behaves. */
function memoryStore() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe("the lead source in session storage", () => {
  it("is recorded on the visit's first page and not replaced by later pages", () => {
    const store = memoryStore()
    recordLeadSource(() => store, () => `${SITE}/services/office-cleaning?utm_source=google&utm_campaign=x`, () => "https://www.google.com/")
    recordLeadSource(() => store, () => `${SITE}/quote`, () => `${SITE}/services/office-cleaning`)
    expect(readLeadSource(() => store)).toEqual({
      landingPage: "/services/office-cleaning?utm_source=google&utm_campaign=x",
      referrer: "https://www.google.com/",
      utm: { utm_source: "google", utm_campaign: "x" },
    })
  })

  it("reads nulls when nothing was recorded or the stored value is not JSON or not an entry", () => {
    const store = memoryStore()
    expect(readLeadSource(() => store)).toEqual(NO_LEAD_SOURCE)
    store.items.set(LEAD_SOURCE_KEY, "{not json")
    expect(readLeadSource(() => store)).toEqual(NO_LEAD_SOURCE)
    for (const value of ["null", "42", '"/quote"', "[]", '{"page":7}']) {
      store.items.set(LEAD_SOURCE_KEY, value)
      expect(readLeadSource(() => store)).toEqual(NO_LEAD_SOURCE)
    }
  })

  it("stores the entry as the browser gave it, so the first page load does no parsing, and parses it when read", () => {
    const store = memoryStore()
    recordLeadSource(() => store, () => `${SITE}/?utm_source=x`, () => "https://news.example/")
    expect(JSON.parse(store.items.get(LEAD_SOURCE_KEY)!)).toEqual({ page: `${SITE}/?utm_source=x`, referrer: "https://news.example/" })
    expect(readLeadSource(() => store)).toEqual({ landingPage: "/?utm_source=x", referrer: "https://news.example/", utm: { utm_source: "x" } })
  })

  it("does nothing and reads nulls when session storage throws (private mode, blocked site data)", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    }
    const full = { getItem: () => null, setItem: () => { throw new DOMException("Quota exceeded", "QuotaExceededError") } }
    expect(() => recordLeadSource(blocked, () => `${SITE}/`, () => "")).not.toThrow()
    expect(() => recordLeadSource(() => full, () => `${SITE}/`, () => "")).not.toThrow()
    expect(readLeadSource(blocked)).toEqual(NO_LEAD_SOURCE)
  })
})
