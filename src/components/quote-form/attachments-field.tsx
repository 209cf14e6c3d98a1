import React, { useRef } from "react"
import CheckCircle2 from "lucide-react/icons/circle-check"
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet"
import FileText from "lucide-react/icons/file-text"
import FileVideo from "lucide-react/icons/file-play"
import ImageIcon from "lucide-react/icons/image"
import UploadCloud from "lucide-react/icons/cloud-upload"
import { MAX_FILE_MB, MAX_TOTAL_MB } from "../../lib/quote/attachment-limits"
import { totalBytes } from "../../lib/quote/file-rules"
import { ACCEPT_ATTRIBUTE, attachmentType } from "../../lib/quote/file-types"
import { formatMegabytes } from "../../lib/quote/format-size"
import { MESSAGES } from "../../lib/quote/messages"
import type { FileUploadStatus } from "../../lib/quote/upload-progress"
import { DropPrompt, FileField, FileList, FileRow, PickerLink } from "../file-field"
import { fieldId } from "./field-ids"
import * as styles from "./quote-form.module.css"

export type FileUploadState = FileUploadStatus

interface AttachmentsFieldProps {
  files: readonly File[]
  errors: readonly string[]
  onAdd: (picked: File[]) => void
  onRemove: (index: number) => void
  /** While sending: each file's state, by position. */
  uploadStates?: readonly FileUploadState[]
  /** False when the site is built without file uploads; the spec's notice is shown once files are picked. */
  uploadsAvailable: boolean
  disabled?: boolean
}

function FileIcon({ file }: { file: File }) {
  const type = attachmentType(file)?.contentType ?? ""
  const Icon = type.startsWith("image/")
    ? ImageIcon
    : type.startsWith("video/")
      ? FileVideo
      : /sheet|excel|csv/.test(type)
        ? FileSpreadsheet
        : FileText
  return <Icon size={20} aria-hidden="true" />
}

/** A file's state while the quote is sent, as its row says it. */
function fileStatus(state: FileUploadState | undefined): { status?: React.ReactNode; statusTone?: "busy" | "done" | "failed" } {
  if (state === "uploading" || state === "paused") {
    return { status: state === "paused" ? "Paused" : "Uploading", statusTone: "busy" }
  }
  if (state === "done") return { status: <><CheckCircle2 size={16} aria-hidden="true" /> Uploaded</>, statusTone: "done" }
  if (state === "cancelled" || state === "failed") return { status: "Not sent", statusTone: "failed" }
  return {}
}

/** Attachments: a file picker that is also a drop zone, and the list of chosen files. */
export function AttachmentsField({ files, errors, onAdd, onRemove, uploadStates, uploadsAvailable, disabled }: AttachmentsFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)

  const remove = (index: number) => {
    onRemove(index)
    // Keep keyboard users in place: on the next file's remove button, or back on the picker.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button")
      const next = buttons?.[Math.min(index, buttons.length - 1)]
      ;(next ?? inputRef.current)?.focus()
    })
  }

  return (
    <div className={styles.full}>
      <FileField
        id={fieldId("files")}
        label="Attachments"
        optional="(optional)"
        hint={`Images, videos, PDF, Word (DOC, DOCX), Excel (XLS, XLSX) or CSV. Up to ${MAX_FILE_MB} MB per file and ${MAX_TOTAL_MB}MB in total.`}
        errors={errors}
        accept={ACCEPT_ATTRIBUTE}
        multiple
        disabled={disabled}
        onPick={onAdd}
        look="drop"
        inputRef={inputRef}
        picker={
          <DropPrompt
            icon={<UploadCloud size={32} aria-hidden="true" />}
            title="Add photos, videos or documents"
            pointer={<>Drag and drop files here, or <PickerLink>browse your device</PickerLink></>}
            touch={<PickerLink>Tap to take a photo or choose files</PickerLink>}
          />
        }
      >
        {files.length > 0 && (
          <>
            {!uploadsAvailable && <p className={styles.notice}>{MESSAGES.uploadsUnavailable}</p>}
            <FileList listRef={listRef} label="Attached files">
              {files.map((file, index) => {
                const state = uploadStates?.[index]
                return (
                  <FileRow
                    key={`${file.name}-${file.size}-${file.lastModified}`}
                    icon={<FileIcon file={file} />}
                    name={file.name}
                    size={formatMegabytes(file.size)}
                    {...fileStatus(state)}
                    removeLabel={`Remove ${file.name}`}
                    onRemove={() => remove(index)}
                    disabled={disabled}
                  />
                )
              })}
            </FileList>
            <p className={styles.fileTotal}>
              {files.length} {files.length === 1 ? "file" : "files"} · {formatMegabytes(totalBytes(files))} of {MAX_TOTAL_MB} MB
            </p>
          </>
        )}
      </FileField>
    </div>
  )
}
