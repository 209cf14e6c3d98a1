/**
 * POST /rest/v1/<table> as PostgREST executes it, read from its source (PostgREST/postgrest):
 *   * the statement: Query/Statements.hs `mainWrite` around QueryBuilder.hs `mutatePlanToQuery` (Insert)
 *     and SqlFragment.hs `fromJsonBodyF`: the JSON body through json_to_recordset, `RETURNING 1` when no
 *     columns are asked back (return=minimal) or the asked columns (return=representation), and the
 *     count of what the INSERT returned as page_total;
 *   * the transaction: MainTx.hs `failNotSingular` rolls back and answers 406 (PGRST116, "The result
 *     contains N rows") when Accept: application/vnd.pgrst.object+json meets page_total <> 1;
 *   * the answer: Response.hs, MutationCreate: Content-Range "*" then "/" then page_total under Prefer: count=exact,
 *     the body only under return=representation; an error's SQLSTATE and message as Postgres raised them.
 * So every byte PostgREST answers with follows from what this returns: tests compare these answers.
 */
import type { Cluster } from "./postgres-cluster.ts"

export interface InsertRequest {
  table: string
  rows: Record<string, string | null>[]
  /** Prefer: return=representation asks these columns back; return=minimal (supabase-js's insert) asks none. */
  returning?: string[]
  /** Prefer: count=exact */
  count?: boolean
  /** Accept: application/vnd.pgrst.object+json */
  singular?: boolean
  headers?: Record<string, string>
}

export interface PostgrestAnswer {
  status: number
  headers: Record<string, string>
  body: string
  /** Whether the transaction was committed (PostgREST rolls back a failed or non-singular one). */
  committed: boolean
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

export function insertStatement({ table, rows, returning = [] }: InsertRequest): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].sort()
  const qualified = `"public".${ident(table)}`
  const returningSql = returning.length ? `RETURNING ${returning.map((c) => `${qualified}.${ident(c)}`).join(", ")}` : "RETURNING 1"
  const body = returning.length ? "coalesce(json_agg(_postgrest_t), '[]')" : "''"
  return (
    `WITH pgrst_source AS (INSERT INTO ${qualified}(${columns.map(ident).join(", ")}) ` +
    `SELECT ${columns.map((c) => `"pgrst_body".${ident(c)}`).join(", ")} FROM (SELECT $1::text::json AS json_data) pgrst_payload, ` +
    `LATERAL (SELECT ${columns.map(ident).join(", ")} FROM json_to_recordset(pgrst_payload.json_data) AS _(${columns.map((c) => `${ident(c)} text`).join(", ")}) ) pgrst_body  ` +
    `${returningSql}) ` +
    `SELECT '' AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, array[]::text[] AS header, ${body} AS body, ` +
    `nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status, ` +
    `'' AS response_inserted FROM (SELECT * FROM pgrst_source) _postgrest_t`
  )
}

class Rollback extends Error {}

/** Runs the request as anon, as PostgREST would, and answers as PostgREST would. Nothing is committed when `dryRun`. */
export async function postgrestInsert(cluster: Cluster, request: InsertRequest, { dryRun = false } = {}): Promise<PostgrestAnswer> {
  const connection = cluster.connect({ role: "anon", headers: request.headers, path: `/rest/v1/${request.table}` })
  let answer: PostgrestAnswer | null = null
  try {
    await connection.request(async (tx) => {
      const [result] = await tx.unsafe(insertStatement(request), [JSON.stringify(request.rows)])
      const total = Number(result.page_total)
      if (request.singular && total !== 1) {
        answer = {
          status: 406,
          headers: {},
          body: JSON.stringify({ code: "PGRST116", details: `The result contains ${total} rows`, hint: null, message: "Cannot coerce the result to a single JSON object" }),
          committed: false,
        }
        throw new Rollback()
      }
      answer = {
        status: 201,
        headers: { ...(request.count ? { "Content-Range": `*/${total}` } : {}) },
        body: request.returning?.length ? String(result.body) : "",
        committed: !dryRun,
      }
      if (dryRun) throw new Rollback()
    })
  } catch (error) {
    if (!(error instanceof Rollback)) {
      const { code, message } = error as { code?: string; message: string }
      // PostgREST: 42501 is 401 for an anonymous request (Error.hs), P0001/PTxyz as raised.
      const status = code === "42501" ? 401 : code?.startsWith("PT") ? Number(code.slice(2)) : 400
      answer = { status, headers: {}, body: JSON.stringify({ code, message }), committed: false }
    }
  } finally {
    await connection.end()
  }
  return answer!
}
