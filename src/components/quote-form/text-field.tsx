import React from "react"
import { useField } from "formik"
import { FIELD_MAX_LENGTH } from "../../lib/quote/field-rules"
import type { QuoteTextField } from "../../lib/quote/form-values"
import { describedBy, errorId, fieldId, hintId } from "./field-ids"
import { FieldError } from "./field-error"
import { useFieldError } from "./use-field-error"
import * as styles from "./quote-form.module.css"

type LimitedField = keyof typeof FIELD_MAX_LENGTH

interface TextFieldProps {
  name: QuoteTextField & LimitedField
  label: string
  required?: boolean
  hint?: string
  type?: "text" | "email" | "tel"
  autoComplete?: string
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"]
  multiline?: boolean
  /** Grid placement on wider screens. */
  span?: "full" | "half" | "third"
}

/** A labelled text input (or textarea) wired to Formik, with its hint and error announced. */
export function TextField({ name, label, required, hint, type = "text", autoComplete, inputMode, multiline, span = "half" }: TextFieldProps) {
  const [field] = useField<string>(name)
  const error = useFieldError(name)
  const common = {
    ...field,
    id: fieldId(name),
    required,
    maxLength: FIELD_MAX_LENGTH[name],
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(hint && hintId(name), error && errorId(name)),
    className: `${styles.control} ${error ? styles.invalid : ""}`,
  }
  return (
    <div className={`${styles.field} ${styles[span]}`}>
      <label htmlFor={fieldId(name)} className={styles.label}>
        {label}
        {required && <span className={styles.requiredMark} aria-hidden="true"> *</span>}
      </label>
      {hint && <p id={hintId(name)} className={styles.hint}>{hint}</p>}
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} inputMode={inputMode} />}
      <FieldError name={name} message={error} />
    </div>
  )
}
