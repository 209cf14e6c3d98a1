import { MB } from "./attachment-limits"

/**
 * A file size in MB with one decimal, as the attachment list shows it: "2.4 MB". Any file with
 * content shows at least "0.1 MB": "0.0 MB" would read as an empty file.
 */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes > 0 ? Math.max(bytes / MB, 0.1) : 0
  return `${megabytes.toFixed(1)} MB`
}
