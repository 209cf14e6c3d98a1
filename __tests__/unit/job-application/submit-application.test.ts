/**
 * submitApplication's order of calls with a recording stand-in for supabase-js: the row (with its bot
 * proof and the résumé's folder) first, the résumé into that folder, the notification last and once;
 * refusals are their own outcomes and send nothing more.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import { RESUME_BUCKET } from "../../../src/lib/job-application/field-rules"
import { initialApplicationValues } from "../../../src/lib/job-application/form-values"
import { submitApplication } from "../../../src/lib/job-application/submit-application"

const ID = "5b0c6a1e-2f55-4d8e-9b1a-0f3c2d4e5f60"
const FOLDER = "applications/1732262400000-0123456789abcdef"
const values = { ...initialApplicationValues("es", "day-porter"), name: "Yolanda Pérez", phone: "(813) 555-0199", consent: true }
const context = { language: "es" as const, jobSlug: "day-porter", jobTitle: "Day Porter" }

type InsertError = { code: string; message: string } | null

function fakeClient({ insertError = null as InsertError, uploadFails = false } = {}) {
  const calls: string[] = []
  const rows: Array<Record<string, unknown>> = []
  const client = {
    from: (table: string) => ({
      insert: (row: Record<string, unknown>) => ({
        setHeader: async (name: string, value: string) => {
          calls.push(`insert ${table} (${name}: ${value})`)
          rows.push(row)
          return { error: insertError }
        },
      }),
    }),
    storage: {
      from: (bucket: string) => ({
        upload: async (path: string, _file: File, options: { upsert: boolean; contentType: string }) => {
          calls.push(`upload ${bucket}/${path} ${options.contentType} upsert=${options.upsert}`)
          return { error: uploadFails ? { message: "500" } : null }
        },
      }),
    },
  } as unknown as SupabaseClient
  return { client, calls, rows }
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], "Mi resume.HEIC", { type: "" })

async function submit(setup: ReturnType<typeof fakeClient>, resume: File | null) {
  const notify = jest.fn(async (id: string) => void setup.calls.push(`notify ${id}`))
  const outcome = await submitApplication({
    client: setup.client,
    values,
    context,
    resume,
    notify,
    botProof: async () => "proof-1",
    newId: () => ID,
    folder: FOLDER,
  })
  return { outcome, notify }
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
afterEach(() => jest.restoreAllMocks())

describe("submitApplication", () => {
  it("saves the row with its proof and folder, puts the résumé in that folder, then asks for the e-mail once", async () => {
    const setup = fakeClient()
    const { outcome, notify } = await submit(setup, photo())
    expect(outcome).toEqual({ kind: "success", applicationId: ID, resumeSent: true })
    expect(setup.calls).toEqual([
      "insert job_applications (Prefer: return=minimal)",
      `upload ${RESUME_BUCKET}/${FOLDER}/Mi_resume.HEIC image/heic upsert=false`,
      `notify ${ID}`,
    ])
    expect(setup.rows[0]).toMatchObject({ id: ID, bot_proof: "proof-1", resume_folder: FOLDER, page_language: "es", name: "Yolanda Pérez" })
    expect(notify).toHaveBeenCalledTimes(1)
  })

  it("names no folder when there is no résumé", async () => {
    const setup = fakeClient()
    expect((await submit(setup, null)).outcome).toEqual({ kind: "success", applicationId: ID, resumeSent: false })
    expect(setup.rows[0].resume_folder).toBeNull()
    expect(setup.calls).toEqual(["insert job_applications (Prefer: return=minimal)", `notify ${ID}`])
  })

  it("still asks for the e-mail when the résumé fails: the application was saved", async () => {
    const setup = fakeClient({ uploadFails: true })
    const { outcome } = await submit(setup, photo())
    expect(outcome).toMatchObject({ kind: "resume-failed", applicationId: ID })
    expect(setup.calls.at(-1)).toBe(`notify ${ID}`)
  })

  it.each([
    [{ code: "PT429", message: "rate_limited" }, "rate-limited"],
    [{ code: "PT403", message: "bot_check_failed" }, "bot-check"],
    [{ code: "23514", message: "violates check constraint" }, "save-failed"],
  ])("sends nothing more when the row is refused with %j", async (insertError, kind) => {
    const setup = fakeClient({ insertError })
    const { outcome, notify } = await submit(setup, photo())
    expect(outcome.kind).toBe(kind)
    expect(setup.calls).toEqual(["insert job_applications (Prefer: return=minimal)"])
    expect(notify).not.toHaveBeenCalled()
  })

  it("says it is not configured without a backend", async () => {
    expect(await submitApplication({ client: null, values, context, resume: null })).toEqual({ kind: "not-configured" })
  })
})
