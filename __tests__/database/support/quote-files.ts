/**
 * A quote with an upload folder, and files uploaded into it, made as the browser and Storage make
 * them: the quote row (with its bot-check proof and upload_folder) as the caller's role, an object
 * row as Storage inserts it after an upload (with the size and type it recorded), and the
 * attachment row from toAttachmentRow.
 */
import crypto from "node:crypto"
import type { Transaction } from "@electric-sql/pglite"
import { ATTACHMENT_BUCKET } from "../../../src/lib/quote/attachment-limits"
import { toAttachmentRow, type AttachmentRow } from "../../../src/lib/quote/quote-row"
import { storageFolder } from "../../../src/lib/quote/storage-path"
import { FIXED_NOW } from "../../fixtures/clock"
import { withProof } from "./bot-proof"
import { attempt, insertSql } from "./database"
import { completeRow } from "./sample-quote"

/** The project URL the fixture keeps in Vault, and so the base of every derived public URL. */
export const PUBLIC_BASE = "https://abcdefghijklmnop.supabase.co/storage/v1/object/public/quote-attachments/"

export const newFolder = () => storageFolder(FIXED_NOW.getTime(), crypto.randomBytes(8).toString("hex"))

/** Saves a quote with a fresh upload folder; returns its id and folder. */
export async function savedQuote(tx: Transaction, extra: Record<string, unknown> = {}) {
  const row = { ...completeRow(), upload_folder: newFolder(), ...extra }
  const { sql, params } = insertSql("public.quote_requests", await withProof(tx, row))
  const error = await attempt(tx, sql, params)
  if (error) throw new Error(`quote refused: ${error}`)
  return { quoteId: row.id, folder: row.upload_folder as string }
}

export interface StoredFile {
  size: number
  mimetype: string
}

/** Inserts the object row Storage writes for an upload; the error message, or null. */
export const uploadObject = (tx: Transaction, name: string, file: StoredFile = { size: 1_048_576, mimetype: "application/pdf" }, bucket = ATTACHMENT_BUCKET) =>
  attempt(tx, "insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, null, null, $3)", [
    bucket,
    name,
    JSON.stringify({ size: file.size, mimetype: file.mimetype, cacheControl: "max-age=3600" }),
  ])

/** The attachment row the form records for an uploaded file. */
export const attachmentRow = (quoteId: string, path: string, name: string, file: StoredFile): AttachmentRow =>
  toAttachmentRow(quoteId, { path, name, size: file.size, contentType: file.mimetype })

export const recordAttachment = (tx: Transaction, row: Record<string, unknown>) => {
  const { sql, params } = insertSql("public.quote_attachments", row)
  return attempt(tx, sql, params)
}
