import React, { useRef } from "react"
import Camera from "lucide-react/icons/camera"
import FileText from "lucide-react/icons/file-text"
import { formatMegabytes } from "../../lib/quote/format-size"
import { RESUME_ACCEPT } from "../../lib/job-application/resume-file"
import { FileField, FileRow } from "../file-field"
import { fieldId } from "./parts"

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
    <FileField
      id={fieldId("resume")}
      label={label}
      optional={optional}
      hint={hint}
      errors={error ? [error] : []}
      accept={RESUME_ACCEPT}
      disabled={disabled}
      onPick={(files) => onPick(files[0])}
      inputRef={input}
      picker={
        <>
          <Camera size={20} aria-hidden="true" /> {pick}
        </>
      }
      chosen={
        file && (
          <FileRow
            as="div"
            icon={<FileText size={20} aria-hidden="true" />}
            name={file.name}
            size={formatMegabytes(file.size)}
            removeLabel={removeLabel(file.name)}
            onRemove={() => {
              onRemove()
              requestAnimationFrame(() => input.current?.focus())
            }}
            disabled={disabled}
          />
        )
      }
    />
  )
}
