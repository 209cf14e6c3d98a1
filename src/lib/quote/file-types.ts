/**
 * Which attachments the quote accepts (spec section 5: any image, any video, PDF, DOC, DOCX,
 * XLS, XLSX, CSV) and the content type each is stored with. A file is recognised by its
 * extension first, then by the type the browser reports, because browsers disagree: Windows
 * reports a CSV as application/vnd.ms-excel, phones often report an empty type.
 */

/** Extension (lower case) -> the content type the bucket stores it under. */
export const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  // images
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  heic: "image/heic",
  heif: "image/heif",
  bmp: "image/bmp",
  tif: "image/tiff",
  tiff: "image/tiff",
  // No SVG: a browser runs the scripts an SVG may carry, and the bucket serves files from the project's
  // own domain; the bucket refuses it too (CONTRACT-22, guard-db).
  // videos
  mp4: "video/mp4",
  m4v: "video/x-m4v",
  mov: "video/quicktime",
  webm: "video/webm",
  avi: "video/x-msvideo",
  mkv: "video/x-matroska",
  mpeg: "video/mpeg",
  mpg: "video/mpeg",
  "3gp": "video/3gpp",
  wmv: "video/x-ms-wmv",
  // documents
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv",
}

export const ALLOWED_EXTENSIONS = Object.keys(EXTENSION_TYPES)

/** Document types accepted by MIME type alone (images and videos are accepted by family). */
export const DOCUMENT_TYPES = ["pdf", "doc", "docx", "xls", "xlsx", "csv"].map((ext) => EXTENSION_TYPES[ext])

/** Every image type the form uploads, by name: the bucket lists them instead of image/* (which admits SVG). */
export const IMAGE_TYPES = [...new Set(Object.values(EXTENSION_TYPES).filter((type) => type.startsWith("image/")))]

/**
 * The bucket's allowed_mime_types: every type above, exactly, and nothing else. No wildcard: Storage
 * compares only a type's first two `/` parts with the bucket's list, so `video/*` let `video/x,TEXT/HTML`
 * through; the database also refuses any type but the one of the stored name's extension
 * (supabase/migrations/20261128100000_upload_rules_where_rows_are_written.sql).
 */
export const BUCKET_MIME_TYPES = [...new Set(Object.values(EXTENSION_TYPES))]

/** The file input's accept attribute: MIME families and types plus extensions. */
export const ACCEPT_ATTRIBUTE = ["image/*", "video/*", ...DOCUMENT_TYPES, ...ALLOWED_EXTENSIONS.map((e) => `.${e}`)].join(",")

export interface NamedFile {
  name: string
  type: string
}

/** The extension of a file name in lower case, or "" when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".")
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : ""
}

const typeWithoutParameters = (type: string) => type.split(";")[0].trim().toLowerCase()

/**
 * For a file without a known extension: the extension its (allowed) browser type implies, the shortest
 * of the type's extensions, then the first alphabetically (jpg, tif, mpg). The database derives the
 * stored name the same way (private.stored_file_name) to check an attachment's name exactly.
 */
function extensionForType(type: string): string | undefined {
  return Object.keys(EXTENSION_TYPES)
    .filter((ext) => EXTENSION_TYPES[ext] === type)
    .sort((a, b) => a.length - b.length || a.localeCompare(b))[0]
}

export interface AttachmentType {
  /** The content type to upload with; always one the bucket allows. */
  contentType: string
  /** The lower-case extension the stored name ends with (added when the file had none). */
  extension: string
}

/**
 * The type an attachment is stored as, or null when it is not accepted. The extension wins
 * when it is one we know; otherwise the browser's type decides, and the stored name gets the
 * extension that type implies (the storage policy only admits known extensions).
 */
export function attachmentType(file: NamedFile): AttachmentType | null {
  const extension = extensionOf(file.name)
  if (EXTENSION_TYPES[extension]) return { contentType: EXTENSION_TYPES[extension], extension }
  const reported = typeWithoutParameters(file.type)
  const implied = extensionForType(reported)
  return implied ? { contentType: reported, extension: implied } : null
}

export const isAcceptedFile = (file: NamedFile) => attachmentType(file) !== null
