/**
 * A stand-in for Supabase Storage's bulk delete (DELETE /storage/v1/object/<bucket>, body
 * {"prefixes": [...]}, service role key): checks the key, then removes the object rows as Storage
 * does after deleting the bytes, and records what it was asked to delete.
 */
import type postgres from "postgres"

export function startStorageApi(sql: postgres.Sql, serviceKey: string) {
  const deleted: string[] = []
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen: () => {} }, async (request) => {
    const match = new URL(request.url).pathname.match(/^\/storage\/v1\/object\/([a-z0-9-]+)$/)
    if (request.method !== "DELETE" || !match) return new Response("not found", { status: 404 })
    if (request.headers.get("authorization") !== `Bearer ${serviceKey}`) return Response.json({ message: "unauthorized" }, { status: 403 })
    const { prefixes } = await request.json() as { prefixes: string[] }
    const rows = await sql`delete from storage.objects where bucket_id = ${match[1]} and name in ${sql(prefixes)} returning name`
    deleted.push(...rows.map((r) => r.name))
    return Response.json(rows.map((r) => ({ name: r.name })))
  })
  return { url: `http://127.0.0.1:${server.addr.port}`, deleted, stop: () => server.shutdown() }
}
