import type { PGlite } from "@electric-sql/pglite"
import { botProof } from "./support/bot-proof"
import { as, attempt, createDatabase } from "./support/database"

let db: PGlite

beforeAll(async () => {
  db = await createDatabase()
}, 120_000)

afterAll(() => db?.close())

const subscribe = (email: string) =>
  as(db, "anon", async (tx) => attempt(tx, "insert into public.newsletter_subscribers (email, bot_proof) values ($1, $2)", [email, await botProof(tx)]))

describe("newsletter_subscribers as the anon role", () => {
  afterEach(() => db.query("delete from public.newsletter_subscribers"))

  it("stores a new address in lower case", async () => {
    // `as` rolls back, so this one is inserted the same way but kept.
    await db.transaction(async (tx) => {
      await tx.exec("set local role anon")
      await tx.query("insert into public.newsletter_subscribers (email, bot_proof) values ($1, $2)", [" Maria@BayshoreDental.com ", await botProof(tx)])
    })
    const { rows } = await db.query("select email from public.newsletter_subscribers")
    expect(rows).toEqual([{ email: "maria@bayshoredental.com" }])
  })

  it("accepts a repeated address without an error and without a second row", async () => {
    await db.query("insert into public.newsletter_subscribers (email) values ('maria@bayshoredental.com')")
    expect(await subscribe("MARIA@bayshoredental.com")).toBeNull()
    const { rows } = await db.query("select count(*)::int as n from public.newsletter_subscribers")
    expect(rows).toEqual([{ n: 1 }])
  })

  it("refuses an address that is not one", async () => {
    expect(await subscribe("maria")).toMatch(/violates check constraint/)
    expect(await subscribe("maria@localhost")).toMatch(/violates check constraint/)
  })

  it("reveals nothing: no reading, changing or deleting, no chosen timestamp", async () => {
    await db.query("insert into public.newsletter_subscribers (email) values ('maria@bayshoredental.com')")
    await as(db, "anon", async (tx) => {
      expect(await attempt(tx, "select email from public.newsletter_subscribers")).toMatch(/permission denied/)
      expect(await attempt(tx, "update public.newsletter_subscribers set email = 'x@y.zz'")).toMatch(/permission denied/)
      expect(await attempt(tx, "delete from public.newsletter_subscribers")).toMatch(/permission denied/)
      expect(await attempt(tx, "insert into public.newsletter_subscribers (email, created_at) values ('a@b.cc', now())")).toMatch(
        /permission denied/,
      )
    })
  })
})
