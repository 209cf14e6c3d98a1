/**
 * The function tests' Postgres: a real server with every migration (../../database/support/postgres-cluster.ts),
 * so two calls of a function, each on its own connection, interleave for real. `arrange` puts rows in place
 * as they were stored long ago (triggers off, as a data import runs): a file uploaded two days ago, which the
 * upload rules would refuse today.
 */
import type postgres from "postgres"
export { startCluster, untilSomeoneWaits, type Cluster } from "../../database/support/postgres-cluster.ts"

export async function arrange(sql: postgres.Sql, work: (tx: postgres.TransactionSql) => Promise<unknown>): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`
    await work(tx)
  })
}
