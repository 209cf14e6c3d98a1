import type { PGlite } from "@electric-sql/pglite"
import { FIELD_MAX_LENGTH } from "../../src/lib/quote/field-rules"
import { SERVICE_CHOICES } from "../../src/lib/quote/options"
import { toQuoteRow, type QuoteRow } from "../../src/lib/quote/quote-row"
import { withProof } from "./support/bot-proof"
import { as, attempt, createDatabase, failureOf, insertSql } from "./support/database"
import { completeRow, completeValues, minimalRow, newId } from "./support/sample-quote"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase({ legacyDefaultGrants: true })
}, 60_000)

afterAll(() => db?.close())

const insertAsAnon = (row: Record<string, unknown>) =>
  as(db, "anon", async (tx) => {
    const { sql, params } = insertSql("public.quote_requests", await withProof(tx, row))
    return failureOf(tx.query(sql, params))
  })

describe("quote_requests as the anon role", () => {
  it("accepts the exact row the form produces, complete or minimal", async () => {
    expect(await insertAsAnon(completeRow())).toBeNull()
    expect(await insertAsAnon(minimalRow())).toBeNull()
  })

  it("stores it with the database's timestamp (checked as the service role)", async () => {
    const row = completeRow()
    const stored = await as(db, "service_role", async (tx) => {
      await tx.exec("set local role anon")
      const { sql, params } = insertSql("public.quote_requests", await withProof(tx, row))
      await tx.query(sql, params)
      await tx.exec("set local role service_role")
      return (await tx.query<QuoteRow & { created_at: Date }>("select * from public.quote_requests where id = $1", [row.id])).rows[0]
    })
    expect(stored).toMatchObject({ ...row, bot_proof: null })
    expect(stored.created_at).toBeInstanceOf(Date)
  })

  it("refuses to read, update or delete quotes", async () => {
    const row = completeRow()
    await db.query(insertSql("public.quote_requests", row).sql, insertSql("public.quote_requests", row).params)
    await as(db, "anon", async (tx) => {
      expect(await attempt(tx, "select * from public.quote_requests")).toMatch(/permission denied/)
      expect(await attempt(tx, "select count(*) from public.quote_requests")).toMatch(/permission denied/)
      expect(await attempt(tx, "update public.quote_requests set budget = 'over-5000'")).toMatch(/permission denied/)
      expect(await attempt(tx, "delete from public.quote_requests")).toMatch(/permission denied/)
      expect(await attempt(tx, "truncate public.quote_requests")).toMatch(/permission denied/)
    })
    await db.query("delete from public.quote_requests where id = $1", [row.id])
  })

  it("refuses an insert that reads the row back (insert-only: clients must use return=minimal)", async () => {
    const { sql, params } = insertSql("public.quote_requests", completeRow())
    expect(await as(db, "anon", (tx) => failureOf(tx.query(`${sql} returning id`, params)))).toMatch(/permission denied/)
  })

  it("refuses to let a visitor set created_at", async () => {
    expect(await insertAsAnon({ ...completeRow(), created_at: "2020-01-01T00:00:00Z" })).toMatch(/permission denied/)
  })

  it("gives authenticated users no access at all", async () => {
    const { sql, params } = insertSql("public.quote_requests", completeRow())
    expect(await as(db, "authenticated", (tx) => failureOf(tx.query(sql, params)))).toMatch(/permission denied/)
  })

  const broken: Array<[string, Partial<QuoteRow>]> = [
    ["a blank business name", { business_name: "   " }],
    ["a blank contact name", { contact_name: "" }],
    ["an e-mail without a domain", { email: "maria@" }],
    ["an e-mail without a dot in the domain", { email: "maria@localhost" }],
    ["an e-mail with a space", { email: "maria lopez@x.com" }],
    ["a phone with 7 digits", { phone: "555-0199" }],
    ["a phone with letters", { phone: "813-555-CALL" }],
    ["a state outside the five", { state: "TX" }],
    ["a 4-digit ZIP", { zip_code: "3360" }],
    ["an unknown frequency", { frequency: "yearly" }],
    ["an unknown contact method", { preferred_contact_method: "fax" }],
    ["an unknown budget", { budget: "1m" }],
    ["no services", { services: [] }],
    ["a service outside the 14", { services: ["Pool Cleaning"] }],
    ["a null service", { services: ["Office Cleaning", null as unknown as string] }],
  ]

  it.each(broken)("refuses a row with %s", async (_what, change) => {
    expect(await insertAsAnon({ ...completeRow(), ...change })).toMatch(/violates (check|not-null) constraint|row-level security/)
  })

  it("refuses each required field left out", async () => {
    for (const column of ["business_name", "contact_name", "email", "phone", "services"] as const) {
      const row: Record<string, unknown> = completeRow()
      delete row[column]
      // Missing services already fail the insert policy, which Postgres checks before constraints.
      expect(await insertAsAnon(row)).toMatch(/violates not-null constraint|violates row-level security policy/)
    }
  })

  it("accepts every service at once and every option of each list", async () => {
    expect(await insertAsAnon({ ...completeRow(), services: [...SERVICE_CHOICES] })).toBeNull()
    for (const state of ["FL", "GA", "AL", "SC", "NC"]) expect(await insertAsAnon({ ...completeRow(), state })).toBeNull()
  })

  const COLUMN: Record<keyof typeof FIELD_MAX_LENGTH, keyof QuoteRow> = {
    businessName: "business_name",
    contactName: "contact_name",
    email: "email",
    phone: "phone",
    address: "address",
    city: "city",
    zipCode: "zip_code",
    serviceType: "service_type",
    squareFootage: "square_footage",
    numberOfEmployees: "number_of_employees",
    specialRequirements: "special_requirements",
  }

  /** A value of exactly n characters that satisfies the column's format. */
  const ofLength = (field: keyof typeof FIELD_MAX_LENGTH, n: number) => {
    if (field === "email") return `${"m".repeat(n - "@example.com".length)}@example.com`
    if (field === "phone") return `813-555-0199${" ".repeat(n - 12)}`
    if (field === "zipCode") return "3".repeat(n)
    return "x".repeat(n)
  }

  it.each(Object.keys(FIELD_MAX_LENGTH) as Array<keyof typeof FIELD_MAX_LENGTH>)(
    "has the form's length limit on %s",
    async (field) => {
      const max = FIELD_MAX_LENGTH[field]
      expect(await insertAsAnon({ ...completeRow(), [COLUMN[field]]: ofLength(field, max) })).toBeNull()
      expect(await insertAsAnon({ ...completeRow(), [COLUMN[field]]: ofLength(field, max + 1) })).toMatch(/violates check constraint/)
    },
  )

  it("refuses a second quote with the same id", async () => {
    const row = completeRow()
    const error = await as(db, "anon", async (tx) => {
      const first = insertSql("public.quote_requests", await withProof(tx, row))
      await tx.query(first.sql, first.params)
      const second = insertSql("public.quote_requests", await withProof(tx, row))
      return failureOf(tx.query(second.sql, second.params))
    })
    expect(error).toMatch(/duplicate key/)
  })

  it("fills an unset state with FL", async () => {
    const row: Record<string, unknown> = toQuoteRow(completeValues, newId())
    delete row.state
    expect(await insertAsAnon(row)).toBeNull()
  })
})
