/**
 * The arithmetic behind the upload progress bars: bytes sent per file and overall, whole
 * percents that reach 100 only when every byte has arrived, and the coarse steps a screen reader
 * is told about (a live region that spoke on every byte would drown everything else out).
 */

export type FileUploadStatus = "waiting" | "uploading" | "paused" | "done" | "cancelled" | "failed"

export interface FileProgress {
  /** Bytes the server has confirmed (or, for a standard upload, 0 until it is done). */
  sent: number
  total: number
  status: FileUploadStatus
}

/** Whole percent of `sent` out of `total`, rounded down so 100 means done; an empty total is done. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 100
  const clamped = Math.min(Math.max(sent, 0), total)
  return Math.floor((clamped / total) * 100)
}

export interface OverallProgress {
  sent: number
  total: number
  percent: number
}

/**
 * The whole submission. A cancelled or failed file leaves the total (it will not be sent), so the
 * bar still ends at 100% when everything that is being sent has arrived.
 */
export function overallProgress(files: readonly FileProgress[]): OverallProgress {
  let sent = 0
  let total = 0
  for (const file of files) {
    if (file.status === "cancelled" || file.status === "failed") continue
    sent += Math.min(file.status === "done" ? file.total : file.sent, file.total)
    total += file.total
  }
  return { sent, total, percent: percentOf(sent, total) }
}

/** How often progress is announced to screen readers, in percent. */
export const ANNOUNCE_STEP = 25

/** The last step reached at `percent` (0, 25, 50, 75, 100 with the default step). */
export function announcedStep(percent: number, step: number = ANNOUNCE_STEP): number {
  return Math.min(100, Math.floor(Math.max(percent, 0) / step) * step)
}

/** A new progress list with one file changed; the others are kept as they are. */
export function updateFile(files: readonly FileProgress[], index: number, change: Partial<FileProgress>): FileProgress[] {
  return files.map((file, i) => (i === index ? { ...file, ...change } : file))
}

/** The starting list: every file waiting, nothing sent. */
export function initialProgress(sizes: readonly number[]): FileProgress[] {
  return sizes.map((total) => ({ sent: 0, total, status: "waiting" as const }))
}
