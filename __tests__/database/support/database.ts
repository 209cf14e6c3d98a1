/**
 * A real Postgres (PGlite) with the Supabase fixture and every migration in
 * supabase/migrations applied in order, as `supabase db push` would.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { PGlite, type Transaction } from "@electric-sql/pglite"
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto"

const ROOT = path.resolve(__dirname, "../../..")
export const MIGRATIONS_DIR = path.join(ROOT, "supabase/migrations")

export const migrationFiles = () =>
  fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f))
    .sort()

export const readMigrations = () => migrationFiles().map((f) => fs.readFileSync(path.join(MIGRATIONS_DIR, f), "utf8"))

export interface DatabaseOptions {
  /** Reproduce projects whose default privileges still grant new public tables to the API roles. */
  legacyDefaultGrants?: boolean
}

const FIXTURE = path.join(__dirname, "supabase-fixture.sql")
const CACHE_DIR = path.join(ROOT, "node_modules/.cache/pglite")

async function buildDatabase(legacyDefaultGrants: boolean): Promise<PGlite> {
  const db = new PGlite({ extensions: { pgcrypto } })
  await db.exec(`set fixture.legacy_default_grants = '${legacyDefaultGrants ? "on" : "off"}'`)
  await db.exec(fs.readFileSync(FIXTURE, "utf8"))
  for (const sql of readMigrations()) await db.exec(sql)
  return db
}

/**
 * Starting PGlite from scratch and migrating takes 10 to 20 s on a busy machine; loading a
 * data directory dumped after the same steps takes about 3 s. The dump is keyed by everything
 * that shapes the database (fixture, migrations, PGlite version, variant), so any change rebuilds it.
 */
export async function createDatabase({ legacyDefaultGrants = true }: DatabaseOptions = {}): Promise<PGlite> {
  const hash = crypto.createHash("sha256")
  hash.update(String(legacyDefaultGrants))
  hash.update(fs.readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json")))
  hash.update(fs.readFileSync(FIXTURE))
  for (const sql of readMigrations()) hash.update(sql)
  const cached = path.join(CACHE_DIR, `${hash.digest("hex").slice(0, 16)}.tar`)

  if (fs.existsSync(cached)) {
    const db = new PGlite({ loadDataDir: new Blob([fs.readFileSync(cached)]), extensions: { pgcrypto } })
    await db.waitReady
    return db
  }
  const db = await buildDatabase(legacyDefaultGrants)
  const dump = await db.dumpDataDir("none")
  fs.mkdirSync(CACHE_DIR, { recursive: true })
  const partial = `${cached}.${process.pid}.tmp` // parallel workers each write whole files, then rename
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  fs.renameSync(partial, cached)
  return db
}

export type Role = "anon" | "authenticated" | "service_role"

/**
 * Runs statements inside a transaction that is always rolled back, so every test starts from the
 * same database. Returns what the callback returns.
 */
export async function rolledBack<T>(db: PGlite, work: (tx: Transaction) => Promise<T>): Promise<T> {
  let result: T | undefined
  const rollback = new Error("rollback")
  try {
    await db.transaction(async (tx) => {
      result = await work(tx)
      throw rollback
    })
  } catch (error) {
    if (error !== rollback) throw error
  }
  return result as T
}

/** Runs statements as an API role, in a transaction that is always rolled back (rolledBack). */
export const as = <T>(db: PGlite, role: Role, work: (tx: Transaction) => Promise<T>): Promise<T> =>
  rolledBack(db, async (tx) => {
    await tx.exec(`set local role ${role}`)
    return work(tx)
  })

/**
 * Runs one statement inside a savepoint and returns its error message, or null when it succeeds.
 * The savepoint keeps a refused statement from aborting the test's transaction.
 */
export async function attempt(tx: Transaction, sql: string, params: unknown[] = []): Promise<string | null> {
  await tx.exec("savepoint attempt")
  try {
    await tx.query(sql, params)
    await tx.exec("release savepoint attempt")
    return null
  } catch (error) {
    await tx.exec("rollback to savepoint attempt")
    return error instanceof Error ? error.message : String(error)
  }
}

/** The error a statement fails with (its message), or null when it succeeds. */
export async function failureOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/** An INSERT statement with numbered parameters for one row object. */
export function insertSql(table: string, row: Record<string, unknown>): { sql: string; params: unknown[] } {
  const keys = Object.keys(row)
  return {
    sql: `insert into ${table} (${keys.map((k) => `"${k}"`).join(", ")}) values (${keys.map((_, i) => `$${i + 1}`).join(", ")})`,
    params: keys.map((k) => row[k]),
  }
}

/**
 * Puts rows in place as they were stored long ago or under earlier rules (a file uploaded yesterday, an
 * object with no metadata): the statement runs as the superuser with triggers off
 * (session_replication_role = replica, as a data import runs), so the upload rules of
 * storage.objects, which would refuse a file for a quote saved over an hour ago, do not apply to it.
 * Inside a transaction of `as`, the role is set back afterwards.
 */
export async function arrange(target: PGlite | Transaction, sql: string, params: unknown[] = []): Promise<void> {
  const run = async (tx: Transaction) => {
    const { rows } = await tx.query<{ role: string }>("select current_setting('role') as role")
    await tx.exec("set local role postgres; set local session_replication_role = replica")
    try {
      await tx.query(sql, params)
    } finally {
      await tx.exec(`set local session_replication_role = origin; set local role ${rows[0].role === "none" ? "postgres" : rows[0].role}`)
    }
  }
  if (target instanceof PGlite) await target.transaction(run)
  else await run(target)
}

/** What a refused write to storage.objects says: the upload rules' trigger, or the insert policy. */
export const UPLOAD_REFUSED = /upload_refused|row-level security/
