/**
 * What the form says about uploads beyond the spec's outcome messages (which stay word for word in
 * messages.ts): progress, pauses, cancelled files and uploads left unfinished by a closed tab.
 */
import { formatMegabytes } from "./format-size"

const list = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ")

export const UPLOAD_MESSAGES = {
  /** The submit button while files are sent. */
  button: (percent: number) => `Uploading files… ${percent}%`,
  /** Read to screen readers at each step (upload-progress.ts ANNOUNCE_STEP), not on every byte. */
  announce: (percent: number) => `Uploading your files: ${percent}% sent`,
  overall: (sent: number, total: number) => `${formatMegabytes(sent)} of ${formatMegabytes(total)}`,
  paused: "Connection lost. The upload will continue by itself when you are back online.",
  cancelled: (name: string) => `"${name}" cancelled. It will not be sent.`,
  /** Under the success message when the visitor cancelled files. */
  notSent: (names: readonly string[]) =>
    `Not sent, as you cancelled ${names.length === 1 ? "it" : "them"}: ${list(names)}. You can e-mail ${names.length === 1 ? "it" : "them"} to us, or send ${names.length === 1 ? "it" : "them"} with a new request.`,
  resume: {
    title: "Your quote was received, but some files did not finish uploading",
    intro: "Choose each file again to finish sending it. A file that was partly sent continues from where it stopped.",
    partlySent: "Partly sent: choose it again to continue",
    notArrived: "Did not arrive: choose it again to send it",
    wrongFile: (name: string) => `That is not "${name}". Please choose the same file as before.`,
    done: (count: number) => `Thank you. ${count} more file(s) uploaded to your quote.`,
    dismiss: "Don't send these files",
    dismissed: (names: readonly string[]) => `These files were not sent: ${list(names)}. You can e-mail them to us.`,
  },
} as const
