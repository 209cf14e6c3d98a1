/**
 * A consent the form cannot go without ("you may call or text me"), as a fieldset whose legend names it and
 * one checkbox tile holding the whole sentence, which may contain a link (the form kit: docs/architecture.md,
 * "I want to add a form field"). The checkbox gets `id`; its error is "<id>-error".
 */
import React from "react"
import { errorIdOf, spaced } from "../../lib/form-ids"
import * as choiceStyles from "../choice-group/choice-group.module.css"
import { FieldError, FieldLabel } from "../form-field"
import * as fieldStyles from "../form-field/form-field.module.css"
import * as styles from "./consent-box.module.css"

interface ConsentBoxProps {
  id: string
  name: string
  legend: React.ReactNode
  /** The sentence agreed to. */
  children: React.ReactNode
  checked: boolean
  onChange: React.ChangeEventHandler<HTMLInputElement>
  onBlur?: React.FocusEventHandler<HTMLInputElement>
  error?: string
  /** True by default: a consent is asked because the form needs it. */
  required?: boolean
}

export function ConsentBox({ id, name, legend, children, checked, onChange, onBlur, error, required = true }: ConsentBoxProps) {
  return (
    <fieldset className={choiceStyles.group} aria-describedby={error ? errorIdOf(id) : undefined}>
      <legend className={fieldStyles.label}>
        <FieldLabel label={legend} required={required} />
      </legend>
      <label className={spaced(choiceStyles.choice, styles.consent, error && styles.invalid)}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={onChange}
          onBlur={onBlur}
          required={required}
          aria-invalid={error ? true : undefined}
          className={choiceStyles.input}
        />
        <span>{children}</span>
      </label>
      <FieldError id={id} message={error} />
    </fieldset>
  )
}
