/**
 * Saves one quote (spec section 7, decisions "Quote flow"):
 * 1. insert the quote_requests row, its id made here so nothing has to be read back
 *    (anon may insert but not select, so the insert asks for return=minimal), with the bot check's
 *    proof and, when files follow, the folder they go to (the storage only takes files into the folder
 *    of a quote saved in the last hour);
 * 2. upload each file to the quote-attachments bucket (over 6 MB through the resumable endpoint,
 *    upload-one.ts), reporting bytes per file, skipping a file the visitor cancels and stopping at
 *    the first error;
 * 3. insert the quote_attachments rows (also for the files that arrived before a failed upload); the
 *    database derives each file's public URL from its path;
 * 4. mark the quote's files as all sent (finish-uploads.ts), then ask for the office e-mail
 *    (notify-quote.ts), without waiting for the answer.
 * It never throws: every path ends in an outcome the form turns into the spec's messages.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import type { LeadSource } from "../lead-source"

// Where the visitor came from, read as the quote is sent: with the saving code, so none of it is in /quote's first load.
export { readLeadSource } from "../lead-source"
import { isBotCheckRefused } from "../bot-check/challenge"
import { isRateLimited } from "../supabase/rate-limit"
import { ATTACHMENT_BUCKET } from "./attachment-limits"
import { attachmentType } from "./file-types"
import { markUploadsFinished } from "./finish-uploads"
import type { QuoteFormValues } from "./form-values"
import { requestQuoteNotification } from "./notify-quote"
import { toAttachmentRow, toQuoteRow, type UploadedAttachment } from "./quote-row"
import { storageFolder, storagePaths } from "./storage-path"
import { uploadOne, type UploadOneOptions } from "./upload-one"
import { initialProgress, updateFile, type FileProgress } from "./upload-progress"

export type SubmitOutcome =
  /**
   * Saved; `uploaded` files stored and recorded. `filesSkipped` when uploads were unavailable;
   * `cancelled`: the names of files the visitor stopped, which were not sent.
   */
  | { kind: "success"; quoteId: string; uploaded: number; publicUrls: string[]; filesSkipped: boolean; cancelled: string[] }
  /** The quote was saved but a file upload (or recording it) failed; the rest were not sent. */
  | { kind: "upload-failed"; quoteId: string; uploaded: number; error: unknown }
  /** Nothing was saved: no backend is configured, or the row insert failed. */
  | { kind: "not-configured" }
  | { kind: "save-failed"; error: unknown }
  /** Nothing was saved: Postgres refused the row because this address sent too many quotes lately. */
  | { kind: "rate-limited"; error: unknown }
  /** Nothing was saved: the database refused the bot check's proof (missing, expired or used before). */
  | { kind: "bot-check-failed"; error: unknown }

/** The outcomes after which the quote is in the database. */
type SavedOutcome = Extract<SubmitOutcome, { quoteId: string }>

export type SubmitProgress =
  | { phase: "saving" }
  /**
   * `current` is the 1-based file being sent; `files` has every file's bytes and status, by position;
   * `quoteId` and `paths` let the page pick the uploads up again after a reload.
   */
  | { phase: "uploading"; current: number; total: number; fileName: string; files: FileProgress[]; quoteId: string; paths: string[] }
  | { phase: "finishing" }

export interface SubmitQuoteInput {
  client: SupabaseClient | null
  values: QuoteFormValues
  /** The bot check's proof (use-bot-check.ts), sent with the row and spent by the database. */
  botProof?: string | null
  /** The booking token (src/lib/booking/access.ts) the page keeps to book the assessment for this quote. */
  bookingToken?: string | null
  files: readonly File[]
  uploadsAvailable: boolean
  onProgress?: (progress: SubmitProgress) => void
  /** Where the visit came from (lead-source-storage.ts); nulls when unknown. */
  leadSource?: LeadSource
  /** Asks for the office e-mail once the quote and files are saved; not awaited. */
  notify?: (quoteId: string) => Promise<void>
  /** One per file: aborting it cancels that file (before it starts, or while a resumable one is sent). */
  cancelSignals?: readonly AbortSignal[]
  /** Tests: options for the resumable uploads (tus-js-client's environment, retry delays). */
  resumable?: UploadOneOptions["resumable"]
  /** Injected in tests; crypto.randomUUID in the browser. */
  newId?: () => string
  folder?: string
}

const RETURN_MINIMAL = "return=minimal"

async function insertMinimal(client: SupabaseClient, table: string, rows: object | object[]): Promise<unknown> {
  try {
    const { error } = await client.from(table).insert(rows).setHeader("Prefer", RETURN_MINIMAL)
    return error ?? null
  } catch (error) {
    return error // A failed fetch (offline) can surface as a throw, depending on the browser.
  }
}

export async function submitQuote({
  client,
  values,
  botProof = null,
  bookingToken = null,
  files,
  uploadsAvailable,
  onProgress = () => undefined,
  leadSource,
  notify = requestQuoteNotification,
  cancelSignals = [],
  resumable,
  newId = () => crypto.randomUUID(),
  folder = storageFolder(),
}: SubmitQuoteInput): Promise<SubmitOutcome> {
  if (!client) return { kind: "not-configured" }

  const quoteId = newId()
  const sendsFiles = files.length > 0 && uploadsAvailable
  onProgress({ phase: "saving" })
  const row = toQuoteRow(values, quoteId, leadSource, { botProof, uploadFolder: sendsFiles ? folder : null, bookingToken })
  const saveError = await insertMinimal(client, "quote_requests", row)
  if (saveError && isBotCheckRefused(saveError)) {
    console.error("Quote request refused: the bot check's proof was not accepted", saveError)
    return { kind: "bot-check-failed", error: saveError }
  }
  if (saveError && isRateLimited(saveError)) {
    console.error("Quote request refused: too many from this address lately", saveError)
    return { kind: "rate-limited", error: saveError }
  }
  if (saveError) {
    console.error("Quote request could not be saved", saveError)
    return { kind: "save-failed", error: saveError }
  }

  if (!sendsFiles) {
    return notified({ kind: "success", quoteId, uploaded: 0, publicUrls: [], filesSkipped: files.length > 0, cancelled: [] }, notify)
  }

  const bucket = client.storage.from(ATTACHMENT_BUCKET)
  const paths = storagePaths(files, folder)
  const uploaded: UploadedAttachment[] = []
  const cancelled: string[] = []
  let uploadError: unknown = null
  let fileProgress = initialProgress(files.map((file) => file.size))
  for (const [index, file] of files.entries()) {
    const report = (change: Partial<FileProgress>) => {
      fileProgress = updateFile(fileProgress, index, change)
      onProgress({ phase: "uploading", current: index + 1, total: files.length, fileName: file.name, files: fileProgress, quoteId, paths })
    }
    report({ status: "uploading" })
    const result = await uploadOne(bucket, paths[index], file, {
      signal: cancelSignals[index],
      resumable,
      onProgress: (sent) => report({ sent }),
      onPausedChange: (paused) => report({ status: paused ? "paused" : "uploading" }),
    })
    if (result.kind === "cancelled") {
      cancelled.push(file.name)
      report({ status: "cancelled" })
      continue
    }
    if (result.kind === "failed") {
      uploadError = result.error
      report({ status: "failed" })
      console.error(`Quote ${quoteId}: uploading "${file.name}" failed; the remaining files were not sent`, uploadError)
      break
    }
    report({ status: "done", sent: file.size })
    uploaded.push({ path: paths[index], name: file.name, size: file.size, contentType: attachmentType(file)!.contentType })
  }

  // Files that did arrive are recorded even after a failure, so staff see what is missing.
  onProgress({ phase: "finishing" })
  const linkError = uploaded.length
    ? await insertMinimal(client, "quote_attachments", uploaded.map((file) => toAttachmentRow(quoteId, file)))
    : null
  if (linkError) console.error(`Quote ${quoteId}: files uploaded but not recorded in quote_attachments`, linkError)
  // Nothing more will come from this page for this quote (a failed file is not retried): the office
  // e-mail need not wait for the files any longer.
  await markUploadsFinished(client, quoteId)

  if (uploadError || linkError) return notified({ kind: "upload-failed", quoteId, uploaded: uploaded.length, error: uploadError ?? linkError }, notify)
  const publicUrls = uploaded.map((file) => bucket.getPublicUrl(file.path).data.publicUrl)
  return notified({ kind: "success", quoteId, uploaded: uploaded.length, publicUrls, filesSkipped: false, cancelled }, notify)
}

/** Starts the notification request for a saved quote and returns the outcome at once. */
function notified(outcome: SavedOutcome, notify: (quoteId: string) => Promise<void>): SavedOutcome {
  notify(outcome.quoteId).catch((error: unknown) => console.error(`Quote ${outcome.quoteId}: notification not requested`, error))
  return outcome
}
