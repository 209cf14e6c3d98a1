/**
 * The quote draft in the browser's local storage (src/lib/form-draft.ts): the typed fields (never
 * files, never the honeypot), saved while the visitor types, restored on return, cleared after a
 * successful submit. Every field read back is checked against the form's own lists.
 */
import { browserStorage, readDraft, removeDraft, writeDraft } from "../form-draft"
import { initialQuoteValues, TEXT_FIELDS, type QuoteFormValues } from "./form-values"
import { SERVICE_CHOICES, STATE_OPTIONS, valuesOf } from "./options"
import { visitorNow } from "../visitor-clock"

export { browserStorage }

export const DRAFT_KEY = "quote-request-draft:v1"

/** A draft older than this is stale (prices, needs and contacts change) and is dropped. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export const isBlankDraft = (values: QuoteFormValues) =>
  TEXT_FIELDS.every((field) => values[field] === initialQuoteValues[field]) && values.services.length === 0

export function saveDraft(values: QuoteFormValues, storage = browserStorage(), now = visitorNow()): void {
  writeDraft(DRAFT_KEY, values, isBlankDraft(values), storage, now)
}

export function loadDraft(storage = browserStorage(), now = visitorNow()): QuoteFormValues | null {
  const values = readDraft(DRAFT_KEY, DRAFT_MAX_AGE_MS, storage, now)
  if (!values) return null
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
  removeDraft(DRAFT_KEY, storage)
}
