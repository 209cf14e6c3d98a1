/**
 * The quote draft in the browser's local storage: the typed fields (never files, never the
 * honeypot), saved while the visitor types, restored on return, cleared after a successful
 * submit. Everything read back is checked, because local storage is anyone's to edit and
 * may hold a draft from an older version of the form.
 */
import { initialQuoteValues, TEXT_FIELDS, type QuoteFormValues } from "./form-values"
import { SERVICE_CHOICES, STATE_OPTIONS, valuesOf } from "./options"
import { visitorNow } from "../visitor-clock"

export const DRAFT_KEY = "quote-request-draft:v1"

/** A draft older than this is stale (prices, needs and contacts change) and is dropped. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

interface StoredDraft {
  savedAt: number
  values: Partial<Record<keyof QuoteFormValues, unknown>>
}

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">

/** window.localStorage, or undefined during server rendering and where storage is blocked. */
export function browserStorage(): DraftStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage
  } catch {
    return undefined // Some browsers throw on access when site data is blocked.
  }
}

export const isBlankDraft = (values: QuoteFormValues) =>
  TEXT_FIELDS.every((field) => values[field] === initialQuoteValues[field]) && values.services.length === 0

// `now` defaults to the browser's clock: a draft's age is elapsed time on the visitor's machine, not
// a build date; tests pass their own.
export function saveDraft(values: QuoteFormValues, storage = browserStorage(), now = visitorNow()): void {
  if (!storage) return
  try {
    if (isBlankDraft(values)) {
      storage.removeItem(DRAFT_KEY)
      return
    }
    const draft: StoredDraft = { savedAt: now, values: { ...values } }
    storage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the draft is a convenience, the form still works without it.
  }
}

export function loadDraft(storage = browserStorage(), now = visitorNow()): QuoteFormValues | null {
  if (!storage) return null
  let parsed: unknown
  try {
    const raw = storage.getItem(DRAFT_KEY)
    if (!raw) return null
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== "object" || parsed === null) return null
  const { savedAt, values } = parsed as Partial<StoredDraft>
  if (typeof savedAt !== "number" || now - savedAt > DRAFT_MAX_AGE_MS || typeof values !== "object" || values === null) {
    return null
  }
  const restored: QuoteFormValues = { ...initialQuoteValues, services: [] }
  for (const field of TEXT_FIELDS) {
    const value = values[field]
    if (typeof value === "string") restored[field] = value
  }
  if (!valuesOf(STATE_OPTIONS).includes(restored.state as never)) restored.state = initialQuoteValues.state
  if (Array.isArray(values.services)) {
    restored.services = SERVICE_CHOICES.filter((choice) => (values.services as unknown[]).includes(choice))
  }
  return isBlankDraft(restored) ? null : restored
}

export function clearDraft(storage = browserStorage()): void {
  try {
    storage?.removeItem(DRAFT_KEY)
  } catch {
    // Nothing to do: see saveDraft.
  }
}
