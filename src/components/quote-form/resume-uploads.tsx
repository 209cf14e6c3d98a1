import React, { useEffect, useRef, useState } from "react"
import CheckCircle2 from "lucide-react/icons/circle-check"
import CircleAlert from "lucide-react/icons/circle-exclamation-point"
import UploadCloud from "lucide-react/icons/cloud-upload"
import { ACCEPT_ATTRIBUTE } from "../../lib/quote/file-types"
import { formatMegabytes } from "../../lib/quote/format-size"
import { MESSAGES } from "../../lib/quote/messages"
import { clearPending, isSameFile, loadPending, savePending, unfinishedFiles, type PendingUploads } from "../../lib/quote/pending-uploads"
import { percentOf } from "../../lib/quote/upload-progress"
import { UPLOAD_MESSAGES } from "../../lib/quote/upload-messages"
import { getSupabase } from "../../lib/supabase/client"
import * as styles from "./upload-progress.module.css"

type RowState = { kind: "idle" } | { kind: "sending"; sent: number } | { kind: "problem"; message: string }

const T = UPLOAD_MESSAGES.resume

/** The resuming and recording code (and the upload code under it), fetched only when a quote has files left to finish. */
const loadResumePending = () => import("../../lib/quote/resume-pending")

/** Tells the database nothing more is coming for this quote (resume-pending.ts), in the background. */
function finishUploads(pending: PendingUploads) {
  Promise.all([getSupabase(), loadResumePending()])
    .then(([client, { finishPending }]) => client && finishPending(client, pending))
    .catch((error: unknown) => console.error(`Quote ${pending.quoteId}: the files could not be marked as all sent`, error))
}

/**
 * Shown when the quote page opens with attachments of an already saved quote still unsent (the tab
 * was closed or reloaded mid-upload). It says plainly which files did not arrive and lets the
 * visitor pick each one again to finish it; files that had arrived are recorded quietly.
 */
export function ResumeUploads() {
  const [pending, setPending] = useState<PendingUploads | null>(null)
  const [stored, setStored] = useState<Set<string>>(new Set())
  const [rows, setRows] = useState<Record<string, RowState>>({})
  const [closing, setClosing] = useState<string | null>(null)
  /** The record as last written: two files finishing at once must not undo each other. */
  const latest = useRef<PendingUploads | null>(null)
  const resent = useRef(0)

  /** Marks files (by path) with a new state, in storage and on screen. */
  const mark = (paths: readonly string[], state: "recorded") => {
    const current = latest.current
    if (!current) return
    const next = { ...current, files: current.files.map((f) => (paths.includes(f.path) ? { ...f, state } : f)) }
    latest.current = next
    if (next.files.every((f) => f.state === "recorded" || f.state === "cancelled")) {
      clearPending()
      finishUploads(next)
    } else savePending(next)
    setPending(next)
    return next
  }

  useEffect(() => {
    const found = loadPending()
    if (!found) return
    latest.current = found
    // The page's inlined CSS covers only what its HTML renders; this panel's rules come with the page's own
    // stylesheet, applied before any script runs (upload-progress.module.css says it is shown with the form).
    setPending(latest.current)
    const resumePending = loadResumePending()
    void resumePending
      .then(({ pathsWithStoredUploads }) => pathsWithStoredUploads())
      .then(setStored, () => undefined) // unknown: each file reads "did not arrive"
    if (found.files.some((file) => file.state === "done")) {
      getSupabase()
        ?.then(async (client) => (await resumePending).recordArrived(client, found))
        .then((updated) => mark(updated.files.filter((f) => f.state === "recorded").map((f) => f.path), "recorded"))
        .catch((error: unknown) => console.error("Quote form: arrived files could not be recorded", error))
    }
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const setRow = (path: string, state: RowState) => setRows((current) => ({ ...current, [path]: state }))

  const pick = async (index: number, file: File | undefined) => {
    if (!pending || !file) return
    const target = pending.files[index]
    if (!isSameFile(target, file)) return setRow(target.path, { kind: "problem", message: T.wrongFile(target.name) })
    setRow(target.path, { kind: "sending", sent: 0 })
    try {
      const [client, { sendPendingFile }] = await Promise.all([getSupabase(), loadResumePending()])
      if (!client) throw new Error("No backend configured")
      const result = await sendPendingFile(client, pending, index, file, {
        onProgress: (sent) => setRow(target.path, { kind: "sending", sent }),
      })
      if (result.kind !== "done") throw result.kind === "failed" ? result.error : new Error("cancelled")
      setRow(target.path, { kind: "idle" })
      resent.current += 1
      const next = mark([target.path], "recorded")
      if (next && unfinishedFiles(next).length === 0) setClosing(T.done(resent.current))
    } catch (error) {
      console.error(`Quote ${pending.quoteId}: "${target.name}" could not be sent again`, error)
      setRow(target.path, { kind: "problem", message: MESSAGES.uploadFailed })
    }
  }

  const dismiss = () => {
    if (!pending) return
    const names = unfinishedFiles(pending).map((file) => file.name)
    clearPending()
    finishUploads(pending) // the rest will not come: the office need not wait for them
    setPending(null)
    setClosing(UPLOAD_MESSAGES.resume.dismissed(names))
  }

  if (closing) {
    return (
      <p className={styles.resumeClosing} role="status">
        <CheckCircle2 size={18} aria-hidden="true" /> {closing}
      </p>
    )
  }
  const unfinished = pending ? unfinishedFiles(pending) : []
  if (!pending || unfinished.length === 0) return null
  const sending = Object.values(rows).some((row) => row.kind === "sending")

  return (
    <section className={`${styles.panel} ${styles.resume}`} aria-labelledby="resume-uploads-heading" role="region">
      <h3 id="resume-uploads-heading" className={styles.resumeTitle}>
        <CircleAlert size={20} aria-hidden="true" /> {T.title}
      </h3>
      <p className={styles.resumeIntro}>{T.intro}</p>
      <ul className={styles.files} aria-label="Files that did not arrive">
        {pending.files.map((file, index) => {
          if (file.state !== "unfinished") return null
          const row = rows[file.path] ?? { kind: "idle" }
          const inputId = `resume-file-${index}`
          return (
            <li key={file.path} className={styles.file}>
              <div className={styles.fileHead}>
                <span className={styles.fileName} title={file.name}>{file.name}</span>
                <span className={styles.fileSize}>{formatMegabytes(file.size)}</span>
              </div>
              {row.kind === "sending" ? (
                <>
                  <progress className={styles.fileBar} max={100} value={percentOf(row.sent, file.size)} aria-label={`${file.name}: ${percentOf(row.sent, file.size)}% sent`} />
                  <p className={styles.fileMeta}>
                    <span>Uploading</span>
                    <span className={styles.fileBytes}>{formatMegabytes(row.sent)} of {formatMegabytes(file.size)} · {percentOf(row.sent, file.size)}%</span>
                  </p>
                </>
              ) : (
                <div className={styles.resumeActions}>
                  <span className={styles.resumeState}>{stored.has(file.path) ? T.partlySent : T.notArrived}</span>
                  <input
                    id={inputId}
                    type="file"
                    accept={ACCEPT_ATTRIBUTE}
                    className={styles.resumeInput}
                    aria-label={`Choose ${file.name}`}
                    onChange={(event) => {
                      void pick(index, event.currentTarget.files?.[0])
                      event.currentTarget.value = ""
                    }}
                  />
                  <label htmlFor={inputId} className={styles.resumeButton}>
                    <UploadCloud size={16} aria-hidden="true" /> Choose file
                  </label>
                </div>
              )}
              {row.kind === "problem" && <p className={styles.resumeProblem} role="alert">{row.message}</p>}
            </li>
          )
        })}
      </ul>
      <button type="button" className={styles.resumeDismiss} onClick={dismiss} disabled={sending}>
        {T.dismiss}
      </button>
    </section>
  )
}
