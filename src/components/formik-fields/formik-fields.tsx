/**
 * The form kit's fields bound to a Formik form by name (the quote form, the job application): each takes its
 * value and handlers from Formik, and shows its error once it should (useShownError). The kit's parts
 * themselves know nothing of Formik, so the contact form and the newsletter use them without it.
 */
import React from "react"
import { getIn, useField, useFormikContext } from "formik"
import { ChoiceGroup, type ChoiceGroupProps } from "../choice-group"
import { SelectField, TextField } from "../form-field"

/**
 * A field's error once it should be shown: after the visitor has left the field, or after a send. Errors never
 * appear while someone is still typing their first answer. An error that is not a sentence (one item of a list
 * outside the choices) is shown as `listMessage`.
 */
export function useShownError(name: string, listMessage?: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext()
  const error: unknown = getIn(errors, name)
  if (!error || (!getIn(touched, name) && submitCount === 0)) return undefined
  return typeof error === "string" ? error : listMessage
}

type Bound<P> = Omit<P, "value" | "onChange" | "onBlur" | "error" | "name" | "checked"> & { name: string }

export function FormikTextField({ name, ...props }: Bound<React.ComponentProps<typeof TextField>>) {
  const [field] = useField<string>(name)
  return <TextField {...props} {...field} error={useShownError(name)} />
}

export function FormikSelectField({ name, ...props }: Bound<React.ComponentProps<typeof SelectField>>) {
  const [field] = useField<string>(name)
  return <SelectField {...props} {...field} error={useShownError(name)} />
}

/** Radio buttons hold one value; checkboxes a list, to which a ticked choice is added and from which it is removed. */
export function FormikChoiceGroup({ name, listMessage, ...props }: Bound<ChoiceGroupProps> & { listMessage?: string }) {
  const [field, , helpers] = useField<string | string[]>(name)
  const value = field.value
  const change = (choice: string, checked: boolean) => {
    const next = Array.isArray(value) ? (checked ? [...value, choice] : value.filter((v) => v !== choice)) : choice
    void helpers.setValue(next)
  }
  return <ChoiceGroup {...props} name={name} value={value} onChange={change} onBlur={() => void helpers.setTouched(true)} error={useShownError(name, listMessage)} />
}
