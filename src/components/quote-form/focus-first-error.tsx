import { useEffect, useRef } from "react"
import { useFormikContext } from "formik"
import { FIELD_ORDER, type QuoteFormValues } from "../../lib/quote/form-values"
import { focusTargetId } from "./field-ids"

/** After a submit attempt that fails validation, moves focus to the first invalid field on the page. */
export function FocusFirstError() {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext<QuoteFormValues>()
  const handled = useRef(0)
  useEffect(() => {
    // Formik sets isSubmitting while it validates; once it is false again the attempt has failed.
    if (submitCount === handled.current || isSubmitting || isValidating) return
    handled.current = submitCount
    const first = FIELD_ORDER.find((field) => errors[field])
    if (first) document.getElementById(focusTargetId(first))?.focus()
  }, [submitCount, isSubmitting, isValidating, errors])
  return null
}
