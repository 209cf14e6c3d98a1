/**
 * A real Postgres over the wire protocol for the function's tests: PGlite with the Supabase
 * fixture and every migration (the same files __tests__/database uses), served by
 * pglite-socket on 127.0.0.1 at a free port the system picks.
 */
import { PGlite } from "@electric-sql/pglite"
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import postgres from "postgres"

const ROOT = new URL("../../../", import.meta.url)
const FIXTURE = new URL("__tests__/database/support/supabase-fixture.sql", ROOT)
const MIGRATIONS = new URL("supabase/migrations/", ROOT)

async function migrationSql(): Promise<string[]> {
  const names: string[] = []
  for await (const entry of Deno.readDir(MIGRATIONS)) {
    if (/^\d{14}_[a-z0-9_]+\.sql$/.test(entry.name)) names.push(entry.name)
  }
  return Promise.all(names.sort().map((name) => Deno.readTextFile(new URL(name, MIGRATIONS))))
}

const CACHE = new URL("node_modules/.cache/pglite-deno/", ROOT)

/**
 * Migrating a new PGlite takes several seconds; a data directory dumped after the same steps loads
 * in about one. The dump is keyed by the fixture, the migrations and the PGlite version.
 */
async function migratedDatabase(): Promise<PGlite> {
  const fixture = await Deno.readTextFile(FIXTURE)
  const migrations = await migrationSql()
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode([PGlite.name, "0.5.14", fixture, ...migrations].join("\0")))
  const key = Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("")
  const cached = new URL(`${key}.tar`, CACHE)
  try {
    const db = new PGlite({ loadDataDir: new Blob([await Deno.readFile(cached)]), extensions: { pgcrypto } })
    await db.waitReady
    return db
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error
  }
  const db = new PGlite({ extensions: { pgcrypto } })
  await db.exec(fixture)
  for (const sql of migrations) await db.exec(sql)
  const dump = await db.dumpDataDir("none")
  await Deno.mkdir(CACHE, { recursive: true })
  const partial = new URL(`${key}.${Deno.pid}.tmp`, CACHE)
  await Deno.writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
  await Deno.rename(partial, cached)
  return db
}

export async function startPostgres() {
  const db = await migratedDatabase()

  const server = new PGLiteSocketServer({ db, port: 0, host: "127.0.0.1", maxConnections: 8 })
  await server.start()
  const { port } = server as unknown as { port: number }
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`
  const sql = postgres(url, { max: 1, connect_timeout: 10, onnotice: () => {} })

  return {
    url,
    /** A superuser connection for arranging rows and reading the results. */
    sql,
    async stop() {
      await sql.end()
      await server.stop()
      await db.close()
    },
  }
}
