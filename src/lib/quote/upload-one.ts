/**
 * One attachment to the bucket, by the method its size calls for (upload-method.ts): the standard
 * single request through supabase-js, or Supabase's resumable endpoint (resumable-upload.ts, which
 * loads tus-js-client only then). Both with the file's content type, cache control 3600 and no
 * overwrite; both end in the same three results.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import { supabaseConfig } from "../supabase/client"
import { ATTACHMENT_BUCKET, UPLOAD_CACHE_CONTROL } from "./attachment-limits"
import { attachmentType } from "./file-types"
import { uploadResumable, type ResumableOptions, type ResumableResult } from "./resumable-upload"
import { withContentType } from "./upload-file"
import { uploadMethod } from "./upload-method"

export type Bucket = ReturnType<SupabaseClient["storage"]["from"]>
export type UploadResult = ResumableResult

export interface UploadOneOptions extends Pick<ResumableOptions, "onProgress" | "onPausedChange" | "signal"> {
  /** Tests: tus-js-client's environment, retry delays, network signals. */
  resumable?: Omit<ResumableOptions, "onProgress" | "onPausedChange" | "signal">
  /** The bucket a resumable upload names (the standard one goes through `bucket`'s own client): quotes' by default. */
  bucket?: string
}

export async function uploadOne(bucket: Bucket, path: string, file: File, options: UploadOneOptions = {}): Promise<UploadResult> {
  const contentType = attachmentType(file)?.contentType
  if (!contentType) return { kind: "failed", error: new Error(`Not an accepted file type: ${file.name}`) }
  if (options.signal?.aborted) return { kind: "cancelled" }

  const config = supabaseConfig()
  if (uploadMethod(file.size) === "resumable" && config) {
    return uploadResumable(file, { supabaseUrl: config.url, anonKey: config.anonKey, bucket: options.bucket ?? ATTACHMENT_BUCKET, path, contentType }, {
      ...options.resumable,
      onProgress: options.onProgress,
      onPausedChange: options.onPausedChange,
      signal: options.signal,
    })
  }

  // A standard upload is one short request (6 MB at most); supabase-js offers no way to abort it,
  // so the form lets a visitor cancel such a file only before it starts.
  try {
    const { error } = await bucket.upload(path, withContentType(file, contentType), {
      cacheControl: UPLOAD_CACHE_CONTROL,
      contentType,
      upsert: false,
    })
    if (error) return { kind: "failed", error }
    options.onProgress?.(file.size, file.size)
    return { kind: "done" }
  } catch (error) {
    return { kind: "failed", error }
  }
}
