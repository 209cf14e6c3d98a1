/**
 * quote_attachments as a stranger with the anon key would try it: a link to another host, a
 * made-up name, size or type, a file of another quote, a file never uploaded, more than 10 files or
 * 200 MB for one quote. The form's own rows for its uploaded files are still recorded.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite"
import { MAX_FILE_BYTES, MAX_TOTAL_BYTES } from "../../src/lib/quote/attachment-limits"
import { attachmentType } from "../../src/lib/quote/file-types"
import { storagePaths, storedFileName } from "../../src/lib/quote/storage-path"
import { as, attempt, createDatabase } from "./support/database"
import { attachmentRow, PUBLIC_BASE, recordAttachment, savedQuote, uploadObject, type StoredFile } from "./support/quote-files"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const PDF: StoredFile = { size: 1_048_576, mimetype: "application/pdf" }
const REFUSED = /attachment_refused|row-level security|violates check constraint/

/** What the form has done by the time it records a file: quote saved, file uploaded. */
async function submitted(tx: Transaction, stored = "Floor_plan.pdf", file = PDF, name = "Floor plan.pdf") {
  const { quoteId, folder } = await savedQuote(tx)
  const path = `${folder}/${stored}`
  const uploadError = await uploadObject(tx, path, file)
  if (uploadError) throw new Error(uploadError)
  return { quoteId, folder, path, row: attachmentRow(quoteId, path, name, file) }
}

const storedUrl = async (tx: Transaction, path: string) => {
  await tx.exec("set local role postgres")
  const { rows } = await tx.query<{ public_url: string }>("select public_url from public.quote_attachments where storage_path = $1", [path])
  await tx.exec("set local role anon")
  return rows[0]?.public_url
}

describe("quote_attachments as the anon role", () => {
  it("records the exact row the form produces for an uploaded file of a new quote, with the URL Storage serves it at", async () => {
    await as(db, "anon", async (tx) => {
      const { row, path } = await submitted(tx)
      expect(await recordAttachment(tx, row)).toBeNull()
      expect(await storedUrl(tx, path)).toBe(PUBLIC_BASE + path)
    })
  })

  it("refuses a public URL pointing at another host: anon may not write the link, which is derived from the path", async () => {
    await as(db, "anon", async (tx) => {
      const { row, path } = await submitted(tx)
      const evil = `https://evil.example/storage/v1/object/public/quote-attachments/${path}`
      expect(await recordAttachment(tx, { ...row, public_url: evil })).toMatch(/permission denied/)
      expect(await recordAttachment(tx, row)).toBeNull()
      expect(await storedUrl(tx, path)).toBe(PUBLIC_BASE + path)
    })
  })

  it.each([
    ["a size other than the stored file's", { size_bytes: 1 }],
    ["a type other than the stored file's", { content_type: "image/jpeg" }],
    ["a file name the stored name was not made from", { file_name: "Invoice - pay now.pdf" }],
    ["a file name with a line break", { file_name: "Floor plan\n.pdf" }],
  ])("refuses a row with %s", async (_what, change) => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      expect(await recordAttachment(tx, { ...row, ...change })).toMatch(REFUSED)
    })
  })

  it("accepts the names the form shortens, numbers or gives an extension", async () => {
    await as(db, "anon", async (tx) => {
      for (const [stored, name] of [
        ["photo-2.jpg", "photo.jpg"],
        ["scan.pdf", "scan"],
        ["Caf___.jpg", "Café😀.jpg"],
        [`${"n".repeat(96)}.pdf`, `${"n".repeat(140)}.pdf`],
      ]) {
        const file = stored.endsWith(".jpg") ? { size: 2048, mimetype: "image/jpeg" } : PDF
        const { row } = await submitted(tx, stored, file, name)
        expect(await recordAttachment(tx, row)).toBeNull()
      }
    })
  })

  it("refuses a name that only begins like the stored one: 80 a's and then wire-transfer instructions", async () => {
    await as(db, "anon", async (tx) => {
      const stem = "a".repeat(80)
      const { row } = await submitted(tx, `${stem}.pdf`, PDF, `${stem}.pdf`)
      expect(await recordAttachment(tx, { ...row, file_name: `${stem} URGENT wire the deposit to account 0042 before Friday.pdf` })).toMatch(REFUSED)
      expect(await recordAttachment(tx, { ...row, file_name: `${stem}.pdf.pdf` })).toMatch(REFUSED)
      expect(await recordAttachment(tx, row)).toBeNull() // the visitor's own name, exactly
    })
  })

  it("derives every stored name exactly as the form does, the numbered repeats included", async () => {
    const files = [
      { name: "Floor plan.pdf", type: "application/pdf" },
      { name: "IMG_2041.HEIC", type: "" },
      { name: "IMG_2041", type: "image/heic" },
      { name: "scan", type: "application/pdf" },
      { name: "photo", type: "image/jpeg" },
      { name: "clip", type: "video/mpeg" },
      { name: "scan.final.v2.PDF", type: "" },
      { name: ".hidden.jpg", type: "image/jpeg" },
      { name: "...", type: "image/png" },
      { name: "Café😀 menu (1).jpg", type: "image/jpeg" },
      { name: `${"ü".repeat(120)}.xlsx`, type: "" },
      { name: `${"n".repeat(140)}.JPEG`, type: "" },
      { name: `${"n".repeat(140)}`, type: "text/csv" },
      { name: "report.xyz", type: "application/pdf" },
      { name: "file.", type: "image/gif" },
      { name: "résumé.docx", type: "" },
    ]
    const types = files.map((file) => attachmentType(file)!.contentType)
    const { rows } = await db.query<{ name: string }>(
      "select private.stored_file_name(f.name, f.type) as name from unnest($1::text[], $2::text[]) with ordinality as f(name, type, n) order by f.n",
      [files.map((f) => f.name), types],
    )
    expect(rows.map((r) => r.name)).toEqual(files.map(storedFileName))
    // The form numbers a repeated name "-2", "-3": each is that file's name, none is another's.
    const repeats = [{ name: "Photo.JPG", type: "" }, { name: "photo.jpg", type: "" }, { name: "PHOTO.jpg", type: "" }, { name: "notes", type: "text/csv" }, { name: "notes", type: "text/csv" }]
    const paths = storagePaths(repeats, "quotes/1732262400000-0123456789abcdef")
    const check = await db.query<{ ok: boolean; other: boolean }>(
      `select private.is_stored_name_of(storage.filename(p.path), p.name, p.type) as ok,
              private.is_stored_name_of(storage.filename(p.path), 'invoice.pdf', 'application/pdf') as other
       from unnest($1::text[], $2::text[], $3::text[]) as p(path, name, type)`,
      [paths, repeats.map((f) => f.name), repeats.map((f) => attachmentType(f)!.contentType)],
    )
    expect(paths.map((p) => p.split("/").pop())).toEqual(["Photo.JPG", "photo-2.jpg", "PHOTO-3.jpg", "notes.csv", "notes-2.csv"])
    expect(check.rows).toEqual(repeats.map(() => ({ ok: true, other: false })))
  })

  it("refuses a row for a file that was never uploaded", async () => {
    await as(db, "anon", async (tx) => {
      const { row, folder } = await submitted(tx)
      expect(await recordAttachment(tx, { ...row, storage_path: `${folder}/other.pdf`, file_name: "other.pdf" })).toMatch(REFUSED)
    })
  })

  it("refuses to attach another quote's file (or a file outside the quote's folder)", async () => {
    await as(db, "anon", async (tx) => {
      const victim = await submitted(tx)
      const attacker = await savedQuote(tx)
      expect(await recordAttachment(tx, { ...victim.row, quote_id: attacker.quoteId })).toMatch(REFUSED)
    })
  })

  it("refuses a row for a quote that does not exist", async () => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      expect(await recordAttachment(tx, { ...row, quote_id: crypto.randomUUID() })).toMatch(/attachment_refused|row-level security|foreign key/)
    })
  })

  it("refuses a row for a quote older than two hours (its files could be stored for one)", async () => {
    await as(db, "anon", async (tx) => {
      const { row, quoteId } = await submitted(tx)
      await tx.exec("set local role postgres")
      await tx.query("update public.quote_requests set created_at = now() - interval '121 minutes' where id = $1", [quoteId])
      await tx.exec("set local role anon")
      expect(await recordAttachment(tx, row)).toMatch(REFUSED)
    })
  })

  it("refuses an 11th file for one quote, and a file past 200 MB in all; 10 files fill it", async () => {
    await as(db, "anon", async (tx) => {
      const { quoteId, folder } = await savedQuote(tx)
      // Storage's own rows are made directly (as Storage would, after its upload), so the
      // database's limit is tested apart from the upload policy's.
      await tx.exec("set local role postgres")
      for (let i = 1; i <= 11; i++) await uploadObject(tx, `${folder}/f${i}.pdf`, { size: 1024, mimetype: "application/pdf" })
      await tx.exec("set local role anon")
      for (let i = 1; i <= 10; i++) {
        expect(await recordAttachment(tx, attachmentRow(quoteId, `${folder}/f${i}.pdf`, `f${i}.pdf`, { size: 1024, mimetype: "application/pdf" }))).toBeNull()
      }
      expect(await recordAttachment(tx, attachmentRow(quoteId, `${folder}/f11.pdf`, "f11.pdf", { size: 1024, mimetype: "application/pdf" }))).toMatch(REFUSED)
    })
    await as(db, "anon", async (tx) => {
      const { quoteId, folder } = await savedQuote(tx)
      const big = { size: MAX_FILE_BYTES, mimetype: "video/mp4" }
      await tx.exec("set local role postgres")
      for (let i = 1; i <= 5; i++) await uploadObject(tx, `${folder}/v${i}.mp4`, big)
      await tx.exec("set local role anon")
      for (let i = 1; i <= MAX_TOTAL_BYTES / MAX_FILE_BYTES; i++) {
        expect(await recordAttachment(tx, attachmentRow(quoteId, `${folder}/v${i}.mp4`, `v${i}.mp4`, big))).toBeNull()
      }
      expect(await recordAttachment(tx, attachmentRow(quoteId, `${folder}/v5.mp4`, "v5.mp4", big))).toMatch(REFUSED)
    })
  })

  it.each([
    ["a size over the per-file limit", { size_bytes: MAX_FILE_BYTES + 1 }],
    ["a negative size", { size_bytes: -1 }],
    ["a web page", { content_type: "text/html" }],
    ["an SVG image", { content_type: "image/svg+xml" }],
    ["an empty file name", { file_name: "" }],
    ["a file name over 255 characters", { file_name: "n".repeat(256) }],
  ])("refuses a row with %s", async (_what, change) => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      expect(await recordAttachment(tx, { ...row, ...change })).toMatch(REFUSED)
    })
  })

  it("refuses to let a visitor choose the id or the timestamp", async () => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      expect(await recordAttachment(tx, { ...row, id: crypto.randomUUID() })).toMatch(/permission denied/)
      expect(await recordAttachment(tx, { ...row, created_at: "2020-01-01" })).toMatch(/permission denied/)
    })
  })

  it("refuses to read, update or delete attachments", async () => {
    await as(db, "anon", async (tx) => {
      const { row } = await submitted(tx)
      expect(await recordAttachment(tx, row)).toBeNull()
      expect(await attempt(tx, "select * from public.quote_attachments")).toMatch(/permission denied/)
      expect(await attempt(tx, "update public.quote_attachments set file_name = 'x'")).toMatch(/permission denied/)
      expect(await attempt(tx, "delete from public.quote_attachments")).toMatch(/permission denied/)
    })
  })
})
