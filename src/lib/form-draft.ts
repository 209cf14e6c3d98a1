/**
 * A form's unsent answers kept in the browser's local storage, for the quote form and the job
 * application form alike: written while the visitor types, read back on return, removed after a
 * successful submit. What is read back is only the stored object, dated; each form checks every
 * field itself, because local storage is anyone's to edit and may hold an older form's draft.
 */
import { visitorNow } from "./visitor-clock"

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">

interface StoredDraft {
  savedAt: number
  values: Record<string, unknown>
}

/** window.localStorage, or undefined during server rendering and where storage is blocked. */
export function browserStorage(): DraftStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage
  } catch {
    return undefined // Some browsers throw on access when site data is blocked.
  }
}

/**
 * Stores `values` under `key`, or removes the draft when the form is blank. `now` is the visitor's
 * clock: a draft's age is elapsed time on their machine, not a build date; tests pass their own.
 */
export function writeDraft(key: string, values: object, blank: boolean, storage = browserStorage(), now = visitorNow()): void {
  if (!storage) return
  try {
    if (blank) {
      storage.removeItem(key)
      return
    }
    const draft: StoredDraft = { savedAt: now, values: { ...values } }
    storage.setItem(key, JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the draft is a convenience, the form still works without it.
  }
}

/** The stored values (unchecked), or null when there is no draft, it is unreadable or older than maxAgeMs. */
export function readDraft(key: string, maxAgeMs: number, storage = browserStorage(), now = visitorNow()): Record<string, unknown> | null {
  if (!storage) return null
  let parsed: unknown
  try {
    const raw = storage.getItem(key)
    if (!raw) return null
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof parsed !== "object" || parsed === null) return null
  const { savedAt, values } = parsed as Partial<StoredDraft>
  if (typeof savedAt !== "number" || now - savedAt > maxAgeMs || typeof values !== "object" || values === null) return null
  return values
}

export function removeDraft(key: string, storage = browserStorage()): void {
  try {
    storage?.removeItem(key)
  } catch {
    // Nothing to do: see writeDraft.
  }
}
