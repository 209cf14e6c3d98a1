/**
 * The "Send by e-mail instead" fallback: the whole quote as plain text for a mailto: link,
 * used when the quote cannot be saved online. Files cannot travel in a mailto: link, so
 * their names are listed for the visitor to attach by hand.
 */
import { FIELD_LABELS, type QuoteFormValues, type QuoteTextField } from "./form-values"
import { formatMegabytes } from "./format-size"
import {
  BUDGET_OPTIONS,
  CONTACT_METHOD_OPTIONS,
  FREQUENCY_OPTIONS,
  STATE_OPTIONS,
  SERVICE_CHOICES,
  labelOf,
  type Option,
} from "./options"

const LABELLED_OPTIONS: Partial<Record<QuoteTextField, readonly Option[]>> = {
  state: STATE_OPTIONS,
  frequency: FREQUENCY_OPTIONS,
  budget: BUDGET_OPTIONS,
  preferredContactMethod: CONTACT_METHOD_OPTIONS,
}

const LINES: QuoteTextField[] = [
  "businessName",
  "contactName",
  "email",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "serviceType",
  "frequency",
  "squareFootage",
  "numberOfEmployees",
  "budget",
  "preferredContactMethod",
]

export interface FileSummary {
  name: string
  size: number
}

export function quoteEmailSubject(values: QuoteFormValues): string {
  const business = values.businessName.trim()
  return business ? `Quote request: ${business}` : "Quote request"
}

export function quoteEmailBody(values: QuoteFormValues, files: readonly FileSummary[] = []): string {
  const shown = (field: QuoteTextField) => {
    const value = values[field].trim()
    if (!value) return "-"
    const options = LABELLED_OPTIONS[field]
    return options ? labelOf(options, value) : value
  }
  const services = SERVICE_CHOICES.filter((s) => values.services.includes(s))
  const lines = [
    "Hello, I would like a free quote for commercial cleaning.",
    "",
    ...LINES.map((field) => `${FIELD_LABELS[field]}: ${shown(field)}`),
    "",
    `${FIELD_LABELS.services}:`,
    ...(services.length ? services.map((s) => `- ${s}`) : ["-"]),
    "",
    `${FIELD_LABELS.specialRequirements}:`,
    values.specialRequirements.trim() || "-",
  ]
  if (files.length) {
    lines.push("", "Files I will attach to this e-mail:", ...files.map((f) => `- ${f.name} (${formatMegabytes(f.size)})`))
  }
  return lines.join("\n")
}
