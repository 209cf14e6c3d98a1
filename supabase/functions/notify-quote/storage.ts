/**
 * Deletes objects of the quote-attachments bucket through Supabase Storage's API (what supabase-js's
 * storage.from(bucket).remove(paths) sends: DELETE /storage/v1/object/<bucket> with {"prefixes": [...]}),
 * with the service role key. Deleting the rows of storage.objects in SQL would leave the bytes in the
 * storage backend (and Supabase refuses it), so this is the way files really go.
 */
export interface FileRemover {
  remove(paths: string[]): Promise<void>
}

export function storageRemover({ projectUrl, serviceKey, bucket = "quote-attachments" }: { projectUrl: string; serviceKey: string; bucket?: string }): FileRemover {
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
