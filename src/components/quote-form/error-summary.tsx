import React from "react"
import { useFormikContext } from "formik"
import { isMissingRequired, type QuoteFormValues } from "../../lib/quote/form-values"
import { MESSAGES } from "../../lib/quote/messages"
import { ErrorSummary as Summary } from "../form-messages"

/**
 * The form-level messages after a submit attempt, in words from the spec: "Please fill in all
 * required fields", "Please select at least one service". Always in the page as a live region,
 * so what appears in it is announced; focus meanwhile moves to the first invalid field.
 */
export function ErrorSummary() {
  const { errors, values, submitCount } = useFormikContext<QuoteFormValues>()
  const messages: string[] = []
  if (submitCount > 0) {
    const missing = isMissingRequired(values)
    if (missing) messages.push(MESSAGES.requiredFields)
    if (errors.services) messages.push(MESSAGES.selectService)
    const otherErrors = Object.keys(errors).filter((field) => field !== "services")
    if (!missing && otherErrors.length > 0) messages.push(MESSAGES.fixFields)
  }
  return <Summary messages={messages} />
}
