/**
 * Finishing the attachments of a quote saved earlier, after the page was closed or reloaded
 * mid-upload (pending-uploads.ts): files that had arrived are recorded in quote_attachments, and a
 * file the visitor picks again goes to the path it was meant for, a resumable one from the offset
 * the server already holds. Once nothing is left to send (every file recorded, or the visitor gives up
 * on the rest), the quote's files are marked as all sent, so the office e-mail goes out.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import { ATTACHMENT_BUCKET } from "./attachment-limits"
import type { PendingFile, PendingUploads } from "./pending-uploads"
import { markUploadsFinished } from "./finish-uploads"
import { toAttachmentRow } from "./quote-row"
import { uploadOne, type UploadOneOptions, type UploadResult } from "./upload-one"

async function recordRows(client: SupabaseClient, quoteId: string, files: readonly PendingFile[]): Promise<unknown> {
  if (files.length === 0) return null
  const rows = files.map((file) => toAttachmentRow(quoteId, { path: file.path, name: file.name, size: file.size, contentType: file.contentType }))
  try {
    const { error } = await client.from("quote_attachments").insert(rows).setHeader("Prefer", "return=minimal")
    return error ?? null
  } catch (error) {
    return error
  }
}

/** Records the files that arrived before the page closed; the record with them marked, or the error. */
export async function recordArrived(client: SupabaseClient, pending: PendingUploads): Promise<PendingUploads> {
  const arrived = pending.files.filter((file) => file.state === "done")
  const error = await recordRows(client, pending.quoteId, arrived)
  if (error) {
    console.error(`Quote ${pending.quoteId}: files that arrived could not be recorded in quote_attachments`, error)
    return pending
  }
  return { ...pending, files: pending.files.map((file) => (file.state === "done" ? { ...file, state: "recorded" } : file)) }
}

/** Sends one unfinished file again to its own path and records it once it has arrived. */
export async function sendPendingFile(
  client: SupabaseClient,
  pending: PendingUploads,
  index: number,
  file: File,
  options: UploadOneOptions = {},
): Promise<UploadResult> {
  const target = pending.files[index]
  const result = await uploadOne(client.storage.from(ATTACHMENT_BUCKET), target.path, file, options)
  if (result.kind !== "done") return result
  const error = await recordRows(client, pending.quoteId, [target])
  if (error) console.error(`Quote ${pending.quoteId}: "${target.name}" arrived but was not recorded in quote_attachments`, error)
  return result
}

/** The paths of the unfinished resumable uploads this browser still holds (tus-js-client's local storage). */
export async function pathsWithStoredUploads(): Promise<Set<string>> {
  try {
    const { defaultOptions } = await import("tus-js-client")
    const uploads = await defaultOptions.urlStorage.findAllUploads()
    return new Set(uploads.map((upload) => upload.metadata?.objectName).filter((name): name is string => Boolean(name)))
  } catch {
    return new Set()
  }
}

/** Marks the quote's files as all sent (finish-uploads.ts), once nothing is left to send after a reload. */
export const finishPending = (client: SupabaseClient, pending: Pick<PendingUploads, "quoteId">) => markUploadsFinished(client, pending.quoteId)
