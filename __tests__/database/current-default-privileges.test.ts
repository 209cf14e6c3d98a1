/**
 * Projects created since Supabase stopped granting new public tables to the API roles: the
 * migrations' own grants must be enough for the form to work.
 */
import type { PGlite } from "@electric-sql/pglite"
import { toAttachmentRow } from "../../src/lib/quote/quote-row"
import { as, attempt, createDatabase, insertSql } from "./support/database"
import { completeRow } from "./support/sample-quote"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase({ legacyDefaultGrants: false })
}, 120_000)

afterAll(() => db?.close())

it("lets anon submit a quote with a file, and nothing more", async () => {
  await as(db, "anon", async (tx) => {
    const quote = completeRow()
    const path = "quotes/1732262400000-00112233445566778899/photo.jpg"
    const quoteInsert = insertSql("public.quote_requests", quote)
    expect(await attempt(tx, quoteInsert.sql, quoteInsert.params)).toBeNull()
    expect(await attempt(tx, "insert into storage.objects (bucket_id, name) values ('quote-attachments', $1)", [path])).toBeNull()
    const attachment = toAttachmentRow(quote.id, {
      path,
      name: "photo.jpg",
      size: 2048,
      contentType: "image/jpeg",
    })
    const attachmentInsert = insertSql("public.quote_attachments", attachment)
    expect(await attempt(tx, attachmentInsert.sql, attachmentInsert.params)).toBeNull()
    expect(await attempt(tx, "select 1 from public.quote_requests")).toMatch(/permission denied/)
    expect(await attempt(tx, "select 1 from public.quote_attachments")).toMatch(/permission denied/)
  })
})
