/**
 * What a visitor's browser does against the database, as the anon role inside one transaction on
 * the test's connection (PostgREST does the same: `set local role anon` and the request's headers):
 * ask for a bot-check challenge, solve it as the altcha widget does, and send the row.
 */
import type postgres from "postgres"
export { botProof } from "../../database/support/postgres-visitor.ts"

/** Runs `work` as anon with the edge's client-address header, then commits. */
export async function asVisitor<T>(sql: postgres.Sql, address: string, work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  return await sql.begin(async (tx) => {
    await tx`select set_config('role', 'anon', true), set_config('request.headers', ${JSON.stringify({ "cf-connecting-ip": address })}, true)`
    return await work(tx)
  }) as T
}
