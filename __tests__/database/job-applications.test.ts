/**
 * job_applications and its résumé bucket as a stranger with the anon key would use them: the form's
 * own rows go in; reads, changes, every value the form would refuse, a missing or replayed bot proof,
 * a sixth application in an hour, and a résumé outside its application's folder are refused.
 */
import type { PGlite, Transaction } from "@electric-sql/pglite"
import { APPLICATION_MAX_LENGTH, RESUME_BUCKET, RESUME_MAX_BYTES } from "../../src/lib/job-application/field-rules"
import { RESUME_CONTENT_TYPES, RESUME_EXTENSIONS, resumePath } from "../../src/lib/job-application/resume-file"
import { EXTENSION_TYPES, extensionOf } from "../../src/lib/quote/file-types"
import { botProof, withProof } from "./support/bot-proof"
import { arrange, as, attempt, createDatabase, insertSql, UPLOAD_REFUSED } from "./support/database"
import { applicationRow, newResumeFolder } from "./support/sample-application"
import { FIXED_NOW } from "../fixtures/clock"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const apply = async (tx: Transaction, row: Record<string, unknown>, proof = true) => {
  const { sql, params } = insertSql("public.job_applications", proof ? await withProof(tx, row) : row)
  return attempt(tx, sql, params)
}

/** An object row as Storage inserts it for an anonymous upload with upsert off, typed as the form types its extension. */
const upload = (tx: Transaction, name: string, bucket = RESUME_BUCKET) =>
  attempt(tx, "insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, null, null, $3)", [
    bucket,
    name,
    JSON.stringify({ size: 2_400_000, mimetype: EXTENSION_TYPES[extensionOf(name)] ?? "image/heic", cacheControl: "max-age=3600" }),
  ])

describe("job_applications as the anon role", () => {
  it("accepts the form's rows: with and without an e-mail, with a résumé folder, for any position", async () => {
    await as(db, "anon", async (tx) => {
      expect(await apply(tx, applicationRow())).toBeNull()
      expect(await apply(tx, applicationRow(null, { email: "", shifts: [], transport: "" }))).toBeNull()
      expect(await apply(tx, applicationRow(newResumeFolder(), { position: "any", preferredLanguage: "en" }))).toBeNull()
    })
  })

  it("can read, change or delete nothing, not even the row it just sent", async () => {
    await as(db, "anon", async (tx) => {
      const row = applicationRow()
      expect(await apply(tx, row)).toBeNull()
      expect(await attempt(tx, "select * from public.job_applications")).toMatch(/permission denied/)
      expect(await attempt(tx, "update public.job_applications set name = 'x' where id = $1", [row.id])).toMatch(/permission denied/)
      expect(await attempt(tx, "delete from public.job_applications where id = $1", [row.id])).toMatch(/permission denied/)
      expect(await attempt(tx, "select * from public.unsent_job_applications")).toMatch(/permission denied/)
    })
  })

  it.each([
    ["no name", { name: " " }],
    ["a name one character over the form's limit", { name: "n".repeat(APPLICATION_MAX_LENGTH.name + 1) }],
    ["a phone number that is not a US number", { phone: "555-0199" }],
    ["a phone number with letters", { phone: "813-555-O199" }],
    ["an e-mail address the site's rule refuses", { email: "x@localhost" }],
    ["a language the site does not have", { preferred_language: "fr" }],
    ["a page language the site does not have", { page_language: "pt" }],
    ["a job slug with a path in it", { job_slug: "../admin" }],
    ["an empty job title", { job_title: "" }],
    ["a shift the form does not offer", { shifts: ["day", "graveyard"] }],
    ["a transport the form does not offer", { transport: "horse" }],
    ["no consent to be called or texted", { contact_consent: false }],
    ["a résumé folder outside applications/", { resume_folder: "quotes/1732262400000-0123456789abcdef" }],
    ["a résumé folder without its random part", { resume_folder: "applications/1732262400000-" }],
  ])("refuses %s", async (_what, change) => {
    await as(db, "anon", async (tx) => {
      expect(await apply(tx, { ...applicationRow(), ...change })).toMatch(/violates check constraint|row-level security/)
    })
  })

  it.each([
    ["its date", { created_at: "2020-01-01T00:00:00Z" }],
    ["its notification as sent", { notified_at: "2020-01-01T00:00:00Z" }],
    ["a notification mark", { notified_at: FIXED_NOW.toISOString() }],
  ])("cannot set %s", async (_what, change) => {
    await as(db, "anon", async (tx) => {
      expect(await apply(tx, { ...applicationRow(), ...change })).toMatch(/permission denied/)
    })
  })

  it("refuses an application without a bot proof, with a forged one or with a proof already spent", async () => {
    await as(db, "anon", async (tx) => {
      expect(await apply(tx, applicationRow(), false)).toMatch(/bot_check_failed/)
      expect(await apply(tx, { ...applicationRow(), bot_proof: "e30=" }, false)).toMatch(/bot_check_failed/)
      const proof = await botProof(tx)
      expect(await apply(tx, { ...applicationRow(), bot_proof: proof }, false)).toBeNull()
      expect(await apply(tx, { ...applicationRow(), bot_proof: proof }, false)).toMatch(/bot_check_failed/)
    })
  })

  it("takes 5 applications an hour from one address and refuses the 6th, while another address still gets through", async () => {
    await as(db, "anon", async (tx) => {
      const from = (ip: string) => tx.query("select set_config('request.headers', $1, true)", [JSON.stringify({ "cf-connecting-ip": ip })])
      await from("203.0.113.7")
      for (let i = 0; i < 5; i++) expect(await apply(tx, applicationRow())).toBeNull()
      expect(await apply(tx, applicationRow())).toMatch(/rate_limited/)
      await from("198.51.100.20")
      expect(await apply(tx, applicationRow())).toBeNull()
    })
  })

  it("keeps no bot proof in the row", async () => {
    const row = applicationRow()
    await as(db, "anon", async (tx) => {
      expect(await apply(tx, row)).toBeNull()
      await tx.exec("set local role postgres")
      const { rows } = await tx.query("select bot_proof, notified_at, resume_reported_at from public.job_applications where id = $1", [row.id])
      expect(rows).toEqual([{ bot_proof: null, notified_at: null, resume_reported_at: null }])
    })
  })
})

describe("the résumé bucket as the anon role", () => {
  it("is public with the form's 10 MB limit and exactly the résumé types", async () => {
    const { rows } = await db.query<{ public: boolean; file_size_limit: string; allowed_mime_types: string[] }>(
      "select public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
      [RESUME_BUCKET],
    )
    expect(rows).toHaveLength(1)
    expect(Number(rows[0].file_size_limit)).toBe(RESUME_MAX_BYTES)
    expect([...rows[0].allowed_mime_types].sort()).toEqual([...RESUME_CONTENT_TYPES].sort())
    const { rows: types } = await db.query<{ extension: string; content_type: string }>(
      "select extension, content_type from private.upload_file_types where bucket_id = $1",
      [RESUME_BUCKET],
    )
    expect(Object.fromEntries(types.map((t) => [t.extension, t.content_type]))).toEqual(Object.fromEntries(RESUME_EXTENSIONS.map((e) => [e, EXTENSION_TYPES[e]])))
  })

  it("accepts the résumé the form uploads, in the folder its application named, of each résumé type", async () => {
    for (const extension of RESUME_EXTENSIONS) {
      await as(db, "anon", async (tx) => {
        const folder = newResumeFolder()
        expect(await apply(tx, applicationRow(folder))).toBeNull()
        expect(await upload(tx, resumePath(folder, { name: `Mi resume.${extension}`, type: "" }))).toBeNull()
      })
    }
  })

  it("refuses a second file in that folder: one résumé per application, and no overwrite", async () => {
    await as(db, "anon", async (tx) => {
      const folder = newResumeFolder()
      expect(await apply(tx, applicationRow(folder))).toBeNull()
      expect(await upload(tx, `${folder}/resume.pdf`)).toBeNull()
      expect(await upload(tx, `${folder}/more.pdf`)).toMatch(UPLOAD_REFUSED)
      expect(await upload(tx, `${folder}/resume.pdf`)).toMatch(/upload_refused|row-level security|duplicate key/)
    })
  })

  it("refuses a file in a folder no application named, or one named over an hour ago", async () => {
    await as(db, "anon", async (tx) => {
      expect(await upload(tx, `${newResumeFolder()}/resume.pdf`)).toMatch(UPLOAD_REFUSED)
      const folder = newResumeFolder()
      const row = applicationRow(folder)
      expect(await apply(tx, row)).toBeNull()
      await tx.exec("set local role postgres")
      await tx.query("update public.job_applications set created_at = now() - interval '61 minutes' where id = $1", [row.id])
      await tx.exec("set local role anon")
      expect(await upload(tx, `${folder}/resume.pdf`)).toMatch(UPLOAD_REFUSED)
    })
  })

  it.each([
    ["a web page", "page.html"],
    ["an SVG image (scripts)", "photo.svg"],
    ["a video", "clip.mp4"],
    ["a file without an extension", "resume"],
    ["a hidden file name", ".pdf"],
    ["a path deeper than the folder", "sub/resume.pdf"],
  ])("refuses %s in the application's own folder", async (_what, name) => {
    await as(db, "anon", async (tx) => {
      const folder = newResumeFolder()
      expect(await apply(tx, applicationRow(folder))).toBeNull()
      expect(await upload(tx, `${folder}/${name}`)).toMatch(UPLOAD_REFUSED)
    })
  })

  it("refuses an application's folder in the quote bucket, and a quote's folder in the résumé bucket", async () => {
    await as(db, "anon", async (tx) => {
      const folder = newResumeFolder()
      expect(await apply(tx, applicationRow(folder))).toBeNull()
      expect(await upload(tx, `${folder}/resume.pdf`, "quote-attachments")).toMatch(UPLOAD_REFUSED)
      expect(await upload(tx, "quotes/1732262400000-0123456789abcdef/resume.pdf")).toMatch(UPLOAD_REFUSED)
    })
  })

  it("cannot list, change or delete résumés", async () => {
    const name = `${newResumeFolder()}/resume.pdf`
    await arrange(db, "insert into storage.objects (bucket_id, name) values ($1, $2)", [RESUME_BUCKET, name])
    try {
      await as(db, "anon", async (tx) => {
        expect((await tx.query("select name from storage.objects where bucket_id = $1", [RESUME_BUCKET])).rows).toEqual([])
        expect((await tx.query("update storage.objects set metadata = '{}' where bucket_id = $1 returning id", [RESUME_BUCKET])).rows).toEqual([])
        expect((await tx.query("delete from storage.objects where bucket_id = $1 returning id", [RESUME_BUCKET])).rows).toEqual([])
      })
    } finally {
      await db.query("delete from storage.objects where name = $1", [name])
    }
  })
})

describe("the privacy page's deletions for applications", () => {
  it("deletes applications a year old and lists their résumés for the cleanup run; anon may call neither", async () => {
    await as(db, "anon", async (tx) => {
      expect(await attempt(tx, "select private.purge_old_applications(now())")).toMatch(/permission denied/)
      expect(await attempt(tx, "select * from private.orphan_resumes(now(), 10)")).toMatch(/permission denied/)
    })
    const recent = applicationRow(newResumeFolder())
    const old = applicationRow(newResumeFolder())
    await as(db, "postgres" as never, async (tx) => {
      for (const [row, age] of [[recent, "364 days"], [old, "366 days"]] as const) {
        const { sql, params } = insertSql("public.job_applications", row)
        await tx.query(sql, params)
        await tx.query(`update public.job_applications set created_at = now() - interval '${age}' where id = $1`, [row.id])
        await arrange(tx, `insert into storage.objects (bucket_id, name, created_at) values ($1, $2, now() - interval '${age}')`, [RESUME_BUCKET, `${row.resume_folder}/resume.pdf`])
      }
      expect((await tx.query<{ n: number }>("select private.purge_old_applications(now()) as n")).rows[0].n).toBe(1)
      const ids = (await tx.query<{ id: string }>("select id from public.job_applications where id = any($1)", [[recent.id, old.id]])).rows
      expect(ids).toEqual([{ id: recent.id }])
      const orphans = (await tx.query<{ name: string }>("select name from private.orphan_resumes(now(), 100)")).rows.map((r) => r.name)
      expect(orphans).toContain(`${old.resume_folder}/resume.pdf`)
      expect(orphans).not.toContain(`${recent.resume_folder}/resume.pdf`)
    })
  })
})
