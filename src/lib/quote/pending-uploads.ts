/**
 * Attachments of a saved quote that were still being sent, kept in local storage while they go up
 * so that a visitor who closes the tab (or loses the page) is told on return which files did not
 * arrive, and can pick them again to finish: each goes to the same path, and a resumable upload
 * continues from the server's offset (tus-js-client keeps its upload URL under the file's
 * fingerprint). Only names, sizes and paths are kept, never file contents.
 */
import { browserStorage } from "./draft-storage"
import { attachmentType } from "./file-types"
import type { FileUploadStatus } from "./upload-progress"
import { visitorNow } from "../visitor-clock"

export const PENDING_UPLOADS_KEY = "quote-uploads-pending:v1"

/** Supabase keeps an unfinished resumable upload for up to 24 hours; after that it starts over. */
export const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000

export interface PendingFile {
  name: string
  size: number
  lastModified: number
  /** The type it is stored with (file-types.ts), for its quote_attachments row. */
  contentType: string
  path: string
  /** "done": stored in the bucket; "recorded": also listed in quote_attachments. */
  state: "unfinished" | "done" | "recorded" | "cancelled"
}

export interface PendingUploads {
  quoteId: string
  savedAt: number
  files: PendingFile[]
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">

const stateOf = (status: FileUploadStatus): PendingFile["state"] =>
  status === "done" ? "done" : status === "cancelled" ? "cancelled" : "unfinished"

/** The record for a submission under way, from its files and their current statuses. */
export function pendingFrom(
  quoteId: string,
  files: readonly File[],
  paths: readonly string[],
  statuses: readonly FileUploadStatus[],
  savedAt: number,
): PendingUploads {
  return {
    quoteId,
    savedAt,
    files: files.map((file, i) => ({
      name: file.name,
      size: file.size,
      lastModified: file.lastModified,
      contentType: attachmentType(file)?.contentType ?? file.type,
      path: paths[i],
      state: stateOf(statuses[i]),
    })),
  }
}

export function savePending(pending: PendingUploads, storage = browserStorage()): void {
  try {
    storage?.setItem(PENDING_UPLOADS_KEY, JSON.stringify(pending))
  } catch {
    // Storage full or blocked: uploads still go on, only the after-reload offer is lost.
  }
}

export function clearPending(storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(PENDING_UPLOADS_KEY)
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

const isPendingFile = (file: unknown): file is PendingFile => {
  const f = file as Partial<PendingFile> | null
  return (
    typeof f === "object" && f !== null &&
    typeof f.name === "string" && typeof f.size === "number" && typeof f.lastModified === "number" &&
    typeof f.contentType === "string" &&
    typeof f.path === "string" && /^quotes\/[^/]+\/[^/]+$/.test(f.path) &&
    ["unfinished", "done", "recorded", "cancelled"].includes(f.state as string)
  )
}

/** The stored record, if it is well formed, recent, and still has something to finish or record. */
export function loadPending(storage: Storage | undefined = browserStorage(), now = visitorNow()): PendingUploads | null {
  let parsed: Partial<PendingUploads> | null
  try {
    parsed = JSON.parse(storage?.getItem(PENDING_UPLOADS_KEY) ?? "null")
  } catch {
    return null
  }
  if (!parsed || typeof parsed.quoteId !== "string" || typeof parsed.savedAt !== "number" || !Array.isArray(parsed.files)) return null
  if (now - parsed.savedAt > PENDING_MAX_AGE_MS || !parsed.files.every(isPendingFile)) {
    clearPending(storage)
    return null
  }
  const record = parsed as PendingUploads
  return record.files.some((f) => f.state === "unfinished" || f.state === "done") ? record : null
}

/** The files still to be sent. */
export const unfinishedFiles = (pending: PendingUploads) => pending.files.filter((f) => f.state === "unfinished")

/** Whether a picked file is the one that was being sent (what the browser can tell of it). */
export const isSameFile = (pending: PendingFile, file: File) =>
  file.name === pending.name && file.size === pending.size && file.lastModified === pending.lastModified
