/** The quote form's values (spec section 3: all strings, plus the selected services). */
import { DEFAULT_STATE } from "./options"

export interface QuoteFormValues {
  businessName: string
  contactName: string
  email: string
  phone: string
  address: string
  city: string
  state: string
  zipCode: string
  serviceType: string
  frequency: string
  squareFootage: string
  numberOfEmployees: string
  specialRequirements: string
  preferredContactMethod: string
  budget: string
  services: string[]
}

export type QuoteTextField = Exclude<keyof QuoteFormValues, "services">

export const initialQuoteValues: QuoteFormValues = {
  businessName: "",
  contactName: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  state: DEFAULT_STATE,
  zipCode: "",
  serviceType: "",
  frequency: "",
  squareFootage: "",
  numberOfEmployees: "",
  specialRequirements: "",
  preferredContactMethod: "",
  budget: "",
  services: [],
}

/** The spec's required fields; a missing one shows "Please fill in all required fields". */
export const REQUIRED_FIELDS = ["businessName", "contactName", "email", "phone"] as const satisfies readonly QuoteTextField[]

/** Visible labels, also used for the e-mail fallback's text. */
export const FIELD_LABELS: Record<keyof QuoteFormValues, string> = {
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
}

/** The order of the fields on the page: focus goes to the first invalid one in this order. */
export const FIELD_ORDER: readonly (keyof QuoteFormValues)[] = [
  "businessName",
  "contactName",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "serviceType",
  "services",
  "frequency",
  "squareFootage",
  "numberOfEmployees",
  "budget",
  "preferredContactMethod",
  "specialRequirements",
]

export const TEXT_FIELDS = Object.keys(initialQuoteValues).filter((k) => k !== "services") as QuoteTextField[]

export const isMissingRequired = (values: QuoteFormValues) => REQUIRED_FIELDS.some((field) => values[field].trim() === "")
