/** Element ids of the quote form's controls, so errors, hints and focus can point at them (src/lib/form-ids.ts). */
import type { QuoteFormValues } from "../../lib/quote/form-values"
import { firstChoiceId } from "../choice-group"

export const fieldId = (name: keyof QuoteFormValues | "files") => `quote-${name}`

/** The control that receives focus for a field: the first checkbox for the services group. */
export const focusTargetId = (name: keyof QuoteFormValues) => (name === "services" ? firstChoiceId(fieldId(name)) : fieldId(name))
