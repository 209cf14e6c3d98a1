/**
 * A labelled control with its hint and error, for every form on the site (the form kit: docs/architecture.md,
 * "I want to add a form field"). The control gets `id`; its hint is "<id>-hint" and its error "<id>-error",
 * both announced with it (aria-describedby), and an error marks it invalid (aria-invalid). The fields are plain
 * controlled inputs: a form passes its value and handlers (Formik's `field`, or its own state) as props.
 */
import React from "react"
import CircleAlert from "lucide-react/icons/circle-exclamation-point"
import { errorIdOf, hintIdOf, spaced } from "../../lib/form-ids"
import * as styles from "./form-field.module.css"

export interface FieldFrameProps {
  id: string
  label: React.ReactNode
  /** Marks the label with an asterisk (the form says what it means) and the control `required`. */
  required?: boolean
  /** Said after the label, quieter: "(optional)". */
  optional?: React.ReactNode
  hint?: React.ReactNode
  /** Shown under the control once the form decides it should be (after leaving the field, or a send). */
  error?: string
  /** The field's box, e.g. its place in the form's grid. */
  className?: string
  /** "dark" on a dark box (the newsletter). */
  tone?: "light" | "dark"
}

/** A field's own error, next to it; its control (`id`) points at it with aria-describedby. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id && errorIdOf(id)} className={styles.error}>
      <CircleAlert size={16} aria-hidden="true" className={styles.errorIcon} />
      <span>{message}</span>
    </p>
  )
}

/** The label, the asterisk of a required answer and the quieter "(optional)" of the others. */
export function FieldLabel({ label, required, optional }: Pick<FieldFrameProps, "label" | "required" | "optional">) {
  return (
    <>
      {label}
      {required && <span className={styles.requiredMark} aria-hidden="true"> *</span>}
      {optional && <span className={styles.optional}> {optional}</span>}
    </>
  )
}

/** The label, hint and error around `control`, which gets the id, description and validity they call for. */
function field({ id, label, required, optional, hint, error, className, tone }: FieldFrameProps, control: (wired: object) => React.ReactNode) {
  const wired = {
    id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": spaced(!!hint && hintIdOf(id), !!error && errorIdOf(id)),
  }
  return (
    <div className={spaced(styles.field, tone === "dark" && styles.dark, className)}>
      <label htmlFor={id} className={styles.label}>
        <FieldLabel label={label} required={required} optional={optional} />
      </label>
      {hint && <p id={hintIdOf(id)} className={styles.hint}>{hint}</p>}
      {control(wired)}
      <FieldError id={id} message={error} />
    </div>
  )
}

const controlClass = (error: string | undefined, look?: string) => spaced(styles.control, look, !!error && styles.invalid)

type Input = Omit<React.InputHTMLAttributes<HTMLInputElement> & React.TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldFrameProps | "children">

/** A text input (text, e-mail, phone...), or with `multiline` a text area for a longer answer. */
export function TextField({ id, label, required, optional, hint, error, className, tone, multiline, inputRef, ...rest }: FieldFrameProps & Input & {
  multiline?: boolean
  /** The control, for a form that moves focus to it or reads it. */
  inputRef?: React.Ref<HTMLInputElement> | React.Ref<HTMLTextAreaElement>
}) {
  return field({ id, label, required, optional, hint, error, className, tone }, (wired) =>
    multiline ? (
      <textarea ref={inputRef as React.Ref<HTMLTextAreaElement>} rows={5} {...rest} {...wired} className={controlClass(error, styles.multiline)} />
    ) : (
      <input ref={inputRef as React.Ref<HTMLInputElement>} type="text" {...rest} {...wired} className={controlClass(error)} />
    ),
  )
}

export interface Option {
  value: string
  label: string
}

type Select = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, keyof FieldFrameProps | "children">

/** A native select: the most usable picker on phones and with assistive technology. */
export function SelectField({ id, label, required, optional, hint, error, className, tone, options, placeholder, ...rest }: FieldFrameProps & Select & {
  options: readonly Option[]
  /** The empty first choice of an optional select; left out when the field always has a value. */
  placeholder?: string
}) {
  return field({ id, label, required, optional, hint, error, className, tone }, (wired) => (
    <select {...rest} {...wired} className={controlClass(error, styles.select)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  ))
}

/**
 * A field bots fill and people never see (off screen, hidden from assistive technology, out of the tab
 * order): a form that finds it filled treats the sender as a bot (src/lib/quote/spam-guard.ts).
 */
export function Honeypot({ id, name, label, inputRef }: { id: string; name: string; label: string; inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
