/**
 * A local stand-in for Supabase's resumable endpoint: @tus/server with @tus/file-store on
 * 127.0.0.1 (random port, temporary folder), recording each request, and optionally behind a proxy
 * that cuts the connection once after a given number of bytes (a phone losing its signal).
 */
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { Server } from "@tus/server"
import { FileStore } from "@tus/file-store"
import type { FileReader as TusFileReader } from "tus-js-client"

export const RESUMABLE_PATH = "/storage/v1/upload/resumable"

export interface SeenRequest {
  method: string
  headers: http.IncomingHttpHeaders
  /** The Upload-Offset the server answered with (HEAD, PATCH), when it did. */
  answeredOffset?: number
}

export interface TusEndpoint {
  /** What the client is pointed at: the proxy when one cuts connections, else the server. */
  supabaseUrl: string
  seen: SeenRequest[]
  /** Metadata of every upload created, as the server decoded it. */
  created: Array<Record<string, string | null>>
  /** Bytes of a finished or partial upload, by the object name in its metadata. */
  storedBytes(objectName: string): Buffer | null
  uploadCount(): number
  close(): Promise<void>
}

export async function startTusEndpoint(options: { cutAfterBytes?: number } = {}): Promise<TusEndpoint> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "tus-endpoint-"))
  const created: TusEndpoint["created"] = []
  const ids = new Map<string, string>()
  const tus = new Server({
    path: RESUMABLE_PATH,
    datastore: new FileStore({ directory }),
    async onUploadCreate(_req, upload) {
      created.push({ ...upload.metadata })
      if (upload.metadata?.objectName) ids.set(upload.metadata.objectName, upload.id)
      return {}
    },
  })
  const seen: SeenRequest[] = []
  const server = http.createServer((req, res) => {
    const entry: SeenRequest = { method: req.method ?? "", headers: req.headers }
    seen.push(entry)
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse
    res.writeHead = ((...args: unknown[]) => {
      const offset = headerValue(args.find((arg) => typeof arg === "object"), "upload-offset")
      if (offset !== undefined) entry.answeredOffset = Number(offset)
      return writeHead(...args)
    }) as typeof res.writeHead
    void tus.handle(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const serverPort = (server.address() as net.AddressInfo).port

  let proxy: net.Server | null = null
  let clientPort = serverPort
  if (options.cutAfterBytes !== undefined) {
    let budget = options.cutAfterBytes
    let cut = false
    proxy = net.createServer((client) => {
      const upstream = net.connect(serverPort, "127.0.0.1")
      let dropped = false
      client.on("data", (data: Buffer) => {
        if (dropped) return // nothing more gets through on the connection that was cut
        if (!cut && data.length >= budget) {
          cut = true // once: the retry goes through untouched
          dropped = true
          upstream.write(data.subarray(0, budget), () => {
            // Let the server write what arrived, then drop both sides as a lost signal would.
            setTimeout(() => {
              client.destroy()
              upstream.destroy()
            }, 50)
          })
          return
        }
        if (!cut) budget -= data.length
        upstream.write(data)
      })
      upstream.on("data", (data) => client.write(data))
      client.on("error", () => upstream.destroy())
      upstream.on("error", () => client.destroy())
      client.on("close", () => upstream.destroy())
      upstream.on("close", () => client.destroy())
    })
    await new Promise<void>((resolve) => proxy!.listen(0, "127.0.0.1", resolve))
    clientPort = (proxy.address() as net.AddressInfo).port
  }

  return {
    supabaseUrl: `http://127.0.0.1:${clientPort}`,
    seen,
    created,
    storedBytes(objectName) {
      const id = ids.get(objectName)
      const file = id && path.join(directory, id)
      return file && fs.existsSync(file) ? fs.readFileSync(file) : null
    },
    uploadCount: () => created.length,
    async close() {
      server.closeAllConnections()
      await Promise.all([
        new Promise((resolve) => server.close(resolve)),
        proxy ? new Promise((resolve) => proxy!.close(resolve)) : null,
      ])
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** One header from the forms Node's writeHead takes: [name, value, ...], [[name, value]], or an object. */
function headerValue(headers: unknown, name: string): string | undefined {
  if (!headers) return undefined
  if (Array.isArray(headers)) {
    const flat = headers.flat() as string[]
    const at = flat.findIndex((item) => String(item).toLowerCase() === name)
    return at >= 0 ? String(flat[at + 1]) : undefined
  }
  const entry = Object.entries(headers as Record<string, unknown>).find(([key]) => key.toLowerCase() === name)
  return entry ? String(entry[1]) : undefined
}

/**
 * tus-js-client's Node build reads Buffers and streams; the form hands it the browser's File.
 * This reader gives it the bytes of a Node File/Blob slice, which its Node HTTP stack sends.
 */
export const blobFileReader: TusFileReader = {
  async openFile(input: Blob) {
    return {
      size: input.size,
      async slice(start: number, end: number) {
        const bytes = Buffer.from(await input.slice(start, end).arrayBuffer())
        // tus-js-client measures a chunk by its `size`, as its own Node BufferSource sets it.
        return { value: Object.assign(bytes, { size: bytes.length }), done: end >= input.size }
      },
      close: () => undefined,
    }
  },
}
