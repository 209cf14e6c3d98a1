import React from "react"
import CheckCircle2 from "lucide-react/icons/circle-check"
import CircleAlert from "lucide-react/icons/circle-exclamation-point"
import Clock from "lucide-react/icons/clock"
import LoaderCircle from "lucide-react/icons/loader-circle"
import Pause from "lucide-react/icons/pause"
import X from "lucide-react/icons/x"
import { formatMegabytes } from "../../lib/quote/format-size"
import { uploadMethod } from "../../lib/quote/upload-method"
import { overallProgress, percentOf, type FileProgress, type FileUploadStatus } from "../../lib/quote/upload-progress"
import { UPLOAD_MESSAGES } from "../../lib/quote/upload-messages"
import * as styles from "./upload-progress.module.css"

interface UploadProgressProps {
  files: readonly File[]
  progress: readonly FileProgress[]
  onCancel: (index: number) => void
}

const STATUS_TEXT: Record<FileUploadStatus, string> = {
  waiting: "Waiting",
  uploading: "Uploading",
  paused: "Paused",
  done: "Uploaded",
  cancelled: "Cancelled, not sent",
  failed: "Not sent",
}

function StatusIcon({ status }: { status: FileUploadStatus }) {
  const props = { size: 16, "aria-hidden": true as const }
  if (status === "done") return <CheckCircle2 {...props} />
  if (status === "uploading") return <LoaderCircle {...props} className={styles.spin} />
  if (status === "paused") return <Pause {...props} />
  if (status === "waiting") return <Clock {...props} />
  return <CircleAlert {...props} />
}

/**
 * A file can be cancelled while it waits, or while it goes up through the resumable endpoint;
 * a standard upload (6 MB at most) is one request supabase-js cannot abort, so it runs its course.
 */
const canCancel = (file: File, status: FileUploadStatus) =>
  status === "waiting" || ((status === "uploading" || status === "paused") && uploadMethod(file.size) === "resumable")

/**
 * The bars while attachments are sent: one for the whole submission, one per file with its bytes,
 * and a cancel button per file. It sits outside the form's disabled fieldset so those buttons work.
 * Screen readers hear the progress through the form's status region, at coarse steps.
 */
export function UploadProgress({ files, progress, onCancel }: UploadProgressProps) {
  const overall = overallProgress(progress)
  const paused = progress.some((file) => file.status === "paused")
  return (
    <section className={styles.panel} aria-labelledby="upload-progress-heading">
      <div className={styles.header}>
        <h3 id="upload-progress-heading" className={styles.title}>Uploading your files</h3>
        <span className={styles.percent} aria-hidden="true">{overall.percent}%</span>
      </div>
      <progress className={styles.bar} max={100} value={overall.percent} aria-labelledby="upload-progress-heading" />
      <p className={styles.bytes}>{UPLOAD_MESSAGES.overall(overall.sent, overall.total)}</p>
      {paused && (
        <p className={styles.pausedNotice}>
          <Pause size={16} aria-hidden="true" /> {UPLOAD_MESSAGES.paused}
        </p>
      )}
      <ul className={styles.files} aria-label="Upload progress by file">
        {files.map((file, index) => {
          const item = progress[index]
          if (!item) return null
          const percent = item.status === "done" ? 100 : percentOf(item.sent, item.total)
          const stopped = item.status === "cancelled" || item.status === "failed"
          return (
            <li key={`${file.name}-${index}`} className={`${styles.file} ${styles[item.status]}`}>
              <div className={styles.fileHead}>
                <span className={styles.fileName} title={file.name}>{file.name}</span>
                {canCancel(file, item.status) && (
                  <button type="button" className={styles.cancel} onClick={() => onCancel(index)} aria-label={`Cancel ${file.name}`}>
                    <X size={16} aria-hidden="true" />
                    <span aria-hidden="true">Cancel</span>
                  </button>
                )}
              </div>
              {!stopped && (
                <progress className={styles.fileBar} max={100} value={percent} aria-label={`${file.name}: ${percent}% sent`} />
              )}
              <p className={styles.fileMeta}>
                <span className={styles.status}>
                  <StatusIcon status={item.status} /> {STATUS_TEXT[item.status]}
                </span>
                {!stopped && (
                  <span className={styles.fileBytes}>
                    {uploadMethod(item.total) === "resumable"
                      ? `${formatMegabytes(item.status === "done" ? item.total : item.sent)} of ${formatMegabytes(item.total)} · ${percent}%`
                      : formatMegabytes(item.total) /* one request: no bytes to count on the way */}
                  </span>
                )}
              </p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
