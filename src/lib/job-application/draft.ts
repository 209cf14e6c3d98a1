/**
 * The application's draft in the browser (src/lib/form-draft.ts): what the applicant typed or chose,
 * never the résumé file. One draft for every job page: someone who starts on one job and moves to
 * another keeps their answers, and the position follows the page they are on.
 */
import { browserStorage, readDraft, removeDraft, writeDraft } from "../form-draft"
import { visitorNow } from "../visitor-clock"
import { initialApplicationValues, type ApplicationValues } from "./form-values"
import { isLanguage, type Language } from "./language"
import { ANY_POSITION, SHIFTS, TRANSPORT } from "./options"

import { APPLICATION_DRAFT_KEY } from "./launch-messages"

export { APPLICATION_DRAFT_KEY }

/** Job seekers come back within days; a month-old draft is dropped. */
export const APPLICATION_DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

const TEXT = ["name", "phone", "email"] as const

export const isBlankApplication = (values: ApplicationValues) =>
  TEXT.every((field) => values[field] === "") && values.shifts.length === 0 && values.transport === "" && !values.consent

export function saveApplicationDraft(values: ApplicationValues, storage = browserStorage(), now = visitorNow()): void {
  writeDraft(APPLICATION_DRAFT_KEY, values, isBlankApplication(values), storage, now)
}

/** The draft fitted to this page: its language as the default, its job as the position unless "any" was chosen. */
export function loadApplicationDraft(language: Language, jobSlug: string, storage = browserStorage(), now = visitorNow()): ApplicationValues | null {
  const stored = readDraft(APPLICATION_DRAFT_KEY, APPLICATION_DRAFT_MAX_AGE_MS, storage, now)
  if (!stored) return null
  const restored = initialApplicationValues(language, jobSlug)
  for (const field of TEXT) if (typeof stored[field] === "string") restored[field] = stored[field] as string
  if (isLanguage(stored.preferredLanguage)) restored.preferredLanguage = stored.preferredLanguage
  if (stored.position === ANY_POSITION) restored.position = ANY_POSITION
  if (Array.isArray(stored.shifts)) restored.shifts = SHIFTS.filter((shift) => (stored.shifts as unknown[]).includes(shift))
  if ((TRANSPORT as readonly unknown[]).includes(stored.transport)) restored.transport = stored.transport as string
  restored.consent = stored.consent === true
  return isBlankApplication(restored) ? null : restored
}

export function clearApplicationDraft(storage = browserStorage()): void {
  removeDraft(APPLICATION_DRAFT_KEY, storage)
}
