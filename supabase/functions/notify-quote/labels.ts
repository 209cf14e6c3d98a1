/**
 * The quote form's labels, for the e-mails. Option labels come from the form's own module
 * (src/lib/quote/options.ts imports only with file extensions, so Deno reads it as is); the field labels repeat
 * FIELD_LABELS of src/lib/quote/form-values.ts, which imports without file extensions and so
 * cannot be bundled for Deno: __tests__/functions/email-content.test.ts holds the two together.
 */
import {
  BUDGET_OPTIONS,
  CONTACT_METHOD_OPTIONS,
  FREQUENCY_OPTIONS,
  labelOf,
  STATE_OPTIONS,
  type Option,
} from "../../../src/lib/quote/options.ts"

export const FIELD_LABELS = {
  businessName: "Business name",
  contactName: "Contact name",
  email: "E-mail",
  phone: "Phone",
  address: "Street address",
  city: "City",
  state: "State",
  zipCode: "ZIP code",
  serviceType: "Type of business",
  frequency: "Cleaning frequency",
  squareFootage: "Square footage",
  numberOfEmployees: "Number of employees",
  specialRequirements: "Special requirements",
  preferredContactMethod: "Preferred contact method",
  budget: "Monthly budget",
  services: "Services needed",
} as const

const OPTIONS: Record<string, readonly Option[]> = {
  state: STATE_OPTIONS,
  frequency: FREQUENCY_OPTIONS,
  budget: BUDGET_OPTIONS,
  preferredContactMethod: CONTACT_METHOD_OPTIONS,
}

/** The label of a stored option value (e.g. "weekly" -> "Weekly"), or the value itself. */
export const optionLabel = (field: string, value: string): string => {
  const options = OPTIONS[field]
  return options ? labelOf(options, value) : value
}
