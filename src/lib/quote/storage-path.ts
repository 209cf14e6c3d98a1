/**
 * Where each attachment is stored: quotes/{timestamp}-{random}/{sanitized file name}
 * (spec section 3). The random part is 64 bits from crypto.getRandomValues written as hex, so
 * the public URLs of one quote's files cannot be guessed from another's.
 */
import { attachmentType, extensionOf, type NamedFile } from "./file-types"
import { visitorNow } from "../visitor-clock"

export const RANDOM_BYTES = 8 // 64 bits
export const STORAGE_ROOT = "quotes"

/** Longest stored file name (before a "-2" for a repeated name); people read these in the dashboard. */
const MAX_NAME_LENGTH = 100

type RandomSource = Pick<Crypto, "getRandomValues">

export function randomHex(byteCount = RANDOM_BYTES, source: RandomSource = globalThis.crypto): string {
  const bytes = source.getRandomValues(new Uint8Array(byteCount))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
}

/** Letters, digits, dot, underscore and hyphen are kept; every other character becomes "_". */
export function sanitizeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, "_")
}

/** The folder all files of one submission share; the spec's {timestamp} is the browser's upload time. */
export function storageFolder(timestamp: number = visitorNow(), random: string = randomHex()): string {
  return `${STORAGE_ROOT}/${timestamp}-${random}`
}

/**
 * The stored name of a file: the sanitized name, made safe as a path segment (no leading dots,
 * never empty, bounded length) and ending in the extension its type implies.
 */
export function storedFileName(file: NamedFile): string {
  const type = attachmentType(file)
  let name = sanitizeFileName(file.name).replace(/^\.+/, "")
  if (type && extensionOf(name) !== type.extension) {
    // Keep the visitor's name and add the extension, "scan" -> "scan.pdf", so the storage
    // policy (which admits known extensions only) and anyone opening the file know its type.
    name = `${name || "file"}.${type.extension}`
  }
  if (!name) name = "file"
  if (name.length > MAX_NAME_LENGTH) {
    const ext = extensionOf(name)
    const keep = ext ? MAX_NAME_LENGTH - ext.length - 1 : MAX_NAME_LENGTH
    name = ext ? `${name.slice(0, keep)}.${ext}` : name.slice(0, keep)
  }
  return name
}

/** One path per file, in order; two files with the same stored name get "-2", "-3" before the extension. */
export function storagePaths(files: readonly NamedFile[], folder: string = storageFolder()): string[] {
  const used = new Set<string>()
  return files.map((file) => {
    const name = storedFileName(file)
    let candidate = name
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      const ext = extensionOf(name)
      candidate = ext ? `${name.slice(0, -(ext.length + 1))}-${n}.${ext}` : `${name}-${n}`
    }
    used.add(candidate.toLowerCase())
    return `${folder}/${candidate}`
  })
}
