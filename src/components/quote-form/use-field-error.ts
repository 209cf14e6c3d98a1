import { getIn, useFormikContext } from "formik"
import type { QuoteFormValues } from "../../lib/quote/form-values"

/**
 * A field's error once it should be shown: after the visitor has left the field, or after a
 * submit attempt. Errors never appear while someone is still typing their first answer.
 */
export function useFieldError(name: keyof QuoteFormValues): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<QuoteFormValues>()
  const error: unknown = getIn(errors, name)
  if (!error || (!getIn(touched, name) && submitCount === 0)) return undefined
  // An array error comes from one service outside the list; the group shows one message for it.
  return typeof error === "string" ? error : "Choose services from the list"
}
