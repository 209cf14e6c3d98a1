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

/**
 * The visit's lead source as the browser records it (landing page, external referrer, utm_*
 * parameters). Spelled out here so the rows carry these columns whether or not toQuoteRow
 * adds them itself.
 */
export const sampleLeadSource = {
  landing_page: "/services/office-cleaning?utm_source=google&utm_campaign=spring",
  referrer: "https://www.google.com/",
  utm: { utm_source: "google", utm_campaign: "spring" } as Record<string, string> | null,
}

export const LEAD_SOURCE_COLUMNS = Object.keys(sampleLeadSource)

export const completeRow = () => ({ ...toQuoteRow(completeValues, newId()), ...sampleLeadSource })
export const minimalRow = () => toQuoteRow(minimalValues, newId())
