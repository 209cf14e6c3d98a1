/**
 * Projects created since Supabase stopped granting new public tables to the API roles: the
 * migrations' own grants must be enough for the form to work.
 */
import type { PGlite } from "@electric-sql/pglite"
import { as, attempt, createDatabase } from "./support/database"
import { attachmentRow, recordAttachment, savedQuote, uploadObject } from "./support/quote-files"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase({ legacyDefaultGrants: false })
}, 120_000)

afterAll(() => db?.close())

it("lets anon submit a quote with a file, and nothing more", async () => {
  await as(db, "anon", async (tx) => {
    const { quoteId, folder } = await savedQuote(tx)
    const path = `${folder}/photo.jpg`
    const file = { size: 2048, mimetype: "image/jpeg" }
    expect(await uploadObject(tx, path, file)).toBeNull()
    expect(await recordAttachment(tx, attachmentRow(quoteId, path, "photo.jpg", file))).toBeNull()
    expect(await attempt(tx, "select 1 from public.quote_requests")).toMatch(/permission denied/)
    expect(await attempt(tx, "select 1 from public.quote_attachments")).toMatch(/permission denied/)
  })
})
