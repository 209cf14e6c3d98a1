import React from "react"
import { useField } from "formik"
import type { QuoteTextField } from "../../lib/quote/form-values"
import type { Option } from "../../lib/quote/options"
import { describedBy, errorId, fieldId } from "./field-ids"
import { FieldError } from "./field-error"
import { useFieldError } from "./use-field-error"
import * as styles from "./quote-form.module.css"

interface SelectFieldProps {
  name: QuoteTextField
  label: string
  options: readonly Option[]
  /** The empty first choice of an optional select; omitted when the field always has a value. */
  placeholder?: string
  autoComplete?: string
  span?: "full" | "half" | "third"
}

/** A labelled native select: the most usable picker on phones and with assistive technology. */
export function SelectField({ name, label, options, placeholder, autoComplete, span = "half" }: SelectFieldProps) {
  const [field] = useField<string>(name)
  const error = useFieldError(name)
  return (
    <div className={`${styles.field} ${styles[span]}`}>
      <label htmlFor={fieldId(name)} className={styles.label}>{label}</label>
      <select
        {...field}
        id={fieldId(name)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId(name))}
        className={`${styles.control} ${styles.select} ${error ? styles.invalid : ""}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} message={error} />
    </div>
  )
}
