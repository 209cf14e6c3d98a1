/**
 * Saves one quote (spec section 7, decisions "Quote flow"):
 * 1. insert the quote_requests row, its id made here so nothing has to be read back
 *    (anon may insert but not select, so the insert asks for return=minimal);
 * 2. upload each file to the quote-attachments bucket, stopping at the first error;
 * 3. read each uploaded file's public URL and insert the quote_attachments rows (also for the
 *    files that arrived before a failed upload);
 * 4. once the quote and its files are in, ask for the office e-mail (notify-quote.ts), without
 *    waiting for the answer.
 * It never throws: every path ends in an outcome the form turns into the spec's messages.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import type { LeadSource } from "../lead-source"
import { isRateLimited } from "../supabase/rate-limit"
import { ATTACHMENT_BUCKET, UPLOAD_CACHE_CONTROL } from "./attachment-limits"
import { attachmentType } from "./file-types"
import type { QuoteFormValues } from "./form-values"
import { requestQuoteNotification } from "./notify-quote"
import { toAttachmentRow, toQuoteRow, type UploadedAttachment } from "./quote-row"
import { storageFolder, storagePaths } from "./storage-path"
import { withContentType } from "./upload-file"

export type SubmitOutcome =
  /** Saved; `uploaded` files stored and recorded. `filesSkipped` when uploads were unavailable. */
  | { kind: "success"; quoteId: string; uploaded: number; publicUrls: string[]; filesSkipped: boolean }
  /** The quote was saved but a file upload (or recording it) failed; the rest were not sent. */
  | { kind: "upload-failed"; quoteId: string; uploaded: number; error: unknown }
  /** Nothing was saved: no backend is configured, or the row insert failed. */
  | { kind: "not-configured" }
  | { kind: "save-failed"; error: unknown }
  /** Nothing was saved: Postgres refused the row because this address sent too many quotes lately. */
  | { kind: "rate-limited"; error: unknown }

/** The outcomes after which the quote is in the database. */
type SavedOutcome = Extract<SubmitOutcome, { quoteId: string }>

export type SubmitProgress =
  | { phase: "saving" }
  | { phase: "uploading"; current: number; total: number; fileName: string }
  | { phase: "finishing" }

export interface SubmitQuoteInput {
  client: SupabaseClient | null
  values: QuoteFormValues
  files: readonly File[]
  uploadsAvailable: boolean
  onProgress?: (progress: SubmitProgress) => void
  /** Where the visit came from (lead-source-storage.ts); nulls when unknown. */
  leadSource?: LeadSource
  /** Asks for the office e-mail once the quote and files are saved; not awaited. */
  notify?: (quoteId: string) => Promise<void>
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
  files,
  uploadsAvailable,
  onProgress = () => undefined,
  leadSource,
  notify = requestQuoteNotification,
  newId = () => crypto.randomUUID(),
  folder = storageFolder(),
}: SubmitQuoteInput): Promise<SubmitOutcome> {
  if (!client) return { kind: "not-configured" }

  const quoteId = newId()
  onProgress({ phase: "saving" })
  const saveError = await insertMinimal(client, "quote_requests", toQuoteRow(values, quoteId, leadSource))
  if (saveError && isRateLimited(saveError)) {
    console.error("Quote request refused: too many from this address lately", saveError)
    return { kind: "rate-limited", error: saveError }
  }
  if (saveError) {
    console.error("Quote request could not be saved", saveError)
    return { kind: "save-failed", error: saveError }
  }

  if (files.length === 0 || !uploadsAvailable) {
    return notified({ kind: "success", quoteId, uploaded: 0, publicUrls: [], filesSkipped: files.length > 0 }, notify)
  }

  const bucket = client.storage.from(ATTACHMENT_BUCKET)
  const paths = storagePaths(files, folder)
  const uploaded: UploadedAttachment[] = []
  let uploadError: unknown = null
  for (const [index, file] of files.entries()) {
    onProgress({ phase: "uploading", current: index + 1, total: files.length, fileName: file.name })
    uploadError = await uploadOne(bucket, paths[index], file)
    if (uploadError) {
      console.error(`Quote ${quoteId}: uploading "${file.name}" failed; the remaining files were not sent`, uploadError)
      break
    }
    const { publicUrl } = bucket.getPublicUrl(paths[index]).data
    uploaded.push({ path: paths[index], publicUrl, name: file.name, size: file.size, contentType: attachmentType(file)!.contentType })
  }

  // Files that did arrive are recorded even after a failure, so staff see what is missing.
  onProgress({ phase: "finishing" })
  const linkError = uploaded.length
    ? await insertMinimal(client, "quote_attachments", uploaded.map((file) => toAttachmentRow(quoteId, file)))
    : null
  if (linkError) console.error(`Quote ${quoteId}: files uploaded but not recorded in quote_attachments`, linkError)

  if (uploadError || linkError) return notified({ kind: "upload-failed", quoteId, uploaded: uploaded.length, error: uploadError ?? linkError }, notify)
  return notified({ kind: "success", quoteId, uploaded: uploaded.length, publicUrls: uploaded.map((f) => f.publicUrl), filesSkipped: false }, notify)
}

/** Starts the notification request for a saved quote and returns the outcome at once. */
function notified(outcome: SavedOutcome, notify: (quoteId: string) => Promise<void>): SavedOutcome {
  notify(outcome.quoteId).catch((error: unknown) => console.error(`Quote ${outcome.quoteId}: notification not requested`, error))
  return outcome
}

type Bucket = ReturnType<SupabaseClient["storage"]["from"]>

/** One upload with the bucket's options; the error, or null. */
async function uploadOne(bucket: Bucket, path: string, file: File): Promise<unknown> {
  const contentType = attachmentType(file)?.contentType
  if (!contentType) return new Error(`Not an accepted file type: ${file.name}`)
  try {
    const { error } = await bucket.upload(path, withContentType(file, contentType), {
      cacheControl: UPLOAD_CACHE_CONTROL,
      contentType,
      upsert: false,
    })
    return error ?? null
  } catch (error) {
    return error
  }
}
