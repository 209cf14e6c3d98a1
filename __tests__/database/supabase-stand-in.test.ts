/**
 * The Supabase stand-in the cross-engine smoke set talks to (__tests__/fixtures/supabase-stand-in) answers
 * over HTTP as Supabase does, from the real migrations: PostgREST's statuses, headers and error bodies for
 * the inserts and calls the site makes and for each refusal (401, 403 bot_check_failed, 409, 429), Storage's
 * standard and resumable uploads (policy tested as the caller, object row written as the service role), the
 * gateway's key check, the notify functions, and an outage for one visitor.
 */
import { Upload } from "tus-js-client"
import { storageFolder } from "../../src/lib/quote/storage-path"
import { startStandIn, type StandIn } from "../fixtures/supabase-stand-in"
import { functionCalls, setOutage, standInRows, storedObjects } from "../fixtures/supabase-stand-in/controls"
import { encodeProof, solve, type BotChallenge } from "./support/bot-proof"
import { blobFileReader } from "./support/tus-endpoint"
import { completeRow, newId } from "./support/sample-quote"

const ANON = "test-only-anon-key"
// Each quote solves a real bot check challenge (up to 50,000 hashes) and runs the migrations' triggers.
jest.setTimeout(60_000)
let standIn: StandIn

beforeAll(async () => {
  standIn = await startStandIn({ anonKey: ANON })
}, 120_000)
afterAll(() => standIn?.close())

/** A request as the browser on `origin` sends it (each origin is one visitor to the rate limits). */
const call = (path: string, body: unknown, { origin = "http://127.0.0.1:1", headers = {} as Record<string, string>, key = ANON as string | null } = {}) =>
  fetch(`${standIn.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...(key ? { apikey: key, authorization: `Bearer ${key}` } : {}), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })

async function proof(origin?: string): Promise<string> {
  const challenge = (await (await call("/rest/v1/rpc/bot_check_challenge", {}, { origin })).json()) as BotChallenge
  return encodeProof(challenge, solve(challenge))
}

const insertQuote = async (row: Record<string, unknown>, origin?: string) =>
  call("/rest/v1/quote_requests", { ...row, bot_proof: await proof(origin) }, { origin, headers: { prefer: "return=minimal" } })

describe("PostgREST's answers", () => {
  it("saves a quote with a good proof: 201, no body, Content-Range */* and the preference applied", async () => {
    const row = completeRow()
    const response = await insertQuote(row)
    expect(response.status).toBe(201)
    expect(await response.text()).toBe("")
    expect(response.headers.get("content-range")).toBe("*/*")
    expect(response.headers.get("preference-applied")).toBe("return=minimal")
    expect(await standInRows(standIn.url, "select business_name from public.quote_requests where id = $1", [row.id])).toEqual([{ business_name: row.business_name }])
  })

  it("refuses a row without a proof: 403 bot_check_failed (PT403)", async () => {
    const response = await call("/rest/v1/quote_requests", completeRow(), { headers: { prefer: "return=minimal" } })
    expect(response.status).toBe(403)
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8")
    expect(await response.json()).toMatchObject({ code: "PT403", message: "bot_check_failed" })
  })

  it("refuses an id saved before: 409 with Postgres' unique violation (23505)", async () => {
    const row = completeRow()
    expect((await insertQuote(row, "http://127.0.0.1:2")).status).toBe(201)
    const again = await insertQuote(row, "http://127.0.0.1:2")
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ code: "23505", message: expect.stringContaining("duplicate key value violates unique constraint"), hint: null })
  })

  it("refuses a column visitors may not write: 401 for the anonymous role (42501)", async () => {
    const response = await call("/rest/v1/quote_requests", { ...completeRow(), notified_at: "2026-01-01T00:00:00Z", bot_proof: await proof() })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: "42501", message: expect.stringContaining("permission denied") })
  })

  it("refuses the sixth quote from one visitor within the hour: 429 rate_limited (PT429), another visitor still gets through", async () => {
    const origin = "http://127.0.0.1:3"
    for (let i = 0; i < 5; i++) expect((await insertQuote(completeRow(), origin)).status).toBe(201)
    const sixth = await insertQuote(completeRow(), origin)
    expect(sixth.status).toBe(429)
    expect(await sixth.json()).toMatchObject({ code: "PT429", message: "rate_limited" })
    expect((await insertQuote(completeRow(), "http://127.0.0.1:4")).status).toBe(201)
  })

  it("calls functions by their named arguments: a JSON result, 204 for void, 404 PGRST202 for an unknown one", async () => {
    const challenge = await call("/rest/v1/rpc/bot_check_challenge", {})
    expect(challenge.status).toBe(200)
    expect(await challenge.json()).toMatchObject({ algorithm: "SHA-256", maxnumber: expect.any(Number), signature: expect.any(String) })
    const finished = await call("/rest/v1/rpc/finish_quote_uploads", { p_quote_id: newId() })
    expect(finished.status).toBe(204)
    const unknown = await call("/rest/v1/rpc/no_such_function", {})
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: "PGRST202" })
  })

  it("answers a request without the API key as the gateway does: 401", async () => {
    const response = await call("/rest/v1/quote_requests", completeRow(), { key: null })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: "No API key found in request", hint: "No `apikey` request header or url param was found." })
    expect((await call("/rest/v1/quote_requests", completeRow(), { key: "someone-elses-key" })).status).toBe(401)
  })

  it("answers a CORS preflight from any page", async () => {
    const response = await fetch(`${standIn.url}/rest/v1/quote_requests`, {
      method: "OPTIONS",
      headers: { origin: "http://127.0.0.1:5", "access-control-request-method": "POST", "access-control-request-headers": "apikey, authorization, content-type, prefer" },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5")
    expect(response.headers.get("access-control-allow-headers")).toBe("apikey, authorization, content-type, prefer")
  })
})

/** A saved quote with a folder for its files. */
async function quoteWithFolder(origin: string) {
  const folder = storageFolder()
  const row = { ...completeRow(), upload_folder: folder }
  expect((await insertQuote(row, origin)).status).toBe(201)
  return { id: row.id as string, folder }
}

const pdf = (bytes: number) => new Blob([Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes - 9, 0x20)])], { type: "application/pdf" })

/** The standard upload as supabase-js sends it: multipart form data with cacheControl and the file. */
function upload(path: string, file: Blob, origin: string) {
  const form = new FormData()
  form.append("cacheControl", "3600")
  form.append("", file)
  return fetch(`${standIn.url}/storage/v1/object/quote-attachments/${path}`, {
    method: "POST",
    headers: { apikey: ANON, authorization: `Bearer ${ANON}`, "x-upsert": "false", origin },
    body: form,
  })
}

describe("Storage's answers", () => {
  it("stores a file in a new quote's folder, writing the object row as Storage does", async () => {
    const { folder } = await quoteWithFolder("http://127.0.0.1:6")
    const response = await upload(`${folder}/plan.pdf`, pdf(20_000), "http://127.0.0.1:6")
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ Id: expect.any(String), Key: `quote-attachments/${folder}/plan.pdf` })
    expect((await storedObjects(standIn.url)).find((o) => o.name === `${folder}/plan.pdf`)).toEqual({
      bucket: "quote-attachments",
      name: `${folder}/plan.pdf`,
      size: 20_000,
      bytes: 20_000,
      mimetype: "application/pdf",
      cacheControl: "max-age=3600",
    })
    const again = await upload(`${folder}/plan.pdf`, pdf(20_000), "http://127.0.0.1:6")
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ statusCode: "409", error: "Duplicate", message: "The resource already exists" })
  })

  it("refuses a file outside any quote's folder as Storage does: HTTP 400 with statusCode 403, nothing stored", async () => {
    const response = await upload("quotes/1700000000000-0123456789abcdef/plan.pdf", pdf(20_000), "http://127.0.0.1:6")
    expect(response.status).toBe(400)
    // The file rules' trigger on storage.objects refuses it (SQLSTATE 42501, upload_refused), as in production.
    expect(await response.json()).toEqual({ statusCode: "403", error: "Unauthorized", message: "upload_refused" })
    expect((await storedObjects(standIn.url)).some((o) => o.name.startsWith("quotes/1700000000000-"))).toBe(false)
  })

  it("takes a file through the resumable (TUS) endpoint and writes its object row once the last chunk is in; refuses a folder that is not a quote's", async () => {
    const { folder } = await quoteWithFolder("http://127.0.0.1:7")
    const send = (objectName: string) =>
      new Promise<void>((resolve, reject) => {
        new Upload(pdf(7 * 1024 * 1024), {
          endpoint: `${standIn.url}/storage/v1/upload/resumable`,
          headers: { apikey: ANON, authorization: `Bearer ${ANON}`, "x-upsert": "false", origin: "http://127.0.0.1:7" },
          metadata: { bucketName: "quote-attachments", objectName, contentType: "application/pdf", cacheControl: "3600" },
          chunkSize: 6 * 1024 * 1024,
          retryDelays: [],
          fileReader: blobFileReader,
          onSuccess: () => resolve(),
          onError: reject,
        }).start()
      })
    await send(`${folder}/big.pdf`)
    expect((await storedObjects(standIn.url)).find((o) => o.name === `${folder}/big.pdf`)).toMatchObject({ size: 7 * 1024 * 1024, bytes: 7 * 1024 * 1024, mimetype: "application/pdf" })
    await expect(send("quotes/1700000000000-0123456789abcdef/big.pdf")).rejects.toThrow(/response code: 403.*upload_refused/s)
  })
})

describe("the notify functions and an outage", () => {
  it("answers notify-quote by the quote's state and records the call: 200 for a saved quote, 202 while its files are due, 404 for an unknown id", async () => {
    const row = completeRow()
    expect((await insertQuote(row, "http://127.0.0.1:8")).status).toBe(201)
    expect((await call("/functions/v1/notify-quote", { quoteId: row.id })).status).toBe(200)
    const { id } = await quoteWithFolder("http://127.0.0.1:8")
    expect((await call("/functions/v1/notify-quote", { quoteId: id })).status).toBe(202)
    expect((await call("/functions/v1/notify-quote", { quoteId: newId() })).status).toBe(404)
    expect((await functionCalls(standIn.url)).filter((c) => c.name === "notify-quote").map((c) => c.status)).toEqual([200, 202, 404])
  })

  it("drops every request of a visitor whose backend is down, and only theirs", async () => {
    await setOutage(standIn.url, "http://127.0.0.1:9", true)
    await expect(call("/rest/v1/rpc/bot_check_challenge", {}, { origin: "http://127.0.0.1:9" })).rejects.toThrow()
    expect((await call("/rest/v1/rpc/bot_check_challenge", {}, { origin: "http://127.0.0.1:10" })).status).toBe(200)
    await setOutage(standIn.url, "http://127.0.0.1:9", false)
    expect((await call("/rest/v1/rpc/bot_check_challenge", {}, { origin: "http://127.0.0.1:9" })).status).toBe(200)
  })
})
