import type { PGlite, Transaction } from "@electric-sql/pglite"
import { ATTACHMENT_BUCKET, MAX_FILE_BYTES } from "../../src/lib/quote/attachment-limits"
import { ALLOWED_EXTENSIONS, BUCKET_MIME_TYPES, EXTENSION_TYPES, extensionOf } from "../../src/lib/quote/file-types"
import { storageFolder, storagePaths } from "../../src/lib/quote/storage-path"
import { RESUMABLE_THRESHOLD_BYTES } from "../../src/lib/quote/upload-method"
import { arrange, as, attempt, createDatabase, UPLOAD_REFUSED } from "./support/database"
import { savedQuote, uploadObject } from "./support/quote-files"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const FOLDER = "quotes/1732262400000-0123456789abcdef"

/** Files a browser runs as a page on the project's domain: never stored. */
const ACTIVE_TYPES = ["image/svg+xml", "text/html"]
const STORABLE_EXTENSIONS = ALLOWED_EXTENSIONS.filter((ext) => !ACTIVE_TYPES.includes(EXTENSION_TYPES[ext]))

/** A quote saved with FOLDER as its upload folder, so only the rule under test can refuse. */
const withQuoteAtFolder = (tx: Transaction) => savedQuote(tx, { upload_folder: FOLDER })

/** An object row as Storage inserts it for an anonymous upload with upsert off, typed as the form types its extension. */
const upload = (tx: Transaction, name: string, bucket = ATTACHMENT_BUCKET) =>
  attempt(tx, "insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, null, null, $3)", [
    bucket,
    name,
    JSON.stringify({ size: 1024, mimetype: EXTENSION_TYPES[extensionOf(name)] ?? "image/jpeg", cacheControl: "max-age=3600" }),
  ])

describe("the quote-attachments bucket", () => {
  it("is public with the form's per-file limit, and allows exactly the types the form uploads: no wildcard, no SVG or HTML", async () => {
    const { rows } = await db.query<{ public: boolean; file_size_limit: string | number; allowed_mime_types: string[] }>(
      "select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
      [ATTACHMENT_BUCKET],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0].public).toBe(true)
    // The one configured per-file value: MAX_FILE_MB in the form, file_size_limit in the migration.
    expect(Number(rows[0].file_size_limit)).toBe(MAX_FILE_BYTES)
    expect(Number(rows[0].file_size_limit)).toBeLessThanOrEqual(50 * 1024 * 1024) // hosted free plan ceiling
    expect([...rows[0].allowed_mime_types].sort()).toEqual([...BUCKET_MIME_TYPES].sort()) // the form's own list
    for (const type of ACTIVE_TYPES) expect(rows[0].allowed_mime_types).not.toContain(type)
    for (const type of rows[0].allowed_mime_types) expect(type).not.toMatch(/\*/)
    // The type the database requires for each extension is the one the form uploads it with.
    const { rows: types } = await db.query<{ extension: string; content_type: string }>(
      "select extension, content_type from private.upload_file_types where bucket_id = $1",
      [ATTACHMENT_BUCKET],
    )
    expect(Object.fromEntries(types.map((t) => [t.extension, t.content_type]))).toEqual(EXTENSION_TYPES)
  })

  it("cannot be read, changed or added to by anon", async () => {
    await as(db, "anon", async (tx) => {
      expect((await tx.query("select * from storage.buckets")).rows).toEqual([])
      await tx.query("update storage.buckets set file_size_limit = null")
      expect(await attempt(tx, "insert into storage.buckets (id, name, public) values ('x', 'x', true)")).toMatch(UPLOAD_REFUSED)
    })
    const { rows } = await db.query<{ file_size_limit: string }>("select file_size_limit from storage.buckets where id = $1", [ATTACHMENT_BUCKET])
    expect(Number(rows[0].file_size_limit)).toBe(MAX_FILE_BYTES)
  })
})

describe("storage.objects as the anon role", () => {
  it("accepts the paths the form makes, into the folder of a quote just saved, for every extension but SVG", async () => {
    const files = STORABLE_EXTENSIONS.map((ext) => ({ name: `Site photo (${ext}).${ext.toUpperCase()}`, type: "" }))
    await as(db, "anon", async (tx) => {
      for (let i = 0; i < files.length; i += 10) {
        const { folder } = await savedQuote(tx)
        for (const path of storagePaths(files.slice(i, i + 10), folder)) expect(await upload(tx, path)).toBeNull()
      }
    })
  })

  it("refuses an upload into a folder no quote has (free file hosting)", async () => {
    expect(await as(db, "anon", (tx) => upload(tx, `${storageFolder()}/a.jpg`))).toMatch(UPLOAD_REFUSED)
  })

  it("refuses an upload into the folder of a quote saved more than an hour ago", async () => {
    await as(db, "anon", async (tx) => {
      const { quoteId, folder } = await savedQuote(tx)
      expect(await upload(tx, `${folder}/early.jpg`)).toBeNull()
      await tx.exec("set local role postgres")
      await tx.query("update public.quote_requests set created_at = now() - interval '61 minutes' where id = $1", [quoteId])
      await tx.exec("set local role anon")
      expect(await upload(tx, `${folder}/late.jpg`)).toMatch(UPLOAD_REFUSED)
    })
  })

  it("refuses an 11th object, or one past 200 MB, in one quote's folder", async () => {
    await as(db, "anon", async (tx) => {
      const { folder } = await savedQuote(tx)
      for (let i = 1; i <= 10; i++) expect(await upload(tx, `${folder}/p${i}.jpg`)).toBeNull()
      expect(await upload(tx, `${folder}/p11.jpg`)).toMatch(UPLOAD_REFUSED)
    })
    await as(db, "anon", async (tx) => {
      const { folder } = await savedQuote(tx)
      for (let i = 1; i <= 4; i++) expect(await uploadObject(tx, `${folder}/v${i}.mp4`, { size: MAX_FILE_BYTES, mimetype: "video/mp4" })).toBeNull()
      expect(await upload(tx, `${folder}/one-more.jpg`)).toMatch(UPLOAD_REFUSED)
    })
  })

  it.each([["an SVG image", "drawing.svg"], ["a web page", "page.html"], ["a web page by another name", "page.htm"]])(
    "refuses %s, even in the quote's own folder",
    async (_what, file) => {
      await as(db, "anon", async (tx) => {
        const { folder } = await savedQuote(tx)
        expect(await upload(tx, `${folder}/${file}`)).toMatch(UPLOAD_REFUSED)
      })
    },
  )

  it.each([
    ["another bucket", `${FOLDER}/a.jpg`, "avatars"],
    ["outside quotes/", "uploads/1732262400000-0123456789abcdef/a.jpg", ATTACHMENT_BUCKET],
    ["directly in quotes/", "quotes/a.jpg", ATTACHMENT_BUCKET],
    ["one folder too deep", `${FOLDER}/more/a.jpg`, ATTACHMENT_BUCKET],
    ["a folder without the random part", "quotes/1732262400000/a.jpg", ATTACHMENT_BUCKET],
    ["a folder with too little randomness", "quotes/1732262400000-0123abcd/a.jpg", ATTACHMENT_BUCKET],
    ["a guessable folder name", "quotes/latest/a.jpg", ATTACHMENT_BUCKET],
    ["an executable", `${FOLDER}/setup.exe`, ATTACHMENT_BUCKET],
    ["a web page", `${FOLDER}/page.html`, ATTACHMENT_BUCKET],
    ["a name that is only an extension", `${FOLDER}/pdf`, ATTACHMENT_BUCKET],
    ["an unsanitized name", `${FOLDER}/my photo.jpg`, ATTACHMENT_BUCKET],
    ["a hidden file", `${FOLDER}/.jpg`, ATTACHMENT_BUCKET],
    ["a path going up", `quotes/../${FOLDER}/a.jpg`, ATTACHMENT_BUCKET],
  ])("refuses an object in %s", async (_what, name, bucket) => {
    if (bucket !== ATTACHMENT_BUCKET) await db.query("insert into storage.buckets (id, name) values ($1, $1) on conflict do nothing", [bucket])
    expect(
      await as(db, "anon", async (tx) => {
        await withQuoteAtFolder(tx)
        return upload(tx, name, bucket)
      }),
    ).toMatch(UPLOAD_REFUSED)
  })

  describe("with an uploaded file", () => {
    const name = `${FOLDER}/existing.pdf`

    beforeAll(async () => {
      await arrange(db, "insert into storage.objects (bucket_id, name) values ($1, $2)", [ATTACHMENT_BUCKET, name])
    })

    afterAll(async () => {
      await db.query("delete from storage.objects where name = $1", [name])
    })

    it("cannot list, read, change or delete it", async () => {
      await as(db, "anon", async (tx) => {
        expect((await tx.query("select name from storage.objects")).rows).toEqual([])
        expect((await tx.query("update storage.objects set metadata = '{}' returning id")).rows).toEqual([])
        expect((await tx.query("delete from storage.objects returning id")).rows).toEqual([])
      })
      const { rows } = await db.query("select metadata from storage.objects where name = $1", [name])
      expect(rows).toEqual([{ metadata: null }])
    })

    it("cannot overwrite it, with or without upsert", async () => {
      await as(db, "anon", async (tx) => {
        await withQuoteAtFolder(tx)
        expect(await upload(tx, name)).toMatch(/duplicate key/)
        expect(
          await attempt(
            tx,
            `insert into storage.objects (bucket_id, name) values ($1, $2)
             on conflict (bucket_id, name) do update set metadata = excluded.metadata`,
            [ATTACHMENT_BUCKET, name],
          ),
        ).toMatch(UPLOAD_REFUSED)
      })
    })
  })
})

/**
 * Files over 6 MB go through Storage's resumable (TUS) endpoint. Storage checks the same insert
 * policy when the upload is created and inserts the object row, as the anon role, when its last
 * chunk arrives; x-upsert false makes that a plain insert. What the schema can model of that path:
 * the row it inserts, with the metadata of a large video, under the same rules.
 */
describe("storage.objects rows from a resumable upload, as the anon role", () => {
  const VIDEO_BYTES = 20 * 1024 * 1024
  const resumableUpload = (tx: Transaction, name: string) =>
    attempt(tx, "insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, null, null, $3)", [
      ATTACHMENT_BUCKET,
      name,
      JSON.stringify({ size: VIDEO_BYTES, mimetype: "video/mp4", cacheControl: "max-age=3600", contentLength: VIDEO_BYTES, httpStatusCode: 200 }),
    ])

  it("are held to the same per-file limit, which is above the size that switches to resumable uploads", async () => {
    const { rows } = await db.query<{ file_size_limit: string }>("select file_size_limit from storage.buckets where id = $1", [ATTACHMENT_BUCKET])
    // Storage compares a resumable upload's Upload-Length with this same column before accepting it.
    expect(Number(rows[0].file_size_limit)).toBe(MAX_FILE_BYTES)
    expect(MAX_FILE_BYTES).toBeGreaterThan(RESUMABLE_THRESHOLD_BYTES)
  })

  it("are accepted at the path the form makes for a large video", async () => {
    await as(db, "anon", async (tx) => {
      const { folder } = await savedQuote(tx)
      const [path] = storagePaths([{ name: "warehouse walkthrough.mp4", type: "video/mp4" }], folder)
      expect(await resumableUpload(tx, path)).toBeNull()
    })
  })

  it.each([
    ["outside quotes/", "uploads/1732262400000-0123456789abcdef/walkthrough.mp4"],
    ["a folder with too little randomness", "quotes/1732262400000-0123abcd/walkthrough.mp4"],
    ["one folder too deep", `${FOLDER}/more/walkthrough.mp4`],
    ["an executable", `${FOLDER}/walkthrough.exe`],
    ["an unsanitized name", `${FOLDER}/walk through.mp4`],
  ])("are refused in %s", async (_what, name) => {
    expect(
      await as(db, "anon", async (tx) => {
        await withQuoteAtFolder(tx)
        return resumableUpload(tx, name)
      }),
    ).toMatch(UPLOAD_REFUSED)
  })

  it("never overwrite an object already stored, and cannot be read back, changed or deleted", async () => {
    const name = `${FOLDER}/walkthrough.mp4`
    await arrange(db, "insert into storage.objects (bucket_id, name) values ($1, $2)", [ATTACHMENT_BUCKET, name])
    try {
      await as(db, "anon", async (tx) => {
        await withQuoteAtFolder(tx)
        expect(await resumableUpload(tx, name)).toMatch(/duplicate key/)
        expect((await tx.query("select name from storage.objects where name = $1", [name])).rows).toEqual([])
        expect((await tx.query("update storage.objects set metadata = '{}' where name = $1 returning id", [name])).rows).toEqual([])
        expect((await tx.query("delete from storage.objects where name = $1 returning id", [name])).rows).toEqual([])
      })
      const { rows } = await db.query("select metadata from storage.objects where name = $1", [name])
      expect(rows).toEqual([{ metadata: null }])
    } finally {
      await db.query("delete from storage.objects where name = $1", [name])
    }
  })
})
