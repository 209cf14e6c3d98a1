/**
 * An upload as Supabase Storage performs it, against a real server (postgres-cluster.ts), read from its
 * source (supabase/storage):
 *
 *   1. before the body: fileUploadFromRequest checks the type with validateMimeType (the first two
 *      `/`-separated parts against the bucket's allowed_mime_types, `x/*` matching any second part) and
 *      the declared size with the bucket's file_size_limit (src/storage/uploader.ts);
 *   2. Uploader.canUpload: the INSERT of the object row as the caller's role, in a transaction always
 *      rolled back (StoragePgDB.testPermission, src/storage/database/pg.ts), metadata {mimetype, contentLength};
 *   3. the bytes go to the storage backend (no database work; `whileUploading` lets a test act here);
 *   4. Uploader.completeUpload: as the superuser (role service_role, the request's headers kept:
 *      src/internal/database/postgres/scope.ts), one transaction: the object's advisory lock
 *      (waitObjectLock), `select ... for update`, then
 *      `insert ... on conflict (name, bucket_id) do update set metadata, user_metadata, version, owner ...`
 *      with the backend's metadata {size, mimetype, cacheControl, contentLength, eTag, ...}.
 *
 * Variants:
 *   "standard"   POST /storage/v1/object/<bucket>/<name>: steps 1 to 4 in order;
 *   "signed"     POST /object/upload/sign/... runs step 2 as the caller when the URL is signed
 *                (getSignedUploadURL.ts); PUT /object/upload/sign/... (uploadSignedObject.ts), up to two
 *                hours later, runs steps 1 to 4 entirely as the superuser, its step 2 included;
 *   "resumable"  TUS: step 2 as the caller at creation and again on every PATCH (tus/lifecycle.ts,
 *                onIncomingRequest), then step 4 when the last chunk arrives (onUploadFinish).
 */
import type { Cluster, TransactionSql } from "./postgres-cluster.ts"

export type UploadWay = "standard" | "signed" | "resumable"

export interface UploadRequest {
  bucket: string
  /** The object name, e.g. quotes/<ms>-<hex>/site_photo.jpg */
  name: string
  size: number
  /** The content type the request carries (the form sends the file's exact type). */
  mimetype: string
  /** The request's headers; the edge sets cf-connecting-ip. */
  headers?: Record<string, string>
  via?: UploadWay
  /** Chunks of a resumable upload (each PATCH tests the permission again); 1 by default. */
  chunks?: number
}

export type UploadResult =
  | { stored: true }
  /** Where it stopped: Storage's own checks before the body, the permission test, or the final write. */
  | { stored: false; stage: "request" | "permission" | "completion"; error: string }

export interface UploadHooks {
  /** Runs while the bytes travel (after every permission test, before the final write). */
  whileUploading?: () => Promise<void>
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Storage's validateMimeType (src/storage/uploader.ts), as written: only the first two `/` parts count. */
export function storageAcceptsType(mimeType: string, allowed: readonly string[]): boolean {
  const requested = mimeType.split("/")
  if (requested.length < 2) return false
  const [type, ext] = requested
  return allowed.some((rule) => {
    const [allowedType, allowedExt] = rule.split("/")
    return allowedType === type && (allowedExt === "*" || allowedExt === ext)
  })
}

type Phase = "request" | "permission" | "completion"
class Refused extends Error {
  constructor(readonly stage: Phase, message: string) {
    super(message)
  }
}

async function checkRequest(cluster: Cluster, { bucket, mimetype, size }: UploadRequest) {
  const [row] = await cluster.admin<{ file_size_limit: string | null; allowed_mime_types: string[] | null }[]>`
    select file_size_limit, allowed_mime_types from storage.buckets where id = ${bucket}`
  if (!row) throw new Refused("request", "Bucket not found")
  if (row.allowed_mime_types?.length && !storageAcceptsType(mimetype, row.allowed_mime_types)) throw new Refused("request", `invalid_mime_type: ${mimetype}`)
  if (row.file_size_limit !== null && size > Number(row.file_size_limit)) throw new Refused("request", "Payload too large")
}

const insertObject = (tx: TransactionSql, { bucket, name, mimetype, size }: UploadRequest) =>
  tx`insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
     values (${bucket}, ${name}, null, null, ${tx.json({ mimetype, contentLength: size })}, null, '1')`

/** Step 2: the INSERT as `role`, always rolled back. */
async function testPermission(cluster: Cluster, request: UploadRequest, role: "anon" | "service_role") {
  const connection = cluster.connect({ role, headers: request.headers })
  const rollback = new Error("testPermission rollback")
  try {
    await connection.request(async (tx) => {
      await insertObject(tx, request)
      throw rollback
    })
  } catch (error) {
    if (error !== rollback) throw new Refused("permission", messageOf(error))
  } finally {
    await connection.end()
  }
}

/** Step 4: the superuser's upsert with the backend's metadata. */
async function completeUpload(cluster: Cluster, { bucket, name, mimetype, size, headers }: UploadRequest) {
  const superuser = cluster.connect({ role: "service_role", headers })
  const metadata = { eTag: '"0a1b2c"', size, mimetype, cacheControl: "max-age=3600", lastModified: "2026-11-28T12:00:00.000Z", contentLength: size, httpStatusCode: 200 }
  try {
    await superuser.request(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext(${`${bucket}/${name}`}))`
      await tx`select id, version, metadata from storage.objects where bucket_id = ${bucket} and name = ${name} for update`
      await tx`insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
               values (${bucket}, ${name}, null, null, ${tx.json(metadata)}, null, ${crypto.randomUUID()})
               on conflict (name, bucket_id) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
                 version = excluded.version, owner_id = excluded.owner_id
               returning *`
    })
  } catch (error) {
    throw new Refused("completion", messageOf(error))
  } finally {
    await superuser.end()
  }
}

/** A signed upload URL: the permission tested once, as the caller, when it is made. */
export interface SignedUpload {
  request: UploadRequest
}

export async function signUploadUrl(cluster: Cluster, request: UploadRequest): Promise<SignedUpload | UploadResult> {
  try {
    await testPermission(cluster, request, "anon")
    return { request }
  } catch (error) {
    if (error instanceof Refused) return { stored: false, stage: error.stage, error: error.message }
    throw error
  }
}

/** The PUT to a signed URL, later: everything as the superuser. */
export async function uploadToSignedUrl(cluster: Cluster, signed: SignedUpload, hooks: UploadHooks = {}): Promise<UploadResult> {
  return run(async () => {
    await checkRequest(cluster, signed.request)
    await testPermission(cluster, signed.request, "service_role")
    await hooks.whileUploading?.()
    await completeUpload(cluster, signed.request)
  })
}

async function run(steps: () => Promise<void>): Promise<UploadResult> {
  try {
    await steps()
    return { stored: true }
  } catch (error) {
    if (error instanceof Refused) return { stored: false, stage: error.stage, error: error.message }
    throw error
  }
}

/** One upload, start to end, the way `request.via` takes (standard by default). */
export async function uploadAsStorage(cluster: Cluster, request: UploadRequest, hooks: UploadHooks = {}): Promise<UploadResult> {
  const via = request.via ?? "standard"
  if (via === "signed") {
    const signed = await signUploadUrl(cluster, request)
    return "stored" in signed ? signed : uploadToSignedUrl(cluster, signed, hooks)
  }
  return run(async () => {
    await checkRequest(cluster, request)
    await testPermission(cluster, request, "anon")
    if (via === "resumable") {
      for (let chunk = 1; chunk < (request.chunks ?? 1); chunk++) await testPermission(cluster, request, "anon")
    }
    await hooks.whileUploading?.()
    await completeUpload(cluster, request)
  })
}

/** The object rows a folder holds, as the superuser reads them. */
export async function storedIn(cluster: Cluster, bucket: string, folder: string): Promise<{ name: string; size: number; mimetype: string }[]> {
  const rows = await cluster.admin<{ name: string; size: string; mimetype: string }[]>`
    select name, metadata ->> 'size' as size, metadata ->> 'mimetype' as mimetype from storage.objects
    where bucket_id = ${bucket} and starts_with(name, ${folder + "/"}) order by name`
  return rows.map((r) => ({ name: r.name, size: Number(r.size), mimetype: r.mimetype }))
}
