/**
 * One e-mail rule: the browser's isValidEmail (src/lib/email.ts) and the check constraints of
 * quote_requests and newsletter_subscribers must accept and refuse the same addresses.
 */
import type { PGlite } from "@electric-sql/pglite"
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN_SOURCE, isValidEmail } from "../../src/lib/email"
import { botProof, withProof } from "./support/bot-proof"
import { as, attempt, createDatabase, insertSql } from "./support/database"
import { applicationRow } from "./support/sample-application"
import { completeRow } from "./support/sample-quote"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const CONSTRAINTS = [
  ["quote_requests", "quote_requests_email_check"],
  ["newsletter_subscribers", "newsletter_subscribers_email_check"],
  ["job_applications", "job_applications_email_check"],
] as const

const ADDRESSES = [
  "maria@bayshoredental.com",
  "Maria.Lopez+quotes@Bayshore-Dental.co.uk",
  "o'brien@example.com",
  "a!#$%&*/=?^_`{|}~-@example.org",
  "x@sub.example.io",
  "x@example.c", // passed the newsletter box before the one rule, and the table refused it
  "x@localhost",
  "x@example.1com",
  "x@-example.com",
  "x@example-.com",
  "x@example..com",
  "x@.example.com",
  "x@example.com.",
  "x@exa_mple.com",
  "x y@example.com",
  "x@example.com x",
  "xexample.com",
  "x@@example.com",
  "@example.com",
  "x@",
  "\"quoted\"@example.com",
  "x@[192.0.2.1]",
  "jörg@example.com",
  "x@bücher.de",
  `${"m".repeat(EMAIL_MAX_LENGTH - "@example.com".length)}@example.com`,
  `${"m".repeat(EMAIL_MAX_LENGTH + 1 - "@example.com".length)}@example.com`,
  `x@${"a".repeat(64)}.com`,
]

describe("one e-mail rule for the forms and the database", () => {
  it.each(CONSTRAINTS)("%s's e-mail check holds EMAIL_PATTERN_SOURCE and the 254-character limit", async (table, name) => {
    const { rows } = await db.query<{ definition: string }>(
      "select pg_get_constraintdef(c.oid) as definition from pg_constraint c where c.conrelid = $1::regclass and c.conname = $2",
      [`public.${table}`, name],
    )
    expect(rows).toHaveLength(1)
    // pg_get_constraintdef prints the pattern as an SQL literal, with each ' doubled.
    expect(rows[0].definition).toContain(`'${EMAIL_PATTERN_SOURCE.replaceAll("'", "''")}'`)
    expect(rows[0].definition).toContain(`char_length(email) <= ${EMAIL_MAX_LENGTH}`)
  })

  it("has exactly one e-mail check per table (no older rule left behind)", async () => {
    const { rows } = await db.query<{ conname: string }>(
      `select conname from pg_constraint
       where conrelid in ('public.quote_requests'::regclass, 'public.newsletter_subscribers'::regclass, 'public.job_applications'::regclass)
         and contype = 'c' and pg_get_constraintdef(oid) like '%email ~ %' order by 1`,
    )
    expect(rows.map((r) => r.conname)).toEqual(CONSTRAINTS.map(([, name]) => name).sort())
  })

  it.each(ADDRESSES)("gives the same verdict for %s in the browser, quote_requests, newsletter_subscribers and job_applications", async (address) => {
    const verdicts = await as(db, "anon", async (tx) => {
      const quote = insertSql("public.quote_requests", await withProof(tx, { ...completeRow(), email: address }))
      const application = insertSql("public.job_applications", await withProof(tx, { ...applicationRow(), email: address }))
      return {
        browser: isValidEmail(address),
        quote: (await attempt(tx, quote.sql, quote.params)) === null,
        application: (await attempt(tx, application.sql, application.params)) === null,
        newsletter: (await attempt(tx, "insert into public.newsletter_subscribers (email, bot_proof) values ($1, $2)", [address, await botProof(tx)])) === null,
      }
    })
    const expected = isValidEmail(address)
    expect(verdicts).toEqual({ browser: expected, quote: expected, application: expected, newsletter: expected })
  })

  it("accepts and refuses some addresses on each side of the rule (the list tests both verdicts)", () => {
    const verdicts = ADDRESSES.map(isValidEmail)
    expect(verdicts).toContain(true)
    expect(verdicts).toContain(false)
  })
})
