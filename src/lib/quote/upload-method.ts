/**
 * Which way a file goes up. Supabase recommends its resumable (TUS) endpoint for files over 6 MB
 * ("Resumable Uploads" guide), and that endpoint takes chunks of exactly 6 MB; smaller files keep
 * the standard one-request upload, which needs no extra code on the page.
 */
import { MB } from "./attachment-limits"

/** Files larger than this (strictly) use the resumable endpoint. */
export const RESUMABLE_THRESHOLD_BYTES = 6 * MB

/** Supabase's resumable endpoint accepts chunks of 6 MB only (its guide: "do not change it"). */
export const RESUMABLE_CHUNK_BYTES = 6 * 1024 * 1024

export type UploadMethod = "standard" | "resumable"

export function uploadMethod(size: number): UploadMethod {
  return size > RESUMABLE_THRESHOLD_BYTES ? "resumable" : "standard"
}
