import React from "react"
import { FIELD_MAX_LENGTH } from "../../lib/quote/field-rules"
import type { QuoteTextField } from "../../lib/quote/form-values"
import { FormikTextField } from "../formik-fields"
import { fieldId } from "./field-ids"
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

/** One of the quote's text answers: the form kit's field, with the quote's id, length limit and place in the grid. */
export function TextField({ name, type = "text", inputMode, multiline, span = "half", ...props }: TextFieldProps) {
  return (
    <FormikTextField
      {...props}
      name={name}
      id={fieldId(name)}
      maxLength={FIELD_MAX_LENGTH[name]}
      className={styles[span]}
      {...(multiline ? { multiline } : { type, inputMode })}
    />
  )
}
