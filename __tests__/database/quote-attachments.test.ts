import type { PGlite, Transaction } from "@electric-sql/pglite"
import { MAX_FILE_BYTES } from "../../src/lib/quote/attachment-limits"
import { toAttachmentRow, type AttachmentRow } from "../../src/lib/quote/quote-row"
import { as, attempt, createDatabase, insertSql } from "./support/database"
import { completeRow } from "./support/sample-quote"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const PUBLIC_BASE = "https://abcdefghijklmnop.supabase.co/storage/v1/object/public/quote-attachments/"

interface Submission {
  quoteId: string
  row: AttachmentRow
}

/** What the form has done by the time it records a file: quote saved, file uploaded. */
async function submitted(tx: Transaction, name = "floor-plan.pdf"): Promise<Submission> {
  const quote = completeRow()
  const path = `quotes/1732262400000-${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}/${name}`
  const insert = insertSql("public.quote_requests", quote)
  await tx.query(insert.sql, insert.params)
  await tx.query("insert into storage.objects (bucket_id, name) values ('quote-attachments', $1)", [path])
  const row = toAttachmentRow(quote.id, { path, name: "Floor plan.pdf", size: 1_048_576, contentType: "application/pdf" })
  return { quoteId: quote.id, row }
}

const record = (tx: Transaction, row: Record<string, unknown>) => {
  const { sql, params } = insertSql("public.quote_attachments", row)
  return attempt(tx, sql, params)
}

describe("quote_attachments as the anon role", () => {
  it("accepts the exact row the form produces for an uploaded file of a new quote", async () => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      expect(await record(tx, row)).toBeNull()
    })
  })

  it("refuses a row for a file that was never uploaded", async () => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      const path = row.storage_path.replace("floor-plan.pdf", "other.pdf")
      expect(await record(tx, { ...row, storage_path: path, public_url: PUBLIC_BASE + path })).toMatch(/row-level security/)
    })
  })

  it("refuses a row for a quote that does not exist", async () => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      expect(await record(tx, { ...row, quote_id: crypto.randomUUID() })).toMatch(/row-level security|foreign key/)
    })
  })

  it("refuses a row for a quote older than a day", async () => {
    await as(db, "anon", async (tx) => {
      const { row, quoteId } = await submitted(tx)
      await tx.exec("set local role postgres")
      await tx.query("update public.quote_requests set created_at = now() - interval '25 hours' where id = $1", [quoteId])
      await tx.exec("set local role anon")
      expect(await record(tx, row)).toMatch(/row-level security/)
    })
  })

  it.each([
    ["a public URL for another path", { public_url: `${PUBLIC_BASE}quotes/1732262400000-0000000000000000/x.pdf` }],
    ["a public URL that is not http(s)", { public_url: "javascript:alert(1)//" }],
    ["a size over the per-file limit", { size_bytes: MAX_FILE_BYTES + 1 }],
    ["a negative size", { size_bytes: -1 }],
    ["a type the bucket does not allow", { content_type: "text/html" }],
    ["an empty file name", { file_name: "" }],
    ["a file name over 255 characters", { file_name: "n".repeat(256) }],
  ])("refuses a row with %s", async (_what, change) => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      expect(await record(tx, { ...row, ...change })).toMatch(/violates check constraint|row-level security/)
    })
  })

  it("accepts the per-file limit itself", async () => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      expect(await record(tx, { ...row, size_bytes: MAX_FILE_BYTES })).toBeNull()
    })
  })

  it("refuses to let a visitor choose the id or the timestamp", async () => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      expect(await record(tx, { ...row, id: crypto.randomUUID() })).toMatch(/permission denied/)
      expect(await record(tx, { ...row, created_at: "2020-01-01" })).toMatch(/permission denied/)
    })
  })

  it("refuses to read, update or delete attachments", async () => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      expect(await record(tx, row)).toBeNull()
      expect(await attempt(tx, "select * from public.quote_attachments")).toMatch(/permission denied/)
      expect(await attempt(tx, "update public.quote_attachments set file_name = 'x'")).toMatch(/permission denied/)
      expect(await attempt(tx, "delete from public.quote_attachments")).toMatch(/permission denied/)
    })
  })
})
