/**
 * The states the quote form offers (spec section 9) and the company may serve, with their names.
 * Re-exported by options.ts with the form's other lists; kept apart because the footer of every page
 * names the service states (src/lib/content/constants.ts), and this is all it needs of them.
 */

export interface Option<Value extends string = string> {
  value: Value
  label: string
}

export const STATE_OPTIONS = [
  { value: "FL", label: "Florida" },
  { value: "GA", label: "Georgia" },
  { value: "AL", label: "Alabama" },
  { value: "SC", label: "South Carolina" },
  { value: "NC", label: "North Carolina" },
] as const satisfies readonly Option[]

export type StateValue = (typeof STATE_OPTIONS)[number]["value"]

export const DEFAULT_STATE = "FL" satisfies StateValue
