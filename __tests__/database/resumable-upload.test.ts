/**
 * The resumable (TUS) upload of large attachments, at the HTTP level: the project's module with the
 * real tus-js-client against a real TUS server (@tus/server) on 127.0.0.1 standing in for
 * Supabase's {SUPABASE_URL}/storage/v1/upload/resumable. Files are Node's own File objects.
 */
import { uploadResumable, type ResumableOptions, type ResumableTarget } from "../../src/lib/quote/resumable-upload"
import { RESUMABLE_CHUNK_BYTES } from "../../src/lib/quote/upload-method"
import type { Connectivity } from "../../src/lib/quote/connectivity"
import { blobFileReader, startTusEndpoint, type TusEndpoint } from "./support/tus-endpoint"

const MB = 1024 * 1024
const ANON_KEY = "test-anon-key"
const PATH = "quotes/1732262400000-0123456789abcdef/warehouse_walkthrough.mp4"

/** Bytes that differ at every position, so a chunk sent twice or skipped shows in the comparison. */
function patternedFile(size: number, name = "warehouse walkthrough.mp4", type = "video/mp4"): { file: File; bytes: Buffer } {
  const bytes = Buffer.alloc(size)
  for (let i = 0; i < size; i += 4) bytes.writeUInt32LE(i, i)
  return { file: new File([bytes], name, { type }), bytes }
}

const target = (endpoint: TusEndpoint, path = PATH): ResumableTarget => ({
  supabaseUrl: endpoint.supabaseUrl,
  anonKey: ANON_KEY,
  bucket: "quote-attachments",
  path,
  contentType: "video/mp4",
})

const nodeOptions = (extra: ResumableOptions = {}): ResumableOptions => ({
  environment: { fileReader: blobFileReader },
  retryDelays: [0, 50, 100],
  ...extra,
})

let endpoint: TusEndpoint | null = null
afterEach(async () => {
  await endpoint?.close()
  endpoint = null
})

describe("resumable upload to the TUS endpoint", () => {
  it("sends a 20 MB file whole, in 6 MB chunks, and reports progress up to every byte", async () => {
    endpoint = await startTusEndpoint()
    const { file, bytes } = patternedFile(20 * MB)
    const progress: number[] = []

    const result = await uploadResumable(file, target(endpoint), nodeOptions({ onProgress: (sent) => progress.push(sent) }))

    expect(result).toEqual({ kind: "done" })
    expect(endpoint.storedBytes(PATH)?.equals(bytes)).toBe(true)
    expect(progress.at(-1)).toBe(20 * MB)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    // One creation carrying the first chunk, then one PATCH per further 6 MB chunk.
    const writes = endpoint.seen.filter((r) => r.method === "POST" || r.method === "PATCH")
    expect(writes.map((r) => r.method)).toEqual(["POST", "PATCH", "PATCH", "PATCH"])
    expect(writes.slice(0, -1).map((r) => Number(r.headers["content-length"]))).toEqual([
      RESUMABLE_CHUNK_BYTES,
      RESUMABLE_CHUNK_BYTES,
      RESUMABLE_CHUNK_BYTES,
    ])
  })

  it("creates the upload with the bucket, the quote's path, the content type, cache control 3600 and no overwrite", async () => {
    endpoint = await startTusEndpoint()
    const { file } = patternedFile(7 * MB)

    await uploadResumable(file, target(endpoint), nodeOptions())

    expect(endpoint.created).toEqual([
      { bucketName: "quote-attachments", objectName: PATH, contentType: "video/mp4", cacheControl: "3600" },
    ])
    expect(endpoint.created[0].objectName).toMatch(/^quotes\/\d{13}-[0-9a-f]{16}\/[A-Za-z0-9._-]+$/)
    const creation = endpoint.seen.find((r) => r.method === "POST")!
    expect(creation.headers["x-upsert"]).toBe("false")
    expect(creation.headers.authorization).toBe(`Bearer ${ANON_KEY}`)
    expect(creation.headers.apikey).toBe(ANON_KEY)
    // Every later request carries the same credentials and the no-overwrite header.
    for (const request of endpoint.seen) expect(request.headers["x-upsert"]).toBe("false")
  })

  it("resumes from the server's offset after the connection is cut halfway, and the stored bytes equal the file", async () => {
    endpoint = await startTusEndpoint({ cutAfterBytes: 10 * MB })
    const { file, bytes } = patternedFile(20 * MB)

    const result = await uploadResumable(file, target(endpoint), nodeOptions())

    expect(result).toEqual({ kind: "done" })
    expect(endpoint.storedBytes(PATH)?.equals(bytes)).toBe(true)
    // After the cut the client asked the server how much it had, and went on from exactly there.
    const methods = endpoint.seen.map((r) => r.method)
    const head = endpoint.seen[methods.indexOf("HEAD")]
    expect(head).toBeDefined()
    expect(head.answeredOffset).toBeGreaterThan(6 * MB) // the first chunk and part of the second had arrived
    expect(head.answeredOffset).toBeLessThan(20 * MB)
    const next = endpoint.seen[methods.indexOf("HEAD") + 1]
    expect(next.method).toBe("PATCH")
    expect(Number(next.headers["upload-offset"])).toBe(head.answeredOffset)
    // Only one upload was ever created: nothing started over from byte 0.
    expect(endpoint.uploadCount()).toBe(1)
  })

  it("reports a cancelled file as cancelled, and asks the server to drop what it received", async () => {
    endpoint = await startTusEndpoint()
    const { file } = patternedFile(20 * MB)
    const controller = new AbortController()

    const result = await uploadResumable(
      file,
      target(endpoint),
      nodeOptions({
        signal: controller.signal,
        onProgress: (sent) => {
          if (sent > 7 * MB) controller.abort()
        },
      }),
    )

    expect(result).toEqual({ kind: "cancelled" })
    await waitFor(() => endpoint!.seen.some((r) => r.method === "DELETE"))
    // The request is recorded when it arrives; the server removes the bytes while answering it.
    await waitFor(() => endpoint!.storedBytes(PATH) === null).catch(() => undefined)
    expect(endpoint.storedBytes(PATH)).toBeNull()
  })

  it("pauses while the browser is offline and finishes once it is back online", async () => {
    endpoint = await startTusEndpoint()
    const { file, bytes } = patternedFile(14 * MB)
    const network = fakeNetwork()
    const pauses: boolean[] = []
    let wentOffline = false

    const result = await uploadResumable(
      file,
      target(endpoint),
      nodeOptions({
        connectivity: network,
        onPausedChange: (paused) => {
          pauses.push(paused)
          if (paused) setTimeout(() => network.set(true), 100)
        },
        onProgress: (sent) => {
          // Past the first 6 MB chunk, so the server has answered the creation request and the
          // client knows the upload's URL. Going offline during the creation request itself would
          // start a second upload on resume (tus-js-client has no URL to ask for an offset yet);
          // the orphan expires on the server, but this test is about continuing the same upload.
          if (!wentOffline && sent > 7 * MB) {
            wentOffline = true
            network.set(false)
          }
        },
      }),
    )

    expect(result).toEqual({ kind: "done" })
    expect(pauses).toEqual([true, false])
    expect(endpoint.storedBytes(PATH)?.equals(bytes)).toBe(true)
    expect(endpoint.uploadCount()).toBe(1)
  })

  it("fails with the error once the retries are used up", async () => {
    endpoint = await startTusEndpoint()
    const { file } = patternedFile(7 * MB)
    const unreachable = { ...target(endpoint), supabaseUrl: "http://127.0.0.1:9" } // nothing listens on port 9

    const result = await uploadResumable(file, unreachable, nodeOptions({ retryDelays: [0, 10] }))

    expect(result.kind).toBe("failed")
  })
})

function fakeNetwork(): Connectivity & { set(online: boolean): void } {
  let online = true
  const listeners = new Set<(online: boolean) => void>()
  return {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(value) {
      online = value
      for (const listener of listeners) listener(value)
    },
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 30_000) {
  const until = performance.now() + timeoutMs
  while (!condition()) {
    if (performance.now() > until) throw new Error("condition not met in time")
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
