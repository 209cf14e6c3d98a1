/**
 * Two cheap, invisible bot checks (decisions file): a honeypot field people never see, and a
 * minimum time between the form appearing and its submission. A submission failing either
 * gets the normal success message and nothing is stored, so a bot learns nothing.
 */

/** The honeypot's field name: a plausible name that form-filling bots complete. */
export const HONEYPOT_FIELD = "website"

/** Faster than any person can read and fill the required fields. */
export const MIN_FILL_MS = 3000

export interface SpamSignals {
  honeypot: string
  /** When the form became usable (ms since epoch). */
  startedAt: number
  submittedAt: number
  /**
   * A visitor returning to a restored draft typed it earlier and may submit at once; the time
   * check would drop a real request, so it does not apply to them.
   */
  restoredDraft: boolean
}

export function looksLikeBot({ honeypot, startedAt, submittedAt, restoredDraft }: SpamSignals): boolean {
  if (honeypot.trim() !== "") return true
  return !restoredDraft && submittedAt - startedAt < MIN_FILL_MS
}
