import { MB } from "./attachment-limits"

/** A file size in MB with one decimal, as the attachment list shows it: "2.4 MB". */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`
}
