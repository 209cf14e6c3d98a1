/** Quote rows made exactly as the form makes them, for the database and request tests. */
import { initialQuoteValues, type QuoteFormValues } from "../../../src/lib/quote/form-values"
import { toQuoteRow } from "../../../src/lib/quote/quote-row"

export const completeValues: QuoteFormValues = {
  businessName: "Bayshore Dental Group",
  contactName: "Maria Lopez",
  email: "maria@bayshoredental.com",
  phone: "(813) 555-0199",
  address: "2101 W Swann Ave, Suite 4",
  city: "Tampa",
  state: "FL",
  zipCode: "33606",
  serviceType: "Dental office",
  frequency: "weekly",
  squareFootage: "3,200",
  numberOfEmployees: "18",
  specialRequirements: "Clean after 6 pm. Alarm code on site.",
  preferredContactMethod: "email",
  budget: "1000-2500",
  services: ["Office Cleaning", "Medical Office Cleaning"],
}

export const minimalValues: QuoteFormValues = {
  ...initialQuoteValues,
  businessName: "Acme",
  contactName: "Al",
  email: "al@acme.co",
  phone: "813-555-0100",
  services: ["High Dusting"],
}

let counter = 0
/** A fresh UUID per row, as crypto.randomUUID makes in the browser. */
export const newId = () => crypto.randomUUID() ?? `00000000-0000-4000-8000-${String(++counter).padStart(12, "0")}`

export const completeRow = () => toQuoteRow(completeValues, newId())
export const minimalRow = () => toQuoteRow(minimalValues, newId())
