/**
 * One file sent through Supabase Storage's resumable (TUS) endpoint with tus-js-client, as
 * Supabase's "Resumable Uploads" guide shows: POST {SUPABASE_URL}/storage/v1/upload/resumable with
 * the bucket, object name, content type and cache control as upload metadata, chunks of exactly
 * 6 MB, and `x-upsert: false` so an existing object is never overwritten.
 *
 * tus-js-client is imported here, on the first large file, so it never weighs on the quote page's
 * first load. Failed requests are retried with growing delays; when the browser goes offline the
 * upload pauses and continues from the server's offset when it is back. The upload URL is kept
 * under the file's fingerprint in local storage (tus-js-client's own store), so a visitor who
 * reopens the page and picks the same file again continues where it stopped.
 */
import type { PreviousUpload, Upload, UploadOptions } from "tus-js-client"
import { UPLOAD_CACHE_CONTROL } from "./attachment-limits"
import { browserConnectivity, type Connectivity } from "./connectivity"
import { RESUMABLE_CHUNK_BYTES } from "./upload-method"

export interface ResumableTarget {
  supabaseUrl: string
  anonKey: string
  bucket: string
  /** The object's path in the bucket: quotes/{timestamp}-{random}/{name}. */
  path: string
  contentType: string
}

export type ResumableResult = { kind: "done" } | { kind: "cancelled" } | { kind: "failed"; error: unknown }

type TusModule = typeof import("tus-js-client")

export interface ResumableOptions {
  /** Bytes the server has confirmed so far, and the file's size. */
  onProgress?: (sent: number, total: number) => void
  /** True while the upload waits for the network to come back. */
  onPausedChange?: (paused: boolean) => void
  /** Aborting it cancels the upload and removes what the server holds of it. */
  signal?: AbortSignal
  connectivity?: Connectivity
  /** Waits between attempts after a failed request, in ms; then the upload fails. */
  retryDelays?: number[]
  /**
   * Tests only: tus-js-client's environment parts. Under Node the package's file reader takes
   * Buffers and streams, not the Blob a browser gives it.
   */
  environment?: Pick<UploadOptions, "fileReader" | "httpStack" | "urlStorage" | "fingerprint">
  loadTus?: () => Promise<TusModule>
}

/** About 40 s of tries before a failure is reported, like Supabase's example with one more step. */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000]

export const resumableEndpoint = (supabaseUrl: string) => `${supabaseUrl.replace(/\/+$/, "")}/storage/v1/upload/resumable`

/** The upload options Supabase documents, for one file and one target. */
export function resumableOptions(target: ResumableTarget): UploadOptions {
  return {
    endpoint: resumableEndpoint(target.supabaseUrl),
    headers: {
      authorization: `Bearer ${target.anonKey}`,
      apikey: target.anonKey,
      "x-upsert": "false",
    },
    metadata: {
      bucketName: target.bucket,
      objectName: target.path,
      contentType: target.contentType,
      cacheControl: UPLOAD_CACHE_CONTROL,
    },
    chunkSize: RESUMABLE_CHUNK_BYTES,
    uploadDataDuringCreation: true,
    // The same file may be sent again with another quote: a finished upload is forgotten.
    removeFingerprintOnSuccess: true,
  }
}

/** An unfinished upload of this file to this very path (an earlier one to another path is not ours). */
function sameTarget(previous: PreviousUpload, target: ResumableTarget): boolean {
  return previous.metadata.objectName === target.path && previous.metadata.bucketName === target.bucket
}

export function uploadResumable(file: Blob, target: ResumableTarget, options: ResumableOptions = {}): Promise<ResumableResult> {
  const {
    onProgress = () => undefined,
    onPausedChange = () => undefined,
    signal,
    connectivity = browserConnectivity(),
    retryDelays = RETRY_DELAYS_MS,
    environment = {},
    loadTus = () => import("tus-js-client"),
  } = options

  return new Promise<ResumableResult>((resolve) => {
    let upload: Upload | null = null
    let paused = false
    let settled = false
    let stopListening: () => void = () => undefined

    const settle = (result: ResumableResult) => {
      if (settled) return
      settled = true
      stopListening()
      signal?.removeEventListener("abort", cancel)
      resolve(result)
    }
    const pause = () => {
      if (paused || settled) return
      paused = true
      onPausedChange(true)
      void upload?.abort(false) // keeps the upload URL: start() asks the server for its offset
    }
    const resume = () => {
      if (!paused || settled) return
      paused = false
      onPausedChange(false)
      upload?.start()
    }
    function cancel() {
      const current = upload
      settle({ kind: "cancelled" })
      // Terminating asks the server to drop the partial upload; offline, it simply expires.
      current?.abort(true).catch(() => undefined)
    }

    if (signal?.aborted) return settle({ kind: "cancelled" })
    signal?.addEventListener("abort", cancel)

    loadTus()
      .then(async (tus) => {
        if (settled) return
        upload = new tus.Upload(file, {
          ...resumableOptions(target),
          ...environment,
          retryDelays,
          onProgress: (sent, total) => onProgress(sent, total),
          onSuccess: () => settle({ kind: "done" }),
          onError: (error) => {
            // Requests fail while the network is down; that is a pause, not the end.
            if (!connectivity.isOnline()) return pause()
            settle({ kind: "failed", error })
          },
        })
        stopListening = connectivity.subscribe((online) => (online ? resume() : pause()))
        const previous = (await upload.findPreviousUploads()).find((p) => sameTarget(p, target))
        if (previous) upload.resumeFromPreviousUpload(previous)
        if (settled) return
        if (!connectivity.isOnline()) {
          paused = true
          onPausedChange(true)
          return
        }
        upload.start()
      })
      .catch((error: unknown) => settle({ kind: "failed", error })) // the chunk did not load
  })
}
