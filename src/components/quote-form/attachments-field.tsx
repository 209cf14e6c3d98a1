import React, { useRef, useState } from "react"
import CheckCircle2 from "lucide-react/icons/circle-check"
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet"
import FileText from "lucide-react/icons/file-text"
import FileVideo from "lucide-react/icons/file-play"
import ImageIcon from "lucide-react/icons/image"
import LoaderCircle from "lucide-react/icons/loader-circle"
import UploadCloud from "lucide-react/icons/cloud-upload"
import X from "lucide-react/icons/x"
import { MAX_FILE_MB, MAX_TOTAL_MB } from "../../lib/quote/attachment-limits"
import { totalBytes } from "../../lib/quote/file-rules"
import { ACCEPT_ATTRIBUTE, attachmentType } from "../../lib/quote/file-types"
import { formatMegabytes } from "../../lib/quote/format-size"
import { MESSAGES } from "../../lib/quote/messages"
import type { FileUploadStatus } from "../../lib/quote/upload-progress"
import { describedBy, errorId, fieldId, hintId } from "./field-ids"
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
  return <Icon size={20} aria-hidden="true" className={styles.fileIcon} />
}

/** Attachments: a file picker that is also a drop zone, and the list of chosen files. */
export function AttachmentsField({ files, errors, onAdd, onRemove, uploadStates, uploadsAvailable, disabled }: AttachmentsFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const [dragging, setDragging] = useState(false)

  const pick = (list: FileList | null) => {
    if (list && list.length > 0) onAdd(Array.from(list))
  }

  const remove = (index: number) => {
    onRemove(index)
    // Keep keyboard users in place: on the next file's remove button, or back on the picker.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button")
      const next = buttons?.[Math.min(index, buttons.length - 1)]
      ;(next ?? inputRef.current)?.focus()
    })
  }

  const hasError = errors.length > 0
  return (
    <div className={`${styles.group} ${styles.full}`}>
      <p className={styles.label} id="quote-files-label">
        Attachments <span className={styles.optional}>(optional)</span>
      </p>
      <div
        className={`${styles.dropzone} ${dragging ? styles.dragging : ""} ${hasError ? styles.dropzoneInvalid : ""}`}
        onDragEnter={(event) => {
          event.preventDefault()
          if (!disabled) setDragging(true)
        }}
        onDragOver={(event) => {
          event.preventDefault() // required for the drop event to fire
          event.dataTransfer.dropEffect = disabled ? "none" : "copy"
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
        }}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          if (!disabled) pick(event.dataTransfer.files)
        }}
        data-testid="quote-dropzone"
      >
        <input
          ref={inputRef}
          id={fieldId("files")}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          className={styles.fileInput}
          disabled={disabled}
          aria-describedby={describedBy(hintId("files"), hasError && errorId("files"))}
          aria-invalid={hasError ? true : undefined}
          onChange={(event) => {
            pick(event.currentTarget.files)
            event.currentTarget.value = "" // so picking the same file again after removing it works
          }}
        />
        <label htmlFor={fieldId("files")} className={styles.dropLabel}>
          <UploadCloud size={32} aria-hidden="true" className={styles.dropIcon} />
          <span className={styles.dropTitle}>Add photos, videos or documents</span>
          <span className={`${styles.dropText} ${styles.pointerFine}`}>
            Drag and drop files here, or <span className={styles.browse}>browse your device</span>
          </span>
          <span className={`${styles.dropText} ${styles.pointerCoarse}`}>
            <span className={styles.browse}>Tap to take a photo or choose files</span>
          </span>
        </label>
      </div>
      <p id={hintId("files")} className={styles.hint}>
        Images, videos, PDF, Word (DOC, DOCX), Excel (XLS, XLSX) or CSV. Up to {MAX_FILE_MB} MB per file and {MAX_TOTAL_MB}MB in total.
      </p>

      <div id={errorId("files")} aria-live="polite" className={styles.fileErrors}>
        {errors.map((message) => (
          <p key={message} className={styles.error}>{message}</p>
        ))}
      </div>

      {files.length > 0 && (
        <>
          {!uploadsAvailable && <p className={styles.notice}>{MESSAGES.uploadsUnavailable}</p>}
          <ul ref={listRef} className={styles.fileList} aria-label="Attached files">
            {files.map((file, index) => {
              const state = uploadStates?.[index]
              return (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.fileItem}>
                  <FileIcon file={file} />
                  <span className={styles.fileName} title={file.name}>{file.name}</span>
                  <span className={styles.fileSize}>{formatMegabytes(file.size)}</span>
                  {(state === "uploading" || state === "paused") && (
                    <span className={styles.fileState}>
                      <LoaderCircle size={16} aria-hidden="true" className={styles.spin} /> {state === "paused" ? "Paused" : "Uploading"}
                    </span>
                  )}
                  {state === "done" && (
                    <span className={`${styles.fileState} ${styles.fileDone}`}>
                      <CheckCircle2 size={16} aria-hidden="true" /> Uploaded
                    </span>
                  )}
                  {(state === "cancelled" || state === "failed") && (
                    <span className={`${styles.fileState} ${styles.fileNotSent}`}>Not sent</span>
                  )}
                  <button
                    type="button"
                    className={styles.removeButton}
                    onClick={() => remove(index)}
                    disabled={disabled}
                    aria-label={`Remove ${file.name}`}
                  >
                    <X size={18} aria-hidden="true" />
                  </button>
                </li>
              )
            })}
          </ul>
          <p className={styles.fileTotal}>
            {files.length} {files.length === 1 ? "file" : "files"} · {formatMegabytes(totalBytes(files))} of {MAX_TOTAL_MB} MB
          </p>
        </>
      )}
    </div>
  )
}
