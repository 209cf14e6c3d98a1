import React, { useRef } from "react"
import Camera from "lucide-react/icons/camera"
import FileText from "lucide-react/icons/file-text"
import X from "lucide-react/icons/x"
import { formatMegabytes } from "../../lib/quote/format-size"
import { RESUME_ACCEPT } from "../../lib/job-application/resume-file"
import { describedBy, errorId, fieldId, hintId } from "./parts"
import * as styles from "./job-application-form.module.css"

interface ResumeFieldProps {
  label: string
  optional: string
  hint: string
  pick: string
  removeLabel: (name: string) => string
  file: File | null
  error: string
  disabled: boolean
  onPick: (file: File) => void
  onRemove: () => void
}

/** One optional résumé: on a phone the picker offers the camera, so a paper résumé is one photo away. */
export function ResumeField({ label, optional, hint, pick, removeLabel, file, error, disabled, onPick, onRemove }: ResumeFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className={styles.field}>
      <p className={styles.label} id="apply-resume-label">
        {label} <span className={styles.optional}>{optional}</span>
      </p>
      <p id={hintId("resume")} className={styles.hint}>{hint}</p>
      {file ? (
        <div className={styles.file}>
          <FileText size={20} aria-hidden="true" className={styles.fileIcon} />
          <span className={styles.fileName} title={file.name}>{file.name}</span>
          <span className={styles.fileSize}>{formatMegabytes(file.size)}</span>
          <button
            type="button"
            className={styles.remove}
            disabled={disabled}
            aria-label={removeLabel(file.name)}
            onClick={() => {
              onRemove()
              requestAnimationFrame(() => input.current?.focus())
            }}
          >
            <X size={18} aria-hidden="true" />
          </button>
        </div>
      ) : (
      <div className={styles.picker}>
        <input
          ref={input}
          id={fieldId("resume")}
          type="file"
          accept={RESUME_ACCEPT}
          className={styles.fileInput}
          disabled={disabled}
          aria-labelledby="apply-resume-label apply-resume-pick"
          aria-describedby={describedBy(hintId("resume"), error && errorId("resume"))}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const picked = event.currentTarget.files?.[0]
            if (picked) onPick(picked)
            event.currentTarget.value = "" // picking the same file again after removing it works
          }}
        />
        <label htmlFor={fieldId("resume")} className={styles.pickLabel} id="apply-resume-pick">
          <Camera size={20} aria-hidden="true" /> {pick}
        </label>
      </div>
      )}
      <div aria-live="polite">
        {error && (
          <p id={errorId("resume")} className={styles.error}>{error}</p>
        )}
      </div>
    </div>
  )
}
