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

export async function startPostgres() {
  const db = new PGlite({ extensions: { pgcrypto } })
  await db.exec(await Deno.readTextFile(FIXTURE))
  for (const sql of await migrationSql()) await db.exec(sql)

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
