import React from "react"
import CircleAlert from "lucide-react/icons/circle-exclamation-point"
import type { QuoteFormValues } from "../../lib/quote/form-values"
import { errorId } from "./field-ids"
import * as styles from "./quote-form.module.css"

/** A field's own error, next to it; the control points at it with aria-describedby. */
export function FieldError({ name, message }: { name: keyof QuoteFormValues | "files"; message?: string }) {
  if (!message) return null
  return (
    <p id={errorId(name)} className={styles.error}>
      <CircleAlert size={16} aria-hidden="true" className={styles.errorIcon} />
      <span>{message}</span>
    </p>
  )
}
