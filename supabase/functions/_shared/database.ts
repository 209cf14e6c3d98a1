/**
 * The functions' database connection. Supabase advises its shared pooler in transaction mode for Edge
 * Functions ("Connect to your database": serverless and edge functions open many short-lived
 * connections), so each isolate holds one pooled connection, not one of the database's own: DB_POOLER_URL
 * (the Connect panel's transaction-mode string, port 6543) when set, else SUPABASE_DB_URL. Prepared
 * statements are off, as a transaction-mode pooler requires; everything the pipeline does fits in single
 * statements and transactions (advisory locks are transaction-scoped).
 */
import postgres from "postgres"

export type Sql = postgres.Sql
export type TransactionSql = postgres.TransactionSql

export const databaseUrl = (env: Record<string, string | undefined>) => env.DB_POOLER_URL?.trim() || env.SUPABASE_DB_URL?.trim() || ""

export const connect = (url: string): Sql => postgres(url || "postgres://unset", { max: 1, prepare: false, idle_timeout: 20, connect_timeout: 10 })
