/**
 * What happens when the visitor picks or drops files (spec section 5): files of other types
 * are left out with one message while the accepted ones of that pick are still added; a file
 * over the per-file limit is left out with a message naming it; and a pick that would take the
 * total over 200MB changes nothing.
 */
import { MAX_FILE_BYTES, MAX_FILE_MB, MAX_TOTAL_BYTES } from "./attachment-limits"
import { isAcceptedFile } from "./file-types"
import { MESSAGES } from "./messages"

export interface PickedFile {
  name: string
  type: string
  size: number
  lastModified: number
}

export interface PickResult<F extends PickedFile> {
  files: F[]
  errors: string[]
}

const sameFile = (a: PickedFile, b: PickedFile) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified

export const totalBytes = (files: readonly PickedFile[]) => files.reduce((sum, f) => sum + f.size, 0)

export function addFiles<F extends PickedFile>(current: readonly F[], picked: readonly F[]): PickResult<F> {
  const errors: string[] = []
  const accepted = picked.filter(isAcceptedFile)
  if (accepted.length < picked.length) errors.push(MESSAGES.filesNotAccepted)

  const fitting = accepted.filter((file) => {
    if (file.size <= MAX_FILE_BYTES) return true
    errors.push(MESSAGES.fileTooLarge(file.name, MAX_FILE_MB))
    return false
  })

  // Picking the same file twice (same name, size and date) adds it once.
  const fresh = fitting.filter((file, i) => !current.some((c) => sameFile(c, file)) && fitting.findIndex((f) => sameFile(f, file)) === i)

  if (totalBytes(current) + totalBytes(fresh) > MAX_TOTAL_BYTES) {
    return { files: [...current], errors: [...errors, MESSAGES.totalTooLarge] }
  }
  return { files: [...current, ...fresh], errors }
}

export function removeFile<F>(current: readonly F[], index: number): F[] {
  return current.filter((_, i) => i !== index)
}

/** The submit-time check (the spec's "or the submission stops"): null when the files may be sent. */
export function attachmentProblem(files: readonly PickedFile[]): string | null {
  if (files.some((f) => !isAcceptedFile(f))) return MESSAGES.filesNotAccepted
  const tooLarge = files.find((f) => f.size > MAX_FILE_BYTES)
  if (tooLarge) return MESSAGES.fileTooLarge(tooLarge.name, MAX_FILE_MB)
  if (totalBytes(files) > MAX_TOTAL_BYTES) return MESSAGES.totalTooLarge
  return null
}
