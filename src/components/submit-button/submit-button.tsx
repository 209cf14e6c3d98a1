/**
 * A form's main button (the form kit: docs/architecture.md, "I want to add a form field"). While the form is
 * busy (sending, or loading what it needs) the button is disabled, says so (aria-busy) and shows a spinner drawn
 * in CSS, in place of its icon, beside the words the form gives for that state. No icon of its own is imported,
 * so a page can carry it in its first load (the job page's Start button).
 */
import React from "react"
import { spaced } from "../../lib/form-ids"
import * as styles from "./submit-button.module.css"
import * as rowStyles from "./submit-row.module.css"

interface SubmitButtonProps extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  busy?: boolean
  /** Before the words; hidden while busy. */
  icon?: React.ReactNode
  /** "submit" by default; "button" for one that starts something else (loading a form). */
  type?: "submit" | "button"
  /** "light" on a dark box (the newsletter). */
  tone?: "primary" | "light"
  /** As wide as its row at every width (a narrow box); otherwise full width on phones only. */
  wide?: boolean
}

export function SubmitButton({ busy = false, icon, type = "submit", tone = "primary", wide, disabled, className, children, ...rest }: SubmitButtonProps) {
  return (
    <button
      type={type}
      className={spaced(styles.button, tone === "light" && styles.light, wide && styles.wide, className)}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...rest}
    >
      {!busy && icon}
      <span>{children}</span>
    </button>
  )
}

/** The busy button's ring, for something else under way (a file going up). */
export const Spinner = () => <span className={styles.spinner} aria-hidden="true" />

/** The row under a form's fields: its button first, the status line beside it, the note under them. */
export function SubmitRow({ children }: { children: React.ReactNode }) {
  return <div className={rowStyles.row}>{children}</div>
}

/** A quiet note under the button: what is done with the answers, and the privacy policy's link. */
export function FormNote({ children }: { children: React.ReactNode }) {
  return <p className={rowStyles.note}>{children}</p>
}
