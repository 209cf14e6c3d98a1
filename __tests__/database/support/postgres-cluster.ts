/**
 * A throwaway Postgres server for tests that need real concurrent connections (PGlite runs one
 * transaction at a time, so it cannot show a race): Debian's postgresql-15 (`.ci/run` installs it), a
 * cluster made with initdb in a temporary folder as the `postgres` user (Postgres refuses to run as
 * root), started on a free port of 127.0.0.1, with the Supabase fixture and every migration applied.
 * Used by the Jest suite __tests__/concurrency and, through a relative import, by the Deno function tests.
 *
 *   const cluster = await startCluster()
 *   const visitor = cluster.connect({ role: "anon", headers: { "cf-connecting-ip": "203.0.113.7" } })
 *   await visitor.request((tx) => tx`insert into public.newsletter_subscribers ${tx(row)}`)
 *   await cluster.stop()
 *
 * Each `connect` is its own server connection, so two of them interleave for real. `request` runs its
 * work as PostgREST runs one request (PostgREST/Query/PreQuery.hs, txVarQuery): one transaction whose
 * first statement sets `role`, `request.jwt.claims` (with the role in it), `request.method`,
 * `request.path` and `request.headers` for the transaction only. The connection logs in as
 * `authenticator`, PostgREST's own login role.
 */
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import postgres from "postgres"

export type Sql = postgres.Sql
export type TransactionSql = postgres.TransactionSql
export type ApiRole = "anon" | "authenticated" | "service_role"

export interface ApiConnection {
  /** One request as PostgREST runs it; commits unless `work` throws (then the error is rethrown). */
  request<T>(work: (tx: TransactionSql) => Promise<T>): Promise<T>
  end(): Promise<void>
}

export interface ConnectOptions {
  role: ApiRole
  /** The request's headers as PostgREST passes them (lower-case names), e.g. the edge's cf-connecting-ip. */
  headers?: Record<string, string>
  method?: string
  path?: string
}

export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres: the superuser, as an Edge Function's SUPABASE_DB_URL. */
  url: string
  /** A superuser pool for arranging rows and reading results. */
  admin: Sql
  connect(options: ConnectOptions): ApiConnection
  /** A plain connection of its own (the superuser unless `user` says otherwise). */
  open(user?: string): Sql
  stop(): Promise<void>
}

/** The repository's root: the nearest folder up from the working directory with this project's package.json. */
function repositoryRoot(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json")
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, "utf8")).name === "florida-commercial-cleaning") return dir
    if (path.dirname(dir) === dir) throw new Error("run the tests from inside the repository")
  }
}

/** Where initdb and pg_ctl are: PG_BIN_DIR, or the newest /usr/lib/postgresql/<version>/bin (Debian's layout). */
function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR
  const root = "/usr/lib/postgresql"
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : []
  const found = versions.map((v) => path.join(root, v, "bin")).find((dir) => fs.existsSync(path.join(dir, "initdb")))
  if (!found) throw new Error("Postgres server binaries not found: apt-get install postgresql-15 (bash .ci/run does), or set PG_BIN_DIR")
  return found
}

const runningAsRoot = () => typeof process.getuid === "function" && process.getuid() === 0

/** Runs a server program, as the postgres user when we are root (initdb and postgres refuse root). */
function runServerTool(program: string, args: string[]) {
  const command = runningAsRoot() ? "runuser" : program
  const argv = runningAsRoot() ? ["-u", "postgres", "--", program, ...args] : args
  const result = spawnSync(command, argv, { encoding: "utf8" })
  if (result.status !== 0) throw new Error(`${path.basename(program)} failed: ${result.stderr || result.stdout || result.error}`)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** The fixture and the migrations, in the order `supabase db push` applies them. */
function schemaFiles(root: string): string[] {
  const migrations = path.join(root, "supabase/migrations")
  return [
    path.join(root, "__tests__/database/support/supabase-fixture.sql"),
    ...fs.readdirSync(migrations).filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f)).sort().map((f) => path.join(migrations, f)),
  ]
}

/** Makes, starts and migrates a new cluster; a few seconds. */
export async function startCluster(): Promise<Cluster> {
  const root = repositoryRoot()
  const bin = binDir()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"))
  const data = path.join(dir, "data")
  if (runningAsRoot()) execFileSync("chown", ["postgres:", dir])
  fs.chmodSync(dir, 0o700)
  runServerTool(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"])
  let port = 0
  for (let attempt = 0; ; attempt++) {
    port = await freePort()
    try {
      runServerTool(path.join(bin, "pg_ctl"), [
        "start", "-w", "-D", data, "-l", path.join(dir, "server.log"),
        // Unix socket in the cluster's own folder; no durability (a test's data dies with it).
        "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=60`,
      ])
      break
    } catch (error) {
      if (attempt === 2) throw error // another process took the port between our probe and the start
    }
  }

  const opened: Sql[] = []
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const open = (user = "postgres") => {
    const sql = postgres(`postgres://${user}@127.0.0.1:${port}/postgres`, { max: 1, onnotice: () => undefined, connect_timeout: 10 })
    opened.push(sql)
    return sql
  }

  const setup = open()
  await setup.unsafe("set fixture.legacy_default_grants = 'on'")
  for (const file of schemaFiles(root)) {
    try {
      await setup.unsafe(fs.readFileSync(file, "utf8"))
    } catch (error) {
      throw new Error(`${path.relative(root, file)}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  await setup.end()

  const admin = postgres(url, { max: 4, onnotice: () => undefined, connect_timeout: 10 })
  opened.push(admin)

  return {
    url,
    admin,
    open,
    connect({ role, headers = {}, method = "POST", path: requestPath = "/rest/v1/" }) {
      const sql = open("authenticator")
      return {
        async request(work) {
          return (await sql.begin(async (tx) => {
            await tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify({ role })}, true),
                            set_config('request.method', ${method}, true), set_config('request.path', ${requestPath}, true),
                            set_config('request.headers', ${JSON.stringify(headers)}, true)`
            return await work(tx)
          })) as Awaited<ReturnType<typeof work>>
        },
        end: () => sql.end(),
      }
    },
    async stop() {
      await Promise.all(opened.map((sql) => sql.end({ timeout: 1 }).catch(() => undefined)))
      try {
        runServerTool(path.join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "immediate"])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/** How many backends wait on a lock right now (of one `pg_locks.locktype`, e.g. "advisory", when given). */
export async function waitingOnLocks(admin: Sql, locktype: string | null = null): Promise<number> {
  const [{ n }] = await admin<{ n: number }[]>`
    select count(*)::int as n from pg_locks where not granted and (${locktype}::text is null or locktype = ${locktype})`
  return n
}

/**
 * Resolves once some backend waits on a lock (the second of two racing transactions is blocked), or once
 * `count` of them wait on a lock of `locktype`.
 */
export async function untilSomeoneWaits(admin: Sql, timeoutMs = 20_000, { count = 1, locktype = null }: { count?: number; locktype?: string | null } = {}): Promise<void> {
  const until = performance.now() + timeoutMs
  while ((await waitingOnLocks(admin, locktype)) < count) {
    if (performance.now() > until) throw new Error(`fewer than ${count} transactions waited on a ${locktype ?? "any"} lock`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
