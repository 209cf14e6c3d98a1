import { escapeHtml } from "./escape.ts"

/**
 * A stored file as an office e-mail shows it: its name (what the visitor called it) as plain text, its size,
 * and beside them the link, whose text is the link itself, so a name can never pose as a link elsewhere.
 */
export const fileItemHtml = (name: string, size: string, url: string) =>
  `${escapeHtml(name)}${size ? ` (${escapeHtml(size)})` : ""}: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`

export const fileItemText = (name: string, size: string, url: string) => `${name}${size ? ` (${size})` : ""}: ${url}`

const MB = 1024 * 1024
/** As the forms show sizes: megabytes with one decimal. */
export const formatSize = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`
