/**
 * Rules across the whole schema: the ones Supabase's database linter checks, and the
 * agreement between the rows the form sends and the columns anon may write (drift test).
 */
import type { PGlite } from "@electric-sql/pglite"
import { initialQuoteValues } from "../../src/lib/quote/form-values"
import { toAttachmentRow, toQuoteRow } from "../../src/lib/quote/quote-row"
import { createDatabase, migrationFiles } from "./support/database"
import { applicationRow } from "./support/sample-application"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const columnsOf = async (table: string) =>
  (
    await db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1",
      [table],
    )
  ).rows
    .map((r) => r.column_name)
    .sort()

const anonInsertColumns = async (table: string) =>
  (
    await db.query<{ column_name: string }>(
      `select column_name from information_schema.column_privileges
       where table_schema = 'public' and table_name = $1 and grantee = 'anon' and privilege_type = 'INSERT'`,
      [table],
    )
  ).rows
    .map((r) => r.column_name)
    .sort()

/** The remote procedures the browser calls (CONTRACT-22.md; the booking panel's, issue 31); every other function lives in private. */
const PUBLIC_FUNCTIONS = [
  "assessment_availability",
  "book_assessment",
  "bot_check_challenge",
  "cancel_assessment",
  "confirm_newsletter",
  "finish_quote_uploads",
  "move_assessment",
  "request_assessment_call",
]
/** Columns the browser sends beyond what toQuoteRow makes today (CONTRACT-22.md items 1 and 2). */
const CONTRACT_QUOTE_COLUMNS = ["bot_proof", "upload_folder"]
const union = (...lists: string[][]) => [...new Set(lists.flat())].sort()

describe("the form's rows and the tables' columns", () => {
  const NOTIFICATION_COLUMNS = [
    "notified_at",
    "acknowledged_at",
    "acknowledgement_skipped",
    "uploads_finished_at",
    // The hash of the booking token (issue 31): anon can neither set nor read it.
    "booking_token_hash",
  ]

  it("quote_requests: the form sends exactly the columns anon may write, which are all but created_at and the notification bookkeeping", async () => {
    const formKeys = Object.keys(toQuoteRow(initialQuoteValues, "id")).sort()
    expect(await anonInsertColumns("quote_requests")).toEqual(union(formKeys, CONTRACT_QUOTE_COLUMNS))
    expect(await columnsOf("quote_requests")).toEqual(union(formKeys, CONTRACT_QUOTE_COLUMNS, ["created_at"], NOTIFICATION_COLUMNS))
  })

  it("job_applications: the form sends exactly the columns anon may write, with the bot proof", async () => {
    const formKeys = Object.keys(applicationRow()).sort()
    expect(await anonInsertColumns("job_applications")).toEqual(union(formKeys, ["bot_proof"]))
    // The mail's claims and attempts live in private.mail_outbox; the row keeps what happened.
    const bookkeeping = ["created_at", "notified_at", "acknowledged_at", "acknowledgement", "resume_reported_at"]
    // What staff record for the retention the privacy page states (…_application_retention.sql).
    const retention = ["decided_at", "withdrawn_at", "legal_hold"]
    expect(await columnsOf("job_applications")).toEqual(union(formKeys, ["bot_proof"], bookkeeping, retention))
  })

  it("quote_attachments: the form sends exactly the columns anon may write, which are all but id, created_at, reported_at and the derived public_url", async () => {
    const formKeys = Object.keys(toAttachmentRow("q", { path: "p", name: "n", size: 1, contentType: "t" })).sort()
    expect(await anonInsertColumns("quote_attachments")).toEqual(formKeys)
    // public_url too, which the database derives from storage_path (anon may not write it).
    expect(await columnsOf("quote_attachments")).toEqual([...formKeys, "created_at", "id", "public_url", "reported_at"].sort())
  })
})

describe("Supabase database linter rules", () => {
  it("has row-level security on every table in public", async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    )
    expect(rows.map((r) => r.relname)).toEqual(["assessment_bookings", "assessment_call_requests", "job_applications", "newsletter_subscribers", "quote_attachments", "quote_requests"])
    expect(rows.every((r) => r.relrowsecurity)).toBe(true)
  })

  it("has no always-true policy", async () => {
    const { rows } = await db.query<{ policyname: string; qual: string | null; with_check: string | null }>(
      "select policyname, qual, with_check from pg_policies where schemaname in ('public', 'storage')",
    )
    expect(rows.length).toBeGreaterThanOrEqual(4)
    for (const policy of rows) {
      expect([policy.qual?.trim(), policy.with_check?.trim()]).not.toContain("true")
    }
  })

  it("gives anon insert-only policies", async () => {
    const { rows } = await db.query<{ cmd: string }>(
      "select distinct cmd from pg_policies where schemaname in ('public', 'storage') and 'anon' = any(roles)",
    )
    expect(rows).toEqual([{ cmd: "INSERT" }])
  })

  it("fixes the search_path of every function the migrations create", async () => {
    const { rows } = await db.query<{ proname: string; proconfig: string[] | null }>(
      `select p.proname, p.proconfig from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')`,
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const fn of rows) expect(fn.proconfig).toContain("search_path=\"\"")
  })

  it("exposes to the Data API only the functions CONTRACT-22.md names", async () => {
    const { rows } = await db.query<{ proname: string }>(
      "select proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1",
    )
    expect(rows.map((r) => r.proname)).toEqual(PUBLIC_FUNCTIONS)
  })

  it("names migrations as the Supabase CLI expects", () => {
    expect(migrationFiles().length).toBeGreaterThanOrEqual(3)
  })
})
