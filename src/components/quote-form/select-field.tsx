import React from "react"
import type { QuoteTextField } from "../../lib/quote/form-values"
import type { Option } from "../../lib/quote/options"
import { FormikSelectField } from "../formik-fields"
import { fieldId } from "./field-ids"
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

/** One of the quote's choices from a list: the form kit's select, with the quote's id and place in the grid. */
export function SelectField({ name, span = "half", ...props }: SelectFieldProps) {
  return <FormikSelectField {...props} name={name} id={fieldId(name)} className={styles[span]} />
}
