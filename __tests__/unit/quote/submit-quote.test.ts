/**
 * submitQuote's order of calls with a recording stand-in for supabase-js: the files are marked as all
 * sent, then the notification comes last, once, with the saved quote's id; a rate-limit refusal and a
 * refused bot check proof are outcomes of their own. The HTTP
 * requests themselves are checked in __tests__/database/supabase-requests.test.ts and the browser test.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import { initialQuoteValues, type QuoteFormValues } from "../../../src/lib/quote/form-values"
import { submitQuote } from "../../../src/lib/quote/submit-quote"

const QUOTE_ID = "5b0c6a1e-2f55-4d8e-9b1a-0f3c2d4e5f60"
const FOLDER = "quotes/1732262400000-0123456789abcdef"
const FINISH = `rpc finish_quote_uploads ${QUOTE_ID}`
const values: QuoteFormValues = {
  ...initialQuoteValues,
  businessName: "Bayshore Dental",
  contactName: "Maria Lopez",
  email: "maria@bayshoredental.com",
  phone: "(813) 555-0199",
  services: ["Office Cleaning"],
}

type InsertError = { code: string; message: string } | null

function fakeClient({ quoteError = null as InsertError, uploadFails = false, finishFails = false } = {}) {
  const calls: string[] = []
  const rows: Record<string, unknown> = {}
  const client = {
    rpc: async (name: string, args: { p_quote_id: string }) => {
      calls.push(`rpc ${name} ${args.p_quote_id}`)
      return { error: finishFails ? { message: "500" } : null }
    },
    from: (table: string) => ({
      insert: (row: unknown) => ({
        setHeader: async () => {
          calls.push(`insert ${table}`)
          rows[table] = row
          return { error: table === "quote_requests" ? quoteError : null }
        },
      }),
    }),
    storage: {
      from: () => ({
        upload: async (path: string) => {
          calls.push(`upload ${path.split("/").pop()}`)
          return { error: uploadFails ? { message: "500" } : null }
        },
        getPublicUrl: (path: string) => ({ data: { publicUrl: `https://x.supabase.co/storage/v1/object/public/quote-attachments/${path}` } }),
      }),
    },
  } as unknown as SupabaseClient
  return { client, calls, rows }
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], "photo.jpg", { type: "image/jpeg" })

async function submit(setup: ReturnType<typeof fakeClient>, files: File[] = []) {
  const notify = jest.fn(async (quoteId: string) => {
    setup.calls.push(`notify ${quoteId}`)
  })
  const outcome = await submitQuote({ client: setup.client, values, botProof: "proof", files, uploadsAvailable: true, newId: () => QUOTE_ID, folder: FOLDER, notify })
  return { outcome, notify }
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

describe("the notification after a saved quote", () => {
  it("is asked for once, with the quote's id, after the row when there are no files", async () => {
    const setup = fakeClient()
    const { outcome, notify } = await submit(setup)
    expect(outcome.kind).toBe("success")
    expect(notify).toHaveBeenCalledTimes(1)
    expect(setup.calls).toEqual(["insert quote_requests", `notify ${QUOTE_ID}`])
    expect((setup.rows.quote_requests as { id: string }).id).toBe(QUOTE_ID)
  })

  it("is asked for once, after the uploads and the attachment rows", async () => {
    const setup = fakeClient()
    await submit(setup, [photo()])
    expect(setup.calls).toEqual(["insert quote_requests", "upload photo.jpg", "insert quote_attachments", FINISH, `notify ${QUOTE_ID}`])
  })

  it("is asked for when an upload failed, so the office hears the files are missing", async () => {
    const setup = fakeClient({ uploadFails: true })
    const { outcome } = await submit(setup, [photo()])
    expect(outcome.kind).toBe("upload-failed")
    expect(setup.calls.at(-1)).toBe(`notify ${QUOTE_ID}`)
  })

  it.each([
    ["a failed save", { code: "23514", message: "check violation" }, "save-failed"],
    ["a rate-limit refusal", { code: "PT429", message: "rate_limited" }, "rate-limited"],
    ["a refused bot check proof", { code: "PT403", message: "bot_check_failed" }, "bot-check-failed"],
  ])("is not asked for after %s", async (_case, quoteError, kind) => {
    const setup = fakeClient({ quoteError })
    const { outcome, notify } = await submit(setup, [photo()])
    expect(outcome.kind).toBe(kind)
    expect(notify).not.toHaveBeenCalled()
    expect(setup.calls).toEqual(["insert quote_requests"])
  })

  it("does not hold up or change the result: a request that never answers, or fails, leaves the success as it is", async () => {
    const setup = fakeClient()
    const pending = submitQuote({ client: setup.client, values, files: [], uploadsAvailable: true, newId: () => QUOTE_ID, notify: () => new Promise(() => undefined) })
    await expect(pending).resolves.toMatchObject({ kind: "success", quoteId: QUOTE_ID })
    const failing = submitQuote({ client: setup.client, values, files: [], uploadsAvailable: true, newId: () => QUOTE_ID, notify: () => Promise.reject(new Error("offline")) })
    await expect(failing).resolves.toMatchObject({ kind: "success", quoteId: QUOTE_ID })
  })
})

describe("the lead source", () => {
  it("is saved in the quote row", async () => {
    const setup = fakeClient()
    await submitQuote({
      client: setup.client,
      values,
      files: [],
      uploadsAvailable: true,
      notify: async () => undefined,
      leadSource: { landingPage: "/services/office-cleaning?utm_source=google", referrer: null, utm: { utm_source: "google" } },
    })
    expect(setup.rows.quote_requests).toMatchObject({ landing_page: "/services/office-cleaning?utm_source=google", referrer: null, utm: { utm_source: "google" } })
  })
})

describe("the bot check's proof and the upload folder", () => {
  it("go with the quote row: the proof always, the folder only when files follow", async () => {
    const withFiles = fakeClient()
    await submit(withFiles, [photo()])
    expect(withFiles.rows.quote_requests).toMatchObject({ bot_proof: "proof", upload_folder: FOLDER })
    expect((withFiles.rows.quote_attachments as Array<{ storage_path: string }>)[0].storage_path).toBe(`${FOLDER}/photo.jpg`)

    const withoutFiles = fakeClient()
    await submit(withoutFiles)
    expect(withoutFiles.rows.quote_requests).toMatchObject({ bot_proof: "proof", upload_folder: null })
  })

  it("sends no folder when uploads are switched off, and marks nothing", async () => {
    const setup = fakeClient()
    await submitQuote({ client: setup.client, values, botProof: "proof", files: [photo()], uploadsAvailable: false, newId: () => QUOTE_ID, folder: FOLDER, notify: async () => undefined })
    expect(setup.rows.quote_requests).toMatchObject({ upload_folder: null })
    expect(setup.calls).toEqual(["insert quote_requests"])
  })
})

describe("marking the files as all sent (finish_quote_uploads)", () => {
  it("is not asked for a quote without files", async () => {
    const setup = fakeClient()
    await submit(setup)
    expect(setup.calls).not.toContain(FINISH)
  })

  it("is asked for once the files that could go up are recorded, also after a failed upload (nothing more will come)", async () => {
    const setup = fakeClient({ uploadFails: true })
    await submit(setup, [photo(), photo()])
    expect(setup.calls).toEqual(["insert quote_requests", "upload photo.jpg", FINISH, `notify ${QUOTE_ID}`])
  })

  it("leaves the visitor's success as it is when the mark fails (the office mail goes out later anyway)", async () => {
    const setup = fakeClient({ finishFails: true })
    const { outcome } = await submit(setup, [photo()])
    expect(outcome).toMatchObject({ kind: "success", uploaded: 1 })
    expect(setup.calls.at(-1)).toBe(`notify ${QUOTE_ID}`)
  })
})

describe("the booking token", () => {
  it("goes with the quote row when the page made one, and is null otherwise", async () => {
    const token = "mS3k0Yf8R1pQ-7wX_2bZc9LdH4tN6vJ0aE5gU1iO3rK"
    const withToken = fakeClient()
    await submitQuote({ client: withToken.client, values, bookingToken: token, files: [], uploadsAvailable: true, newId: () => QUOTE_ID, notify: async () => undefined })
    expect((withToken.rows.quote_requests as { booking_token: string }).booking_token).toBe(token)
    const without = fakeClient()
    await submitQuote({ client: without.client, values, files: [], uploadsAvailable: true, newId: () => QUOTE_ID, notify: async () => undefined })
    expect((without.rows.quote_requests as { booking_token: string | null }).booking_token).toBeNull()
  })
})
