/**
 * Which résumé files the form takes: a PDF, a Word document, or a photo of a paper résumé (JPG, PNG,
 * HEIC), as the quote form recognises files (src/lib/quote/file-types.ts: by extension first, then by
 * the type the browser reports, since phones often report none), narrowed to these types.
 */
import { attachmentType, EXTENSION_TYPES, type AttachmentType, type NamedFile } from "../quote/file-types"
import { randomHex, storedFileName } from "../quote/storage-path"
import { visitorNow } from "../visitor-clock"
import { RESUME_MAX_BYTES, RESUME_ROOT } from "./field-rules"

export const RESUME_EXTENSIONS = ["pdf", "doc", "docx", "jpg", "jpeg", "png", "heic"] as const

/** The content types the bucket allows (its allowed_mime_types), each once. */
export const RESUME_CONTENT_TYPES = [...new Set(RESUME_EXTENSIONS.map((ext) => EXTENSION_TYPES[ext]))]

/** The file input's accept attribute: the types and the extensions (phones match either). */
export const RESUME_ACCEPT = [...RESUME_CONTENT_TYPES, ...RESUME_EXTENSIONS.map((ext) => `.${ext}`)].join(",")

/** The type a résumé is stored as, or null when it is not one of the résumé types. */
export function resumeType(file: NamedFile): AttachmentType | null {
  const type = attachmentType(file)
  return type && (RESUME_EXTENSIONS as readonly string[]).includes(type.extension) ? type : null
}

export type ResumeProblem = "type" | "size"

export interface SizedFile extends NamedFile {
  size: number
}

/** Why a picked file cannot be the résumé, or null when it can. */
export function resumeProblem(file: SizedFile): ResumeProblem | null {
  if (!resumeType(file)) return "type"
  if (file.size > RESUME_MAX_BYTES) return "size"
  return null
}

/**
 * The résumé's folder, applications/{timestamp}-{64 random bits}: sent with the application's row, so
 * the storage policy admits a file only there and only for that application (the URL cannot be guessed).
 */
export function resumeFolder(timestamp: number = visitorNow(), random: string = randomHex()): string {
  return `${RESUME_ROOT}/${timestamp}-${random}`
}

/** The résumé's path in its folder, named as the quote form names its files. */
export const resumePath = (folder: string, file: NamedFile) => `${folder}/${storedFileName(file)}`
