/** The application form's controls: labelled, with their hint and error announced (aria-describedby). */
import React from "react"
import { getIn, useField, useFormikContext } from "formik"
import CircleAlert from "lucide-react/icons/circle-exclamation-point"
import type { ApplicationField, ApplicationValues } from "../../lib/job-application/form-values"
import * as styles from "./job-application-form.module.css"

export const fieldId = (name: ApplicationField | "resume") => `apply-${name}`
export const errorId = (name: ApplicationField | "resume") => `apply-${name}-error`
const hintId = (name: ApplicationField | "resume") => `apply-${name}-hint`
const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(" ") || undefined

/** A field's error once it should show: after the applicant left the field, or after a submit attempt. */
export function useFieldError(name: ApplicationField): string | undefined {
  const { errors, touched, submitCount } = useFormikContext<ApplicationValues>()
  const error = getIn(errors, name) as string | undefined
  return error && (getIn(touched, name) || submitCount > 0) ? error : undefined
}

export function FieldError({ name, message }: { name: ApplicationField | "resume"; message?: string }) {
  if (!message) return null
  return (
    <p id={errorId(name)} className={styles.error}>
      <CircleAlert size={16} aria-hidden="true" className={styles.errorIcon} />
      <span>{message}</span>
    </p>
  )
}

function Label({ name, label, required, optional }: { name: ApplicationField; label: string; required?: boolean; optional?: string }) {
  return (
    <label htmlFor={fieldId(name)} className={styles.label}>
      {label}
      {required && <span className={styles.requiredMark} aria-hidden="true"> *</span>}
      {optional && <span className={styles.optional}> {optional}</span>}
    </label>
  )
}

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

export function TextInput({ name, label, maxLength, required, optional, hint, type = "text", autoComplete, inputMode }: TextInputProps) {
  const [field] = useField<string>(name)
  const error = useFieldError(name)
  return (
    <div className={styles.field}>
      <Label name={name} label={label} required={required} optional={optional} />
      {hint && <p id={hintId(name)} className={styles.hint}>{hint}</p>}
      <input
        {...field}
        id={fieldId(name)}
        type={type}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId(name), error && errorId(name))}
        className={`${styles.control} ${error ? styles.invalid : ""}`}
      />
      <FieldError name={name} message={error} />
    </div>
  )
}

export interface Choice {
  value: string
  label: string
}

export function SelectInput({ name, label, choices, placeholder }: { name: "position" | "transport"; label: string; choices: readonly Choice[]; placeholder?: string }) {
  const [field] = useField<string>(name)
  const error = useFieldError(name)
  return (
    <div className={styles.field}>
      <Label name={name} label={label} />
      <select
        {...field}
        id={fieldId(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId(name))}
        className={`${styles.control} ${styles.select} ${error ? styles.invalid : ""}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>{choice.label}</option>
        ))}
      </select>
      <FieldError name={name} message={error} />
    </div>
  )
}

/** Radio buttons (one answer) or checkboxes (several), as a fieldset with a legend. */
export function ChoiceGroup({ name, legend, choices, multiple, hint, lang }: {
  name: "preferredLanguage" | "shifts"
  legend: string
  choices: readonly (Choice & { lang?: string })[]
  multiple?: boolean
  hint?: string
  lang?: string
}) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<ApplicationValues>()
  const error = useFieldError(name)
  const current = values[name]
  const isChecked = (value: string) => (Array.isArray(current) ? current.includes(value as never) : current === value)
  const change = (value: string, checked: boolean) => {
    const next = Array.isArray(current) ? (checked ? [...current, value] : current.filter((v) => v !== value)) : value
    void setFieldValue(name, next)
    void setFieldTouched(name, true, false)
  }
  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy(hint && hintId(name), error && errorId(name))}
      lang={lang}
    >
      <legend className={styles.label}>{legend}</legend>
      {hint && <p id={hintId(name)} className={styles.hint}>{hint}</p>}
      <div className={styles.choices}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={styles.choice} lang={choice.lang}>
            <input
              id={index === 0 ? fieldId(name) : undefined}
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={choice.value}
              checked={isChecked(choice.value)}
              onChange={(event) => change(choice.value, event.currentTarget.checked)}
              className={styles.choiceInput}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError name={name} message={error} />
    </fieldset>
  )
}

export function ConsentBox({ legend, text }: { legend: string; text: string }) {
  const [field] = useField<boolean>({ name: "consent", type: "checkbox" })
  const error = useFieldError("consent")
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(error && errorId("consent"))}>
      <legend className={styles.label}>
        {legend}
        <span className={styles.requiredMark} aria-hidden="true"> *</span>
      </legend>
      <label className={`${styles.choice} ${styles.consent} ${error ? styles.invalid : ""}`}>
        <input name={field.name} checked={field.checked ?? false} onChange={field.onChange} onBlur={field.onBlur} id={fieldId("consent")} type="checkbox" required aria-invalid={error ? true : undefined} className={styles.choiceInput} />
        <span>{text}</span>
      </label>
      <FieldError name="consent" message={error} />
    </fieldset>
  )
}

export { describedBy, hintId }
