/**
 * The quote form's option lists (spec section 9), in one place: the form renders them,
 * the Yup schema accepts only them, and the database tests compare them with the
 * migration's check constraints, so the three can never disagree.
 */

// The states are in their own module: every page's footer reads their names (src/config/site.ts), and
// importing this file for them would put all the lists below into every page's JavaScript. Imported
// with its extension, as Deno needs (the Edge Function reads this file, supabase/functions/notify-quote).
import type { Option } from "./state-options.ts"

export { DEFAULT_STATE, STATE_OPTIONS, type Option, type StateValue } from "./state-options.ts"

export const FREQUENCY_OPTIONS = [
  { value: "daily", label: "Daily" },
  { value: "weekly", label: "Weekly" },
  { value: "bi-weekly", label: "Bi-weekly" },
  { value: "monthly", label: "Monthly" },
  { value: "one-time", label: "One-time" },
  { value: "as-needed", label: "As needed" },
] as const satisfies readonly Option[]

export const BUDGET_OPTIONS = [
  { value: "under-500", label: "Under $500 / month" },
  { value: "500-1000", label: "$500 – $1,000 / month" },
  { value: "1000-2500", label: "$1,000 – $2,500 / month" },
  { value: "2500-5000", label: "$2,500 – $5,000 / month" },
  { value: "over-5000", label: "Over $5,000 / month" },
] as const satisfies readonly Option[]

export const CONTACT_METHOD_OPTIONS = [
  { value: "phone", label: "Phone call" },
  { value: "email", label: "E-mail" },
  { value: "text", label: "Text message" },
  { value: "any", label: "Any of these" },
] as const satisfies readonly Option[]

/** The 14 service choices, spelled exactly as the spec lists them (they are stored as written). */
export const SERVICE_CHOICES = [
  "Office Cleaning",
  "Restaurant Cleaning",
  "Retail Space Cleaning",
  "Kitchen Cleaning",
  "High Dusting",
  "Nightly Janitorial Services",
  "Periodic Deep Cleaning",
  "Post-Construction Cleanup",
  "Medical Office Cleaning",
  "Warehouse Cleaning",
  "Data Center Cleaning",
  "Dumpster Pad Cleaning",
  "Loading Dock Degreasing",
  "Food-Borne Illness / Outbreak Response",
] as const

export type FrequencyValue = (typeof FREQUENCY_OPTIONS)[number]["value"]
export type BudgetValue = (typeof BUDGET_OPTIONS)[number]["value"]
export type ContactMethodValue = (typeof CONTACT_METHOD_OPTIONS)[number]["value"]
export type ServiceChoice = (typeof SERVICE_CHOICES)[number]

export const valuesOf = <V extends string>(options: readonly Option<V>[]): V[] => options.map((o) => o.value)

/** The label shown for a stored value, or the value itself when it is not in the list. */
export function labelOf(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value
}
