/**
 * A file picker with its label, hint and errors (the form kit: docs/architecture.md, "I want to add a form
 * field"). The input is real and focusable but drawn as its label: a large drop zone that also takes dragged
 * files ("drop", several files), or a compact button ("button", one file). It is named by the field's label and
 * the picker's words ("<id>-label", "<id>-pick"); its hint and errors ("<id>-hint", "<id>-error", a polite live
 * region) are announced with it. The chosen files are the form's: FileList and FileRow draw them.
 */
import React, { useState } from "react"
import X from "lucide-react/icons/x"
import { errorIdOf, hintIdOf, spaced } from "../../lib/form-ids"
import { FieldError, FieldLabel } from "../form-field"
import * as fieldStyles from "../form-field/form-field.module.css"
import { Spinner } from "../submit-button"
import * as styles from "./file-field.module.css"

interface FileFieldProps {
  id: string
  label: React.ReactNode
  optional?: React.ReactNode
  hint?: React.ReactNode
  /** Why the last files picked were refused, or could not be sent. */
  errors?: readonly string[]
  accept: string
  multiple?: boolean
  disabled?: boolean
  onPick: (files: File[]) => void
  look?: "drop" | "button"
  /** What the picker says (DropPrompt for a drop zone). */
  picker: React.ReactNode
  /** Shown instead of the picker: the one file of a one-file field, once chosen. */
  chosen?: React.ReactNode
  inputRef?: React.Ref<HTMLInputElement>
  /** Under the errors: the chosen files (FileList), notes, totals. */
  children?: React.ReactNode
}

export function FileField(props: FileFieldProps) {
  const { id, label, optional, hint, errors = [], accept, multiple, disabled, onPick, look = "button", picker, chosen, inputRef, children } = props
  const [dragging, setDragging] = useState(false)
  const invalid = errors.length > 0
  const pick = (list: FileList | null) => {
    if (list && list.length > 0) onPick(Array.from(list))
  }
  // A drop zone takes files dragged onto it; dragover must be cancelled for the drop to fire.
  const dropHandlers: React.HTMLAttributes<HTMLDivElement> = {
    onDragEnter: (event) => {
      event.preventDefault()
      if (!disabled) setDragging(true)
    },
    onDragOver: (event) => {
      event.preventDefault()
      event.dataTransfer.dropEffect = disabled ? "none" : "copy"
    },
    onDragLeave: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
    },
    onDrop: (event) => {
      event.preventDefault()
      setDragging(false)
      if (!disabled) pick(event.dataTransfer.files)
    },
  }
  return (
    <div className={fieldStyles.field}>
      <p className={fieldStyles.label} id={`${id}-label`}>
        <FieldLabel label={label} optional={optional} />
      </p>
      {hint && <p id={hintIdOf(id)} className={fieldStyles.hint}>{hint}</p>}
      {chosen ?? (
        <div
          className={spaced(styles.picker, look === "drop" ? styles.drop : styles.button, dragging && styles.dragging, invalid && styles.invalid)}
          {...(look === "drop" ? dropHandlers : {})}
        >
          <input
            ref={inputRef}
            id={id}
            type="file"
            multiple={multiple}
            accept={accept}
            className={styles.input}
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-pick`}
            aria-describedby={spaced(!!hint && hintIdOf(id), invalid && errorIdOf(id))}
            aria-invalid={invalid ? true : undefined}
            onChange={(event) => {
              pick(event.currentTarget.files)
              event.currentTarget.value = "" // so picking the same file again after removing it works
            }}
          />
          <label htmlFor={id} id={`${id}-pick`} className={styles.pickLabel}>
            {picker}
          </label>
        </div>
      )}
      <div id={errorIdOf(id)} aria-live="polite" className={styles.errors}>
        {errors.map((message) => (
          <FieldError key={message} message={message} />
        ))}
      </div>
      {children}
    </div>
  )
}

/** A drop zone's words: an icon, a title, and how to add files with a mouse and on a touch screen. */
export function DropPrompt({ icon, title, pointer, touch }: { icon: React.ReactNode; title: React.ReactNode; pointer: React.ReactNode; touch: React.ReactNode }) {
  return (
    <>
      <span className={styles.dropIcon}>{icon}</span>
      <span className={styles.dropTitle}>{title}</span>
      <span className={spaced(styles.dropText, styles.pointerFine)}>{pointer}</span>
      <span className={spaced(styles.dropText, styles.pointerCoarse)}>{touch}</span>
    </>
  )
}

/** Words in a picker drawn as a link ("browse your device"). */
export const PickerLink = ({ children }: { children: React.ReactNode }) => <span className={styles.browse}>{children}</span>

export function FileList({ label, listRef, children }: { label: string; listRef?: React.Ref<HTMLUListElement>; children: React.ReactNode }) {
  return (
    <ul ref={listRef} className={styles.list} aria-label={label}>
      {children}
    </ul>
  )
}

interface FileRowProps {
  icon: React.ReactNode
  name: string
  size: string
  /** Where the file stands while it is sent ("Uploading", "Uploaded", "Not sent"). */
  status?: React.ReactNode
  /** "busy" draws a spinner before the status (the submit button's, in CSS: no icon to load). */
  statusTone?: "busy" | "done" | "failed"
  removeLabel: string
  onRemove: () => void
  disabled?: boolean
  /** "div" for the one file of a one-file field, outside a list. */
  as?: "li" | "div"
}

/** One chosen file: its icon, name (cut short with an ellipsis), size, state, and a button that removes it. */
export function FileRow({ icon, name, size, status, statusTone, removeLabel, onRemove, disabled, as: Row = "li" }: FileRowProps) {
  return (
    <Row className={styles.row}>
      <span className={styles.rowIcon}>{icon}</span>
      <span className={styles.name} title={name}>{name}</span>
      <span className={styles.size}>{size}</span>
      {status && (
        <span className={spaced(styles.status, statusTone === "done" ? styles.done : statusTone === "failed" && styles.failed)}>
          {statusTone === "busy" && <Spinner />}
          {status}
        </span>
      )}
      <button type="button" className={styles.remove} onClick={onRemove} disabled={disabled} aria-label={removeLabel}>
        <X size={18} aria-hidden="true" />
      </button>
    </Row>
  )
}
