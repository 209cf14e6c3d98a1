/** The application form's values and the order its fields appear in. */
import type { Language } from "./language"
import type { Shift } from "./options"

export interface ApplicationValues {
  name: string
  phone: string
  email: string
  preferredLanguage: Language
  /** The slug of the job whose page the form is on, or ANY_POSITION. */
  position: string
  shifts: Shift[]
  /** A TRANSPORT value, or "" when not answered. */
  transport: string
  consent: boolean
}

export type ApplicationField = keyof ApplicationValues

export const initialApplicationValues = (language: Language, jobSlug: string): ApplicationValues => ({
  name: "",
  phone: "",
  email: "",
  preferredLanguage: language,
  position: jobSlug,
  shifts: [],
  transport: "",
  consent: false,
})

/** Focus goes to the first invalid field in this order (the order on the page). */
export const APPLICATION_FIELD_ORDER: readonly ApplicationField[] = [
  "name",
  "phone",
  "email",
  "preferredLanguage",
  "position",
  "shifts",
  "transport",
  "consent",
]

/** The fields the form marks required; a missing one also shows "Please fill in all required fields". */
export const APPLICATION_REQUIRED = ["name", "phone"] as const satisfies readonly ApplicationField[]

export const isMissingRequired = (values: ApplicationValues) => APPLICATION_REQUIRED.some((field) => values[field].trim() === "")
