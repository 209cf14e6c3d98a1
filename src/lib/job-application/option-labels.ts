/**
 * The words for the application's fixed answers in each language: the form shows them and the
 * notify-application Edge Function writes them into the hiring manager's e-mail. Imports with file
 * extensions, as Deno needs (supabase/functions/notify-application reads this file as it is).
 */
import type { Language } from "./language.ts"
import type { Shift, Transport } from "./options.ts"
import { shiftOptionLabel, WEEKEND_LABELS } from "./shifts.ts"

/** Each language named in itself, so either reader finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" }

/** Each language named in English, for the hiring manager. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: "English", es: "Spanish" }

/** The form's shift options: each start shift with the hours it starts in (shifts.ts), then weekends. */
export const SHIFT_LABELS: Record<Language, Record<Shift, string>> = {
  en: {
    day: shiftOptionLabel("day", "en"),
    evening: shiftOptionLabel("evening", "en"),
    overnight: shiftOptionLabel("overnight", "en"),
    weekend: WEEKEND_LABELS.en,
  },
  es: {
    day: shiftOptionLabel("day", "es"),
    evening: shiftOptionLabel("evening", "es"),
    overnight: shiftOptionLabel("overnight", "es"),
    weekend: WEEKEND_LABELS.es,
  },
}

export const TRANSPORT_LABELS: Record<Language, Record<Transport, string>> = {
  en: {
    "own-vehicle": "I drive",
    ride: "Someone drives me",
    "public-transit": "Bus or public transit",
    "bike-or-walk": "Bike or on foot",
    other: "Other or not sure yet",
  },
  es: {
    "own-vehicle": "Manejo yo",
    ride: "Alguien me lleva",
    "public-transit": "En bus o transporte público",
    "bike-or-walk": "En bicicleta o a pie",
    other: "Otra forma o todavía no sé",
  },
}
