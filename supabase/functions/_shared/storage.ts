/**
 * Deletes objects of a bucket through Supabase Storage's API (what supabase-js's
 * storage.from(bucket).remove(paths) sends: DELETE /storage/v1/object/<bucket> with {"prefixes": [...]}),
 * with the service role key. Deleting the rows of storage.objects in SQL would leave the bytes in the
 * storage backend (and Supabase refuses it), so this is the way files really go.
 */
export interface FileRemover {
  remove(paths: string[]): Promise<void>
}

export function storageRemover({ projectUrl, serviceKey, bucket }: { projectUrl: string; serviceKey: string; bucket: string }): FileRemover {
  const endpoint = `${projectUrl.replace(/\/+$/, "")}/storage/v1/object/${bucket}`
  return {
    async remove(paths) {
      if (!paths.length) return
      const response = await fetch(endpoint, {
        method: "DELETE",
        headers: { Authorization: `Bearer ${serviceKey}`, apikey: serviceKey, "Content-Type": "application/json" },
        body: JSON.stringify({ prefixes: paths }),
        signal: AbortSignal.timeout(20_000),
      })
      const body = await response.text()
      if (!response.ok) throw new Error(`Storage answered ${response.status}: ${body.slice(0, 300)}`)
    },
  }
}

/** Files per delete request, and requests per cleanup run (supabase/README.md, "Limits"). */
export const CLEANUP_BATCH = 100
export const CLEANUP_ROUNDS = 20

/**
 * Deletes what `orphans` lists, a batch at a time, until none is left or the run's rounds are used:
 * 2,000 files a run, every hour, against the 300 files an hour the bucket can take at most.
 */
export async function removeOrphans(orphans: (limit: number) => Promise<string[]>, files: FileRemover): Promise<number> {
  let deleted = 0
  for (let round = 0; round < CLEANUP_ROUNDS; round++) {
    const names = await orphans(CLEANUP_BATCH)
    if (!names.length) break
    await files.remove(names)
    deleted += names.length
  }
  return deleted
}
