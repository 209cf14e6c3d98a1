/**
 * The Supabase calls of a quote submission, checked at the HTTP level: the real supabase-js
 * client (created by our client module) against msw. Node's own File/Blob are used on purpose:
 * with jsdom's File, supabase-js would upload the text "[object File]" and prove nothing.
 */
import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { getSupabase, resetSupabaseForTests } from "../../src/lib/supabase/client"
import { submitQuote, type SubmitProgress } from "../../src/lib/quote/submit-quote"
import { toQuoteRow } from "../../src/lib/quote/quote-row"
import { completeValues } from "./support/sample-quote"

const URL_BASE = "http://supabase.test"
const ANON_KEY = "test-anon-key"
const FOLDER = "quotes/1732262400000-0123456789abcdef"
const QUOTE_ID = "5b0c6a1e-2f55-4d8e-9b1a-0f3c2d4e5f60"

interface Seen {
  method: string
  path: string
  search: string
  headers: Record<string, string>
  json?: unknown
  form?: { cacheControl: FormDataEntryValue | null; file: File | null }
}

let seen: Seen[] = []
let failUploadNumber = 0 // 1-based upload that answers with an error; 0 for none
let failRowInsert: "http" | "network" | null = null

async function record(request: Request, keep = true): Promise<Seen> {
  const url = new URL(request.url)
  const entry: Seen = {
    method: request.method,
    path: decodeURIComponent(url.pathname),
    search: url.search,
    headers: Object.fromEntries(request.headers.entries()),
  }
  const type = request.headers.get("content-type") ?? ""
  if (type.includes("application/json")) entry.json = await request.json()
  if (type.includes("multipart/form-data")) {
    const form = await request.formData()
    const file = [...form.values()].find((v): v is File => typeof v !== "string") ?? null
    entry.form = { cacheControl: form.get("cacheControl"), file }
  }
  if (keep) seen.push(entry)
  return entry
}

/** Requests to the notify-quote function, kept apart from `seen`: the form does not wait for them. */
let notifications: Seen[] = []

const server = setupServer(
  http.post(`${URL_BASE}/functions/v1/notify-quote`, async ({ request }) => {
    notifications.push(await record(request, false))
    return HttpResponse.json({ status: "sent" })
  }),
  http.post(`${URL_BASE}/rest/v1/quote_requests`, async ({ request }) => {
    await record(request)
    if (failRowInsert === "network") return HttpResponse.error()
    if (failRowInsert === "http") {
      return HttpResponse.json({ code: "23514", message: "new row violates check constraint" }, { status: 400 })
    }
    return new HttpResponse(null, { status: 201 })
  }),
  http.post(`${URL_BASE}/rest/v1/quote_attachments`, async ({ request }) => {
    await record(request)
    return new HttpResponse(null, { status: 201 })
  }),
  http.post(`${URL_BASE}/storage/v1/object/quote-attachments/*`, async ({ request }) => {
    const entry = await record(request)
    const uploads = seen.filter((s) => s.path.startsWith("/storage/")).length
    if (uploads === failUploadNumber) {
      return HttpResponse.json({ statusCode: "500", error: "Internal", message: "upload failed" }, { status: 500 })
    }
    return HttpResponse.json({ Key: entry.path.replace("/storage/v1/object/", ""), Id: crypto.randomUUID() })
  }),
)

const saved = { ...process.env }

beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
afterAll(() => server.close())
beforeEach(() => {
  seen = []
  notifications = []
  failUploadNumber = 0
  failRowInsert = null
  process.env.GATSBY_SUPABASE_URL = URL_BASE
  process.env.GATSBY_SUPABASE_ANON_KEY = ANON_KEY
  resetSupabaseForTests()
  jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => {
  process.env = { ...saved }
  jest.restoreAllMocks()
})

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], "Site photo.jpg", { type: "image/jpeg" })
// Windows reports CSV files as Excel workbooks.
const csv = () => new File(["room,sqft\nlobby,800\n"], "rooms.csv", { type: "application/vnd.ms-excel" })

async function submit(files: File[], options: { uploadsAvailable?: boolean } = {}) {
  const progress: SubmitProgress[] = []
  const outcome = await submitQuote({
    client: await getSupabase(),
    values: completeValues,
    files,
    uploadsAvailable: options.uploadsAvailable ?? true,
    newId: () => QUOTE_ID,
    folder: FOLDER,
    onProgress: (p) => progress.push(p),
  })
  return { outcome, progress }
}

describe("the quote row insert", () => {
  it("posts the form's row to /rest/v1/quote_requests with the anon key and return=minimal", async () => {
    const { outcome } = await submit([])
    expect(outcome).toEqual({ kind: "success", quoteId: QUOTE_ID, uploaded: 0, publicUrls: [], filesSkipped: false, cancelled: [] })
    expect(seen).toHaveLength(1)
    const [insert] = seen
    expect(insert.method).toBe("POST")
    expect(insert.path).toBe("/rest/v1/quote_requests")
    expect(insert.headers.apikey).toBe(ANON_KEY)
    expect(insert.headers.authorization).toBe(`Bearer ${ANON_KEY}`)
    expect(insert.headers.prefer).toBe("return=minimal")
    expect(insert.search).not.toContain("select") // no read-back: anon may not select
    expect(insert.json).toEqual(toQuoteRow(completeValues, QUOTE_ID))
  })

  it("makes a fresh UUID in the browser for each quote", async () => {
    await submitQuote({ client: await getSupabase(), values: completeValues, files: [], uploadsAvailable: true })
    expect((seen[0].json as { id: string }).id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it.each(["http", "network"] as const)("reports a failed save (%s error) and sends no file", async (kind) => {
    failRowInsert = kind
    const { outcome } = await submit([photo()])
    expect(outcome.kind).toBe("save-failed")
    expect(seen.map((s) => s.path)).toEqual(["/rest/v1/quote_requests"])
  })
})

describe("the notification request", () => {
  const notified = async () => {
    for (let tries = 0; tries < 100 && notifications.length === 0; tries++) await new Promise((r) => setTimeout(r, 10))
    return notifications
  }

  it.each([
    ["without files", [] as File[]],
    ["with files, after their rows are recorded", [photo()]],
  ])("asks notify-quote once for the saved quote %s, with the anon key", async (_, files) => {
    const { outcome } = await submit(files)
    expect(outcome.kind).toBe("success")
    const [request, ...more] = await notified()
    expect(more).toHaveLength(0)
    expect(request.path).toBe("/functions/v1/notify-quote")
    expect(request.json).toEqual({ quoteId: QUOTE_ID })
    expect(request.headers.apikey).toBe(ANON_KEY)
    expect(request.headers.authorization).toBe(`Bearer ${ANON_KEY}`)
    if (files.length) expect(seen.at(-1)?.path).toBe("/rest/v1/quote_attachments")
  })

  it("asks for no notification when the quote was not saved", async () => {
    failRowInsert = "http"
    await submit([])
    await new Promise((r) => setTimeout(r, 50))
    expect(notifications).toHaveLength(0)
  })
})

describe("the uploads", () => {
  it("upload each file to /storage/v1/object/quote-attachments/quotes/... with cache control 3600, its type and no upsert", async () => {
    const { outcome } = await submit([photo(), csv()])
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      "POST /rest/v1/quote_requests",
      `POST /storage/v1/object/quote-attachments/${FOLDER}/Site_photo.jpg`,
      `POST /storage/v1/object/quote-attachments/${FOLDER}/rooms.csv`,
      "POST /rest/v1/quote_attachments",
    ])
    const [, jpg, csvUpload] = seen
    for (const upload of [jpg, csvUpload]) {
      expect(upload.headers["x-upsert"]).toBe("false")
      expect(upload.headers.apikey).toBe(ANON_KEY)
      expect(upload.form?.cacheControl).toBe("3600")
    }
    expect(jpg.form?.file?.type).toBe("image/jpeg")
    expect(new Uint8Array(await jpg.form!.file!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))
    // Re-wrapped with the type its extension implies; the bytes are the visitor's.
    expect(csvUpload.form?.file?.type).toBe("text/csv")
    expect(await csvUpload.form!.file!.text()).toBe("room,sqft\nlobby,800\n")

    const publicUrl = (name: string) => `${URL_BASE}/storage/v1/object/public/quote-attachments/${FOLDER}/${name}`
    expect(outcome).toEqual({
      kind: "success",
      quoteId: QUOTE_ID,
      uploaded: 2,
      publicUrls: [publicUrl("Site_photo.jpg"), publicUrl("rooms.csv")],
      filesSkipped: false,
      cancelled: [],
    })
  })

  it("record each uploaded file in quote_attachments, minimal return, without a public URL (the database derives it)", async () => {
    await submit([photo(), csv()])
    const link = seen[3]
    expect(link.headers.prefer).toBe("return=minimal")
    expect(link.json).toEqual([
      {
        quote_id: QUOTE_ID,
        storage_path: `${FOLDER}/Site_photo.jpg`,
        file_name: "Site photo.jpg",
        size_bytes: 7,
        content_type: "image/jpeg",
      },
      {
        quote_id: QUOTE_ID,
        storage_path: `${FOLDER}/rooms.csv`,
        file_name: "rooms.csv",
        size_bytes: 20,
        content_type: "text/csv",
      },
    ])
  })

  it("stop at the first upload error, send none of the rest and log the error", async () => {
    failUploadNumber = 1
    const { outcome } = await submit([photo(), csv()])
    expect(outcome).toMatchObject({ kind: "upload-failed", quoteId: QUOTE_ID, uploaded: 0 })
    expect(seen.map((s) => s.path)).toEqual(["/rest/v1/quote_requests", `/storage/v1/object/quote-attachments/${FOLDER}/Site_photo.jpg`])
    expect(console.error).toHaveBeenCalled()
  })

  it("after a later upload error, still record the files that arrived", async () => {
    failUploadNumber = 2
    const third = new File(["%PDF-1.7"], "plan.pdf", { type: "application/pdf" })
    const { outcome } = await submit([photo(), csv(), third])
    expect(outcome).toMatchObject({ kind: "upload-failed", uploaded: 1 })
    expect(seen.map((s) => s.path)).toEqual([
      "/rest/v1/quote_requests",
      `/storage/v1/object/quote-attachments/${FOLDER}/Site_photo.jpg`,
      `/storage/v1/object/quote-attachments/${FOLDER}/rooms.csv`,
      "/rest/v1/quote_attachments",
    ])
    expect((seen[3].json as unknown[]).length).toBe(1)
  })

  it("report progress per file, in bytes, with the quote id and paths", async () => {
    const { progress } = await submit([photo(), csv()])
    const paths = [`${FOLDER}/Site_photo.jpg`, `${FOLDER}/rooms.csv`]
    const uploading = (current: number, fileName: string, files: Array<[number, string]>) => ({
      phase: "uploading",
      current,
      total: 2,
      fileName,
      files: files.map(([sent, status], i) => ({ sent, total: [7, 20][i], status })),
      quoteId: QUOTE_ID,
      paths,
    })
    expect(progress).toEqual([
      { phase: "saving" },
      uploading(1, "Site photo.jpg", [[0, "uploading"], [0, "waiting"]]),
      uploading(1, "Site photo.jpg", [[7, "uploading"], [0, "waiting"]]),
      uploading(1, "Site photo.jpg", [[7, "done"], [0, "waiting"]]),
      uploading(2, "rooms.csv", [[7, "done"], [0, "uploading"]]),
      uploading(2, "rooms.csv", [[7, "done"], [20, "uploading"]]),
      uploading(2, "rooms.csv", [[7, "done"], [20, "done"]]),
      { phase: "finishing" },
    ])
  })

  it("skip a file cancelled before its turn, report it as not sent, and send the rest", async () => {
    const cancelLater = new AbortController()
    cancelLater.abort()
    const outcome = await submitQuote({
      client: await getSupabase(),
      values: completeValues,
      files: [photo(), csv()],
      uploadsAvailable: true,
      newId: () => QUOTE_ID,
      folder: FOLDER,
      cancelSignals: [new AbortController().signal, cancelLater.signal],
    })
    expect(outcome).toMatchObject({ kind: "success", uploaded: 1, cancelled: ["rooms.csv"] })
    expect(seen.map((s) => s.path)).toEqual([
      "/rest/v1/quote_requests",
      `/storage/v1/object/quote-attachments/${FOLDER}/Site_photo.jpg`,
      "/rest/v1/quote_attachments",
    ])
    expect((seen[2].json as unknown[]).length).toBe(1)
  })

  it("are skipped, with the quote still saved, when uploads are unavailable", async () => {
    const { outcome } = await submit([photo()], { uploadsAvailable: false })
    expect(outcome).toMatchObject({ kind: "success", uploaded: 0, filesSkipped: true })
    expect(seen.map((s) => s.path)).toEqual(["/rest/v1/quote_requests"])
  })
})

describe("without a backend", () => {
  it("sends nothing and says so", async () => {
    delete process.env.GATSBY_SUPABASE_URL
    resetSupabaseForTests()
    const { outcome } = await submit([photo()])
    expect(outcome).toEqual({ kind: "not-configured" })
    expect(seen).toEqual([])
  })
})
