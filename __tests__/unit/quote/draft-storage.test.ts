import { DRAFT_KEY, DRAFT_MAX_AGE_MS, clearDraft, loadDraft, saveDraft } from "../../../src/lib/quote/draft-storage"
import { initialQuoteValues } from "../../../src/lib/quote/form-values"

import { FIXED_NOW } from "../../fixtures/clock"
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const typed = { ...initialQuoteValues, businessName: "Bayshore Dental", state: "GA", services: ["Office Cleaning"] }

describe("the quote draft", () => {
  it("round-trips the typed fields", () => {
    const storage = memoryStorage()
    saveDraft(typed, storage, 1000)
    expect(loadDraft(storage, 2000)).toEqual(typed)
  })

  it("removes the draft when the form is blank, and on clear", () => {
    const storage = memoryStorage()
    saveDraft(typed, storage)
    saveDraft(initialQuoteValues, storage)
    expect(storage.items.has(DRAFT_KEY)).toBe(false)
    saveDraft(typed, storage)
    clearDraft(storage)
    expect(loadDraft(storage)).toBeNull()
  })

  it("drops a stale draft", () => {
    const storage = memoryStorage()
    saveDraft(typed, storage, 0)
    expect(loadDraft(storage, DRAFT_MAX_AGE_MS + 1)).toBeNull()
  })

  it("ignores broken or foreign data and keeps only known fields and values", () => {
    const storage = memoryStorage()
    storage.setItem(DRAFT_KEY, "{not json")
    expect(loadDraft(storage)).toBeNull()
    storage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        savedAt: FIXED_NOW.getTime(),
        values: { businessName: "Acme", phone: 42, state: "TX", services: ["Office Cleaning", "Pool Cleaning"], website: "spam" },
      }),
    )
    expect(loadDraft(storage, FIXED_NOW.getTime())).toEqual({ ...initialQuoteValues, businessName: "Acme", services: ["Office Cleaning"] })
  })

  it("does nothing, without throwing, when storage is missing or refuses", () => {
    expect(loadDraft(undefined)).toBeNull()
    const refusing = { getItem: () => { throw new Error("blocked") }, setItem: () => { throw new Error("full") }, removeItem: () => { throw new Error("blocked") } }
    expect(() => saveDraft(typed, refusing)).not.toThrow()
    expect(loadDraft(refusing)).toBeNull()
    expect(() => clearDraft(refusing)).not.toThrow()
  })
})
