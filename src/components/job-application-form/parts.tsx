/** The application form's controls: the form kit's fields bound to the form (formik-fields), with the form's ids. */
import React from "react"
import type { ApplicationField } from "../../lib/job-application/form-values"
import { firstChoiceId, type Choice } from "../choice-group"
import type { Option } from "../form-field"
import { useField } from "formik"
import { ConsentBox as KitConsentBox } from "../consent-box"
import { FormikChoiceGroup, FormikSelectField, FormikTextField, useShownError } from "../formik-fields"

export const fieldId = (name: ApplicationField | "resume") => `apply-${name}`

/** The control that receives focus for a field: a choice group's first choice. */
export const focusTargetId = (name: ApplicationField) =>
  name === "preferredLanguage" || name === "shifts" ? firstChoiceId(fieldId(name)) : fieldId(name)

interface TextInputProps {
  name: "name" | "phone" | "email"
  label: string
  maxLength: number
  required?: boolean
  optional?: string
  hint?: string
  type?: "text" | "tel" | "email"
  autoComplete: string
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"]
}

export function TextInput(props: TextInputProps) {
  return <FormikTextField {...props} id={fieldId(props.name)} />
}

export function SelectInput({ name, label, choices, placeholder }: { name: "position" | "transport"; label: string; choices: readonly Option[]; placeholder?: string }) {
  return <FormikSelectField name={name} id={fieldId(name)} label={label} options={choices} placeholder={placeholder} />
}

/** Radio buttons (one answer) or checkboxes (several), as a fieldset with a legend. */
export function ChoiceGroup({ name, legend, choices, multiple, hint }: {
  name: "preferredLanguage" | "shifts"
  legend: string
  choices: readonly Choice[]
  multiple?: boolean
  hint?: string
}) {
  return (
    <FormikChoiceGroup id={fieldId(name)} name={name} type={multiple ? "checkbox" : "radio"} legend={legend} hint={hint} choices={choices} columns={2} />
  )
}

export function ConsentBox({ legend, text }: { legend: string; text: string }) {
  const [field] = useField<boolean>({ name: "consent", type: "checkbox" })
  return (
    <KitConsentBox
      id={fieldId("consent")}
      name="consent"
      legend={legend}
      checked={field.checked ?? false}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={useShownError("consent")}
    >
      {text}
    </KitConsentBox>
  )
}
