/** Element ids of the quote form's controls, so errors, hints and focus can point at them. */
import type { QuoteFormValues } from "../../lib/quote/form-values"

export const fieldId = (name: keyof QuoteFormValues | "files") => `quote-${name}`
export const errorId = (name: keyof QuoteFormValues | "files") => `quote-${name}-error`
export const hintId = (name: keyof QuoteFormValues | "files") => `quote-${name}-hint`

/** The control that receives focus for a field: the first checkbox for the services group. */
export const focusTargetId = (name: keyof QuoteFormValues) => (name === "services" ? "quote-services-0" : fieldId(name))

export const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(" ") || undefined
