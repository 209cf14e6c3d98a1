/**
 * The words for the application's fixed answers in each language: the form shows them and the
 * notify-application Edge Function writes them into the hiring manager's e-mail. Imports with file
 * extensions, as Deno needs (supabase/functions/notify-application reads this file as it is).
 */
import type { Language } from "./language.ts"
import type { Shift, Transport } from "./options.ts"

/** Each language named in itself, so either reader finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" }

/** Each language named in English, for the hiring manager. */
export const LANGUAGE_NAMES_IN_ENGLISH: Record<Language, string> = { en: "English", es: "Spanish" }

export const SHIFT_LABELS: Record<Language, Record<Shift, string>> = {
  en: {
    day: "Days (about 7 am to 4 pm)",
    evening: "Evenings (about 5 pm to 11 pm)",
    overnight: "Overnight (about 11 pm to 7 am)",
    weekend: "Weekends",
  },
  es: {
    day: "Turno de día (más o menos de 7 am a 4 pm)",
    evening: "Turno de noche (más o menos de 5 pm a 11 pm)",
    overnight: "Turno de madrugada (más o menos de 11 pm a 7 am)",
    weekend: "Fines de semana",
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
