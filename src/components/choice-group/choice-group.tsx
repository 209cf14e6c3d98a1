/**
 * A question answered by ticking: radio buttons (one answer) or checkboxes (several), as a fieldset whose
 * legend is the question (the form kit: docs/architecture.md, "I want to add a form field"). Each choice is a
 * tile the whole of which is the target; the inputs are real, focusable inputs, named `name`, with ids
 * "<id>-0", "<id>-1"... (the first is where a form sends focus: firstChoiceId). Choices may come in sections,
 * each a fieldset of its own with a legend (arrival windows by day): one radio group across them.
 */
import React from "react"
import { errorIdOf, hintIdOf, spaced } from "../../lib/form-ids"
import { FieldError, FieldLabel } from "../form-field"
import * as fieldStyles from "../form-field/form-field.module.css"
import * as styles from "./choice-group.module.css"

export interface Choice {
  value: string
  label: React.ReactNode
  /** A second, quieter line, announced with the choice ("2 places left"). */
  hint?: React.ReactNode
  /** The choice's own language, when it differs from the page's ("Español" on an English page). */
  lang?: string
  disabled?: boolean
}

export interface ChoiceSection {
  legend: React.ReactNode
  choices: readonly Choice[]
}

export interface ChoiceGroupProps {
  id: string
  name: string
  type: "radio" | "checkbox"
  legend: React.ReactNode
  required?: boolean
  hint?: React.ReactNode
  error?: string
  /** The choices, or sections of them (not both). */
  choices?: readonly Choice[]
  sections?: readonly ChoiceSection[]
  /** What is chosen: a value for radio buttons, the list of values for checkboxes. */
  value: string | readonly string[]
  onChange: (value: string, checked: boolean) => void
  onBlur?: React.FocusEventHandler<HTMLInputElement>
  /** Two tiles a row from 30rem (short labels); one a row by default. */
  columns?: 1 | 2
  className?: string
}

/** The input a form focuses for the whole group (after a failed send). */
export const firstChoiceId = (id: string) => `${id}-0`

export function ChoiceGroup(props: ChoiceGroupProps) {
  const { id, name, type, legend, required, hint, error, choices, sections, value, onChange, onBlur, columns = 1, className } = props
  const isChosen = (candidate: string) => (typeof value === "string" ? value === candidate : value.includes(candidate))
  let index = 0
  const tiles = (list: readonly Choice[]) => (
    <div className={spaced(styles.choices, columns === 2 && styles.twoColumns)}>
      {list.map((choice) => {
        const inputId = `${id}-${index++}`
        return (
          <label key={choice.value} className={styles.choice} htmlFor={inputId} lang={choice.lang}>
            <input
              id={inputId}
              type={type}
              name={name}
              value={choice.value}
              checked={isChosen(choice.value)}
              disabled={choice.disabled}
              onChange={(event) => onChange(choice.value, event.currentTarget.checked)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              // With a hint (inside the tile, so the tile stays one target), the choice is named by its label alone.
              aria-labelledby={choice.hint ? `${inputId}-label` : undefined}
              aria-describedby={choice.hint ? hintIdOf(inputId) : undefined}
              className={styles.input}
            />
            <span className={styles.text}>
              <span id={choice.hint ? `${inputId}-label` : undefined}>{choice.label}</span>
              {choice.hint && (
                <span id={hintIdOf(inputId)} className={styles.choiceHint}>
                  {choice.hint}
                </span>
              )}
            </span>
          </label>
        )
      })}
    </div>
  )
  return (
    <fieldset className={spaced(styles.group, className)} aria-describedby={spaced(!!hint && hintIdOf(id), !!error && errorIdOf(id))}>
      <legend className={fieldStyles.label}>
        <FieldLabel label={legend} required={required} />
      </legend>
      {hint && <p id={hintIdOf(id)} className={fieldStyles.hint}>{hint}</p>}
      {sections
        ? sections.map((section, at) => (
            <fieldset key={at} className={styles.section}>
              <legend className={styles.sectionLegend}>{section.legend}</legend>
              {tiles(section.choices)}
            </fieldset>
          ))
        : tiles(choices ?? [])}
      <FieldError id={id} message={error} />
    </fieldset>
  )
}
