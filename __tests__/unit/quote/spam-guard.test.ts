import { MIN_FILL_MS, looksLikeBot } from "../../../src/lib/quote/spam-guard"

describe("bot checks", () => {
  const person = { honeypot: "", startedAt: 0, submittedAt: 60_000, restoredDraft: false }

  it("lets a person through", () => {
    expect(looksLikeBot(person)).toBe(false)
  })

  it("catches a filled honeypot", () => {
    expect(looksLikeBot({ ...person, honeypot: "https://spam.example" })).toBe(true)
  })

  it("catches a submission faster than the minimum fill time", () => {
    expect(looksLikeBot({ ...person, submittedAt: MIN_FILL_MS - 1 })).toBe(true)
    expect(looksLikeBot({ ...person, submittedAt: MIN_FILL_MS })).toBe(false)
  })

  it("does not time a visitor who came back to a restored draft", () => {
    expect(looksLikeBot({ ...person, submittedAt: 10, restoredDraft: true })).toBe(false)
  })
})
