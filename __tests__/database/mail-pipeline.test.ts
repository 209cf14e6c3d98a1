/**
 * The remote procedures of the mail pipeline that anon may call (CONTRACT-22.md items 4 and 5), as
 * a stranger would call them: they change only what they are for, reveal nothing, and a real
 * visitor's call works. Sending is tested in real Deno (__tests__/functions/notify-quote.test.ts).
 */
import crypto from "node:crypto"
import type { PGlite } from "@electric-sql/pglite"
import { botProof } from "./support/bot-proof"
import { arrange, as, attempt, createDatabase } from "./support/database"
import { savedQuote } from "./support/quote-files"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

describe("finish_quote_uploads, as anon", () => {
  it("marks the visitor's own quote once (idempotent) and answers nothing either way", async () => {
    await as(db, "anon", async (tx) => {
      const { quoteId } = await savedQuote(tx)
      const first = await tx.query("select public.finish_quote_uploads($1) as r", [quoteId])
      expect(first.rows).toEqual([{ r: null }])
      await tx.exec("set local role postgres")
      const { rows } = await tx.query<{ at: Date }>("select uploads_finished_at as at from public.quote_requests where id = $1", [quoteId])
      expect(rows[0].at).toBeInstanceOf(Date)
      await tx.exec("set local role anon")
      await tx.query("select public.finish_quote_uploads($1)", [quoteId])
      await tx.exec("set local role postgres")
      const again = await tx.query<{ at: Date }>("select uploads_finished_at as at from public.quote_requests where id = $1", [quoteId])
      expect(again.rows[0].at).toEqual(rows[0].at)
    })
  })

  it("gives a stranger probing ids the same empty answer for an id that does not exist", async () => {
    const answer = await as(db, "anon", async (tx) => (await tx.query("select public.finish_quote_uploads($1) as r", [crypto.randomUUID()])).rows)
    expect(answer).toEqual([{ r: null }])
  })
})

describe("newsletter double opt-in, as anon", () => {
  const signUp = async (email: string) =>
    as(db, "anon", async (tx) => attempt(tx, "insert into public.newsletter_subscribers (email, bot_proof) values ($1, $2)", [email, await botProof(tx)]))

  it("keeps a sign-up pending: it is not in the audience until confirmed", async () => {
    await db.transaction(async (tx) => {
      await tx.exec("set local role anon")
      await tx.query("insert into public.newsletter_subscribers (email, bot_proof) values ($1, $2)", ["pending@example.com", await botProof(tx)])
      await tx.exec("set local role service_role")
      expect((await tx.query("select * from public.newsletter_audience where email = 'pending@example.com'")).rows).toEqual([])
      await tx.exec("reset role")
      await tx.query("delete from public.newsletter_subscribers")
    })
  })

  it("confirms with the link's token, then says already_confirmed; a made-up token is invalid", async () => {
    const token = crypto.randomBytes(32).toString("base64url")
    const hash = crypto.createHash("sha256").update(token).digest("hex")
    await db.transaction(async (tx) => {
      await tx.query(
        "insert into public.newsletter_subscribers (email, confirm_token_hash, confirmation_sent_at) values ('reader@example.com', $1, now())",
        [hash],
      )
      await tx.exec("set local role anon")
      const confirm = async (value: string) => (await tx.query<{ r: string }>("select public.confirm_newsletter($1) as r", [value])).rows[0].r
      expect(await confirm(crypto.randomBytes(32).toString("base64url"))).toBe("invalid")
      expect(await confirm(hash)).toBe("invalid") // the stored hash is not a token
      expect(await confirm("")).toBe("invalid")
      expect(await confirm(token)).toBe("confirmed")
      expect(await confirm(token)).toBe("already_confirmed")
      await tx.exec("set local role service_role")
      expect((await tx.query("select email from public.newsletter_audience")).rows).toEqual([{ email: "reader@example.com" }])
      await tx.exec("reset role")
      await tx.query("delete from public.newsletter_subscribers")
    })
  })

  it("refuses a confirmation link older than 7 days", async () => {
    const token = crypto.randomBytes(32).toString("base64url")
    const hash = crypto.createHash("sha256").update(token).digest("hex")
    await db.transaction(async (tx) => {
      await tx.query(
        "insert into public.newsletter_subscribers (email, confirm_token_hash, confirmation_sent_at) values ('old@example.com', $1, now() - interval '8 days')",
        [hash],
      )
      await tx.exec("set local role anon")
      expect((await tx.query<{ r: string }>("select public.confirm_newsletter($1) as r", [token])).rows[0].r).toBe("invalid")
      await tx.exec("reset role")
      await tx.query("delete from public.newsletter_subscribers")
    })
  })

  it("lets anon neither set confirmed_at nor read the suppression list", async () => {
    expect(await signUp("reader2@example.com")).toBeNull()
    await as(db, "anon", async (tx) => {
      expect(await attempt(tx, "insert into public.newsletter_subscribers (email, confirmed_at) values ('x@example.com', now())")).toMatch(/permission denied/)
      expect(await attempt(tx, "select * from private.mail_suppressions")).toMatch(/permission denied/)
      expect(await attempt(tx, "select * from public.newsletter_audience")).toMatch(/permission denied/)
    })
  })
})

describe("unsent_quotes, for staff", () => {
  it("lists a mailed quote whose late file has not reached the office, not one whose acknowledgement was skipped on purpose", async () => {
    await as(db, "service_role", async (tx) => {
      const insert = async (extra: string) => {
        const id = crypto.randomUUID()
        await tx.query(
          `insert into public.quote_requests (id, business_name, contact_name, email, phone, services, upload_folder, created_at, notified_at, acknowledged_at, acknowledgement_skipped)
           select $1, 'Acme', 'Al', 'al@acme.co', '813-555-0100', array['High Dusting'], $2, ${extra}`,
          [id, `quotes/1700000000000-${id.replace(/-/g, "").slice(0, 16)}`],
        )
        return id
      }
      const late = await insert("now() - interval '2 hours', now() - interval '90 minutes', now() - interval '90 minutes', null")
      const done = await insert("now() - interval '2 hours', now() - interval '90 minutes', now() - interval '90 minutes', null")
      const skipped = await insert("now() - interval '2 hours', now() - interval '90 minutes', null, 'daily_limit'")
      const folder = `quotes/1700000000000-${late.replace(/-/g, "").slice(0, 16)}`
      await arrange(tx, "insert into storage.objects (bucket_id, name) values ('quote-attachments', $1)", [`${folder}/late.mp4`])
      await tx.query(
        `insert into public.quote_attachments (quote_id, storage_path, public_url, file_name, size_bytes, content_type)
         values ($1, $2, '', 'late.mp4', 10, 'video/mp4')`,
        [late, `${folder}/late.mp4`],
      )
      const { rows } = await tx.query<{ id: string; files_not_yet_mailed: number; acknowledgement_skipped: string | null }>(
        "select id, files_not_yet_mailed::int, acknowledgement_skipped from public.unsent_quotes where id in ($1, $2, $3)",
        [late, done, skipped],
      )
      expect(rows).toEqual([{ id: late, files_not_yet_mailed: 1, acknowledgement_skipped: null }])
    })
  })
})
