/**
 * Issue 30, attacks 1 and 2, on a real Postgres server with real concurrent connections: uploads
 * started together, by signed URL and resumable, late, beyond the résumé's one file, and with
 * stretched types, each simulated as Supabase Storage performs it (support/storage-upload.ts). Every
 * attack leaves nothing beyond the limits stored; a real visitor's files are stored meanwhile.
 */
import { MAX_FILE_BYTES, MAX_TOTAL_BYTES, ATTACHMENT_BUCKET } from "../../src/lib/quote/attachment-limits"
import { EXTENSION_TYPES } from "../../src/lib/quote/file-types"
import { randomHex, storageFolder, storagePaths } from "../../src/lib/quote/storage-path"
import { RESUME_BUCKET, RESUME_MAX_BYTES } from "../../src/lib/job-application/field-rules"
import { resumePath } from "../../src/lib/job-application/resume-file"
import { startCluster, untilSomeoneWaits, type Cluster } from "../database/support/postgres-cluster"
import { botProof } from "../database/support/postgres-visitor"
import { applicationRow, newResumeFolder } from "../database/support/sample-application"
import { completeRow } from "../database/support/sample-quote"
import { FIXED_NOW } from "../fixtures/clock"
import { signUploadUrl, storedIn, uploadAsStorage, uploadToSignedUrl, type UploadRequest, type UploadResult } from "../database/support/storage-upload"

let cluster: Cluster
beforeAll(async () => {
  cluster = await startCluster()
}, 120_000)
afterAll(() => cluster?.stop())

const MB = 1024 * 1024
/** A quote's upload folder as the form names it. */
const newFolder = () => storageFolder(FIXED_NOW.getTime(), randomHex())
let visitors = 0
/** A new client address per visitor, so the rate limits (5 quotes an hour each) stay out of the way. */
const nextAddress = () => `2001:db8:${(++visitors).toString(16)}::1`

/** A quote saved by a visitor, as the form saves it, with its upload folder. */
async function savedQuote(address = nextAddress()) {
  const row = { ...completeRow(), upload_folder: newFolder() }
  const visitor = cluster.connect({ role: "anon", headers: { "cf-connecting-ip": address } })
  try {
    await visitor.request(async (tx) => tx`insert into public.quote_requests ${tx({ ...row, bot_proof: await botProof(tx) })}`)
  } finally {
    await visitor.end()
  }
  return { id: row.id, folder: row.upload_folder, headers: { "cf-connecting-ip": address } }
}

async function savedApplication(address = nextAddress()) {
  const folder = newResumeFolder()
  const row = applicationRow(folder)
  const visitor = cluster.connect({ role: "anon", headers: { "cf-connecting-ip": address } })
  try {
    await visitor.request(async (tx) => tx`insert into public.job_applications ${tx({ ...row, bot_proof: await botProof(tx) })}`)
  } finally {
    await visitor.end()
  }
  return { id: row.id, folder, headers: { "cf-connecting-ip": address } }
}

const backdate = (table: "quote_requests" | "job_applications", id: string, minutes: number) =>
  cluster.admin.unsafe(`update public.${table} set created_at = now() - make_interval(mins => $1) where id = $2`, [minutes, id])

/** Resolves once `count` callers have arrived: every upload has passed its permission test before any writes. */
function barrier(count: number) {
  let arrived = 0
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return async () => {
    if (++arrived === count) open()
    await opened
  }
}

const refusedAtCompletion = (results: UploadResult[]) =>
  results.filter((r) => !r.stored && r.stage === "completion" && /upload_refused/.test(r.error)).length

describe("uploads started together", () => {
  it("30 uploads of 50 MB into one quote's folder all pass Storage's permission test, and 200 MB of them are stored", async () => {
    const quote = await savedQuote()
    const together = barrier(30)
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        uploadAsStorage(
          cluster,
          { bucket: ATTACHMENT_BUCKET, name: `${quote.folder}/walkthrough-${i + 1}.mp4`, size: MAX_FILE_BYTES, mimetype: "video/mp4", headers: quote.headers },
          { whileUploading: together },
        ),
      ),
    )
    // What the policy alone allowed: every one passed the permission test (they all reached the barrier).
    expect(results.filter((r) => r.stored)).toHaveLength(MAX_TOTAL_BYTES / MAX_FILE_BYTES)
    expect(refusedAtCompletion(results)).toBe(30 - MAX_TOTAL_BYTES / MAX_FILE_BYTES)
    const stored = await storedIn(cluster, ATTACHMENT_BUCKET, quote.folder)
    expect(stored.reduce((sum, o) => sum + o.size, 0)).toBe(MAX_TOTAL_BYTES)
  }, 120_000)

  it("30 small photos started together leave 10, while a real visitor's three photos of another quote all arrive", async () => {
    const stranger = await savedQuote()
    const visitor = await savedQuote()
    const together = barrier(30)
    const [storm, real] = await Promise.all([
      Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          uploadAsStorage(cluster, { bucket: ATTACHMENT_BUCKET, name: `${stranger.folder}/p${i}.jpg`, size: 200_000, mimetype: "image/jpeg", headers: stranger.headers }, { whileUploading: together }),
        ),
      ),
      Promise.all(
        storagePaths([{ name: "lobby.jpg", type: "image/jpeg" }, { name: "kitchen.jpg", type: "image/jpeg" }, { name: "floor plan.pdf", type: "application/pdf" }], visitor.folder).map((name) =>
          uploadAsStorage(cluster, { bucket: ATTACHMENT_BUCKET, name, size: 2 * MB, mimetype: EXTENSION_TYPES[name.split(".").pop()!], headers: visitor.headers }),
        ),
      ),
    ])
    expect(storm.filter((r) => r.stored)).toHaveLength(10)
    expect(real.every((r) => r.stored)).toBe(true)
    expect((await storedIn(cluster, ATTACHMENT_BUCKET, visitor.folder)).map((o) => o.name.split("/").pop())).toEqual(["floor_plan.pdf", "kitchen.jpg", "lobby.jpg"])
  }, 120_000)

  it("two writes of the 10th and 11th file really meet: the second waits for the first's lock, then is refused", async () => {
    const quote = await savedQuote()
    for (let i = 1; i <= 9; i++) {
      expect(await uploadAsStorage(cluster, { bucket: ATTACHMENT_BUCKET, name: `${quote.folder}/f${i}.pdf`, size: 1000, mimetype: "application/pdf", headers: quote.headers })).toEqual({ stored: true })
    }
    const first = cluster.open()
    const second = cluster.open()
    const write = (sql: typeof first, name: string) =>
      sql`insert into storage.objects (bucket_id, name, metadata, version) values (${ATTACHMENT_BUCKET}, ${name}, ${sql.json({ size: 1000, mimetype: "application/pdf" })}, 'v')`
    let release!: () => void
    let written!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const tenthWritten = new Promise<void>((resolve) => (written = resolve))
    const tenth = first.begin(async (tx) => {
      await write(tx as unknown as typeof first, `${quote.folder}/tenth.pdf`)
      written()
      await held // the 10th is written, not yet committed: its folder lock is held
    })
    await tenthWritten
    const eleventh = second.begin((tx) => write(tx as unknown as typeof second, `${quote.folder}/eleventh.pdf`)).then(
      () => "stored",
      (error: Error) => error.message,
    )
    await untilSomeoneWaits(cluster.admin) // the 11th is blocked on the folder's lock, inside its own transaction
    release()
    await tenth
    expect(await eleventh).toBe("upload_refused")
    expect((await storedIn(cluster, ATTACHMENT_BUCKET, quote.folder)).map((o) => o.name.split("/").pop())).toContain("tenth.pdf")
    await Promise.all([first.end(), second.end()])
  }, 60_000)

  it("two uploads of one name started together store one object, never one replacing the other", async () => {
    const quote = await savedQuote()
    const together = barrier(2)
    const request: UploadRequest = { bucket: ATTACHMENT_BUCKET, name: `${quote.folder}/site.jpg`, size: 5000, mimetype: "image/jpeg", headers: quote.headers }
    const results = await Promise.all([uploadAsStorage(cluster, request, { whileUploading: together }), uploadAsStorage(cluster, request, { whileUploading: together })])
    expect(results.filter((r) => r.stored)).toHaveLength(1)
    expect(results.find((r) => !r.stored)).toMatchObject({ stage: "completion", error: "upload_refused" })
    expect(await storedIn(cluster, ATTACHMENT_BUCKET, quote.folder)).toHaveLength(1)
  }, 60_000)
})

describe("signed upload URLs and resumable uploads", () => {
  it("20 signed URLs, each tested alone on an empty folder, store 10 files when used together", async () => {
    const quote = await savedQuote()
    const signed = []
    for (let i = 0; i < 20; i++) {
      const url = await signUploadUrl(cluster, { bucket: ATTACHMENT_BUCKET, name: `${quote.folder}/s${i}.png`, size: 1000, mimetype: "image/png", headers: quote.headers })
      if ("stored" in url) throw new Error(`signing refused: ${JSON.stringify(url)}`)
      signed.push(url)
    }
    const results = await Promise.all(signed.map((url) => uploadToSignedUrl(cluster, url)))
    expect(results.filter((r) => r.stored)).toHaveLength(10)
    expect(await storedIn(cluster, ATTACHMENT_BUCKET, quote.folder)).toHaveLength(10)
  }, 120_000)

  it("a signed URL used after the quote's hour stores nothing (it is valid for two hours, the folder for one)", async () => {
    const quote = await savedQuote()
    const url = await signUploadUrl(cluster, { bucket: ATTACHMENT_BUCKET, name: `${quote.folder}/late.pdf`, size: 1000, mimetype: "application/pdf", headers: quote.headers })
    if ("stored" in url) throw new Error("signing refused")
    await backdate("quote_requests", quote.id, 61)
    expect(await uploadToSignedUrl(cluster, url)).toMatchObject({ stored: false, stage: "permission", error: "upload_refused" })
    expect(await storedIn(cluster, ATTACHMENT_BUCKET, quote.folder)).toEqual([])
  }, 60_000)

  it("a resumable upload that finishes after the quote's hour stores nothing; one inside it does", async () => {
    const quote = await savedQuote()
    const inTime = await uploadAsStorage(cluster, { bucket: ATTACHMENT_BUCKET, name: `${quote.folder}/early.mp4`, size: 20 * MB, mimetype: "video/mp4", headers: quote.headers, via: "resumable", chunks: 4 })
    expect(inTime).toEqual({ stored: true })
    const late = await uploadAsStorage(
      cluster,
      { bucket: ATTACHMENT_BUCKET, name: `${quote.folder}/late.mp4`, size: 20 * MB, mimetype: "video/mp4", headers: quote.headers, via: "resumable", chunks: 4 },
      { whileUploading: () => backdate("quote_requests", quote.id, 61).then(() => undefined) }, // the hour ends during the chunks
    )
    expect(late).toMatchObject({ stored: false, stage: "completion", error: "upload_refused" })
    expect((await storedIn(cluster, ATTACHMENT_BUCKET, quote.folder)).map((o) => o.name.split("/").pop())).toEqual(["early.mp4"])
  }, 60_000)

  it("20 resumable uploads started together into one folder store 10", async () => {
    const quote = await savedQuote()
    const together = barrier(20)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        uploadAsStorage(cluster, { bucket: ATTACHMENT_BUCKET, name: `${quote.folder}/r${i}.mov`, size: 7 * MB, mimetype: "video/quicktime", headers: quote.headers, via: "resumable", chunks: 2 }, { whileUploading: together }),
      ),
    )
    expect(results.filter((r) => r.stored)).toHaveLength(10)
  }, 120_000)
})

describe("résumés", () => {
  it("20 résumés started together into one application's folder leave one", async () => {
    const application = await savedApplication()
    const together = barrier(20)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        uploadAsStorage(
          cluster,
          { bucket: RESUME_BUCKET, name: resumePath(application.folder, { name: `resume-${i}.pdf`, type: "application/pdf" }), size: 300_000, mimetype: "application/pdf", headers: application.headers },
          { whileUploading: together },
        ),
      ),
    )
    expect(results.filter((r) => r.stored)).toHaveLength(1)
    expect(await storedIn(cluster, RESUME_BUCKET, application.folder)).toHaveLength(1)
  }, 120_000)

  it("a résumé over its 10 MB is stored by no path, even one that skips Storage's size check", async () => {
    const application = await savedApplication()
    const name = resumePath(application.folder, { name: "scan.pdf", type: "application/pdf" })
    expect(await uploadAsStorage(cluster, { bucket: RESUME_BUCKET, name, size: RESUME_MAX_BYTES + 1, mimetype: "application/pdf", headers: application.headers })).toMatchObject({ stored: false, stage: "request" })
    // A body of unknown length is measured only once stored (uploader.ts: "Unknown-size binary uploads do
    // not have a later truncation signal"): the final write is refused all the same.
    const error = await cluster.admin`insert into storage.objects (bucket_id, name, metadata) values (${RESUME_BUCKET}, ${name}, ${cluster.admin.json({ size: RESUME_MAX_BYTES + 1, mimetype: "application/pdf" })})`.then(
      () => null,
      (e: Error) => e.message,
    )
    expect(error).toBe("upload_refused")
    expect(await uploadAsStorage(cluster, { bucket: RESUME_BUCKET, name, size: RESUME_MAX_BYTES, mimetype: "application/pdf", headers: application.headers })).toEqual({ stored: true })
  }, 60_000)

  it("a résumé for an application saved over an hour ago is refused", async () => {
    const application = await savedApplication()
    await backdate("job_applications", application.id, 61)
    const name = resumePath(application.folder, { name: "resume.pdf", type: "application/pdf" })
    expect(await uploadAsStorage(cluster, { bucket: RESUME_BUCKET, name, size: 1000, mimetype: "application/pdf", headers: application.headers })).toMatchObject({ stored: false })
    expect(await storedIn(cluster, RESUME_BUCKET, application.folder)).toEqual([])
  }, 60_000)
})

describe("stored types", () => {
  const VARIANTS = [
    "video/x,TEXT/HTML",
    "application/pdf/,TEXT/HTML",
    "application/pdf,text/html",
    "Video/MP4",
    "VIDEO/MP4",
    "video/mp4; charset=utf-8",
    "video/mp4 ",
    "video/mp4/",
    "video/mp4//",
    "text/html",
    "image/svg+xml",
    "video/webm", // a real type, but not an .mp4's
  ]

  it.each(VARIANTS)("%s is stored by no path, Storage's own check or not", async (mimetype) => {
    const quote = await savedQuote()
    const name = `${quote.folder}/clip.mp4`
    const result = await uploadAsStorage(cluster, { bucket: ATTACHMENT_BUCKET, name, size: 1000, mimetype, headers: quote.headers })
    expect(result.stored).toBe(false)
    // The superuser's own write, as the signed and resumable paths end, without Storage's type check.
    const error = await cluster.admin`insert into storage.objects (bucket_id, name, metadata) values (${ATTACHMENT_BUCKET}, ${name}, ${cluster.admin.json({ size: 1000, mimetype })})`.then(
      () => null,
      (e: Error) => e.message,
    )
    expect(error).toBe("upload_refused")
    expect(await storedIn(cluster, ATTACHMENT_BUCKET, quote.folder)).toEqual([])
  }, 60_000)

  it("the exact type of every extension the form uploads is stored", async () => {
    const extensions = Object.keys(EXTENSION_TYPES)
    for (let i = 0; i < extensions.length; i += 10) {
      const quote = await savedQuote()
      for (const ext of extensions.slice(i, i + 10)) {
        const result = await uploadAsStorage(cluster, { bucket: ATTACHMENT_BUCKET, name: `${quote.folder}/file.${ext}`, size: 1000, mimetype: EXTENSION_TYPES[ext], headers: quote.headers })
        expect([ext, result]).toEqual([ext, { stored: true }])
      }
    }
  }, 120_000)

  it("a stored file is never retyped afterwards", async () => {
    const quote = await savedQuote()
    const name = `${quote.folder}/plan.pdf`
    expect(await uploadAsStorage(cluster, { bucket: ATTACHMENT_BUCKET, name, size: 1000, mimetype: "application/pdf", headers: quote.headers })).toEqual({ stored: true })
    const error = await cluster.admin`update storage.objects set metadata = jsonb_set(metadata, '{mimetype}', '"text/html"') where name = ${name}`.then(
      () => null,
      (e: Error) => e.message,
    )
    expect(error).toBe("upload_refused")
    expect((await storedIn(cluster, ATTACHMENT_BUCKET, quote.folder))[0].mimetype).toBe("application/pdf")
  }, 60_000)
})

describe("the site's hourly budget", () => {
  it("refuses files past a bucket's hourly budget, whoever sends them", async () => {
    await cluster.admin`update private.upload_rules set hourly_files = (select coalesce(max(files), 0) + 3 from private.upload_budget where bucket_id = ${ATTACHMENT_BUCKET} and hour = date_trunc('hour', now())) where bucket_id = ${ATTACHMENT_BUCKET}`
    try {
      const quote = await savedQuote()
      const results = []
      for (let i = 0; i < 5; i++) {
        results.push(await uploadAsStorage(cluster, { bucket: ATTACHMENT_BUCKET, name: `${quote.folder}/b${i}.jpg`, size: 1000, mimetype: "image/jpeg", headers: quote.headers }))
      }
      expect(results.map((r) => r.stored)).toEqual([true, true, true, false, false])
    } finally {
      await cluster.admin`update private.upload_rules set hourly_files = 300 where bucket_id = ${ATTACHMENT_BUCKET}`
    }
  }, 60_000)
})
