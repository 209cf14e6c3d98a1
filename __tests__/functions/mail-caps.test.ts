/**
 * The caps on mail to prospects hold across kinds and functions, and under concurrency (issue 30, attacks
 * 5 and 9): notify-quote and notify-application, in real Deno, each with its own connection to a real
 * Postgres server, share one hourly cap; two sweeps at the same moment cannot send past it.
 */
import assert from "node:assert/strict"
import { appFromEnv as quoteApp } from "../../supabase/functions/notify-quote/app.ts"
import { appFromEnv as applicationApp } from "../../supabase/functions/notify-application/app.ts"
import { databaseUrl } from "../../supabase/functions/_shared/database.ts"
import { SWEEP_SECRET_HEADER } from "../../supabase/functions/_shared/http.ts"
import { startMailApi } from "./support/mail-api.ts"
import { startCluster } from "./support/database.ts"

const NOW = new Date("2021-03-02T15:00:00Z")
const MINUTE = 60_000
const SECRET = "test-sweep-secret"

Deno.test("the functions use the pooled connection when it is set", () => {
  assert.equal(databaseUrl({ DB_POOLER_URL: "postgres://pooler:6543/postgres", SUPABASE_DB_URL: "postgres://direct:5432/postgres" }), "postgres://pooler:6543/postgres")
  assert.equal(databaseUrl({ SUPABASE_DB_URL: "postgres://direct:5432/postgres" }), "postgres://direct:5432/postgres")
})

Deno.test("mail caps", async (t) => {
  const pg = await startCluster()
  const mailApi = startMailApi()
  const sql = pg.admin
  const env = {
    SUPABASE_DB_URL: pg.url,
    RESEND_API_KEY: "k",
    MAIL_API_URL: mailApi.url,
    MAIL_FROM: "Site <site@example.com>",
    OFFICE_EMAIL: "office@example.com",
    HIRING_EMAIL: "hiring@example.com",
    NOTIFY_SWEEP_SECRET: SECRET,
    SUPABASE_URL: "https://abcdefghijklmnop.supabase.co",
    SUPABASE_SERVICE_ROLE_KEY: "s",
  }
  const clock = () => NOW
  const quotes = quoteApp(env, clock)
  const applications = applicationApp(env, clock)
  const secondQuotes = quoteApp(env, clock) // another isolate: its own connection
  const sweep = (handler: (r: Request) => Promise<Response>) =>
    handler(new Request("http://127.0.0.1/", { method: "POST", headers: { [SWEEP_SECRET_HEADER]: SECRET }, body: JSON.stringify({ sweep: true }) })).then((r) => r.json())
  const prospectMails = () => mailApi.mails.filter((m) => !["office@example.com", "hiring@example.com"].includes(m.to[0]))
  const setCap = (hourly: number) => sql`update private.mail_caps set hourly = ${hourly}`

  let n = 0
  const quote = () =>
    sql`insert into public.quote_requests ${sql({
      id: crypto.randomUUID(), business_name: "B", contact_name: "C", email: `q${++n}@example${n}.com`, phone: "(813) 555-0100",
      services: ["High Dusting"], created_at: new Date(NOW.getTime() - MINUTE),
    })}`
  const application = () =>
    sql`insert into public.job_applications ${sql({
      id: crypto.randomUUID(), name: "N", phone: "(813) 555-0100", email: `a${++n}@example${n}.com`, preferred_language: "en", page_language: "en",
      job_slug: "day-porter", job_title: "Day Porter", contact_consent: true, created_at: new Date(NOW.getTime() - MINUTE),
    })}`
  const signUp = () => sql`insert into public.newsletter_subscribers ${sql({ email: `n${++n}@example${n}.com`, created_at: new Date(NOW.getTime() - MINUTE) })}`

  try {
    await t.step("quote and application acknowledgements and newsletter confirmations count against one hourly cap", async () => {
      await setCap(3)
      for (let i = 0; i < 2; i++) {
        await quote()
        await application()
        await signUp()
      }
      await sweep(quotes.handler)
      await sweep(applications.handler)
      assert.equal(prospectMails().length, 3, "three prospect mails in all, whichever function sent them")
      assert.equal(mailApi.mails.filter((m) => m.to[0] === "hiring@example.com").length, 2, "the hiring manager is never capped")
      assert.equal(mailApi.mails.filter((m) => m.to[0] === "office@example.com").length, 2, "nor the office")
    })

    await t.step("two sweeps at the same moment, on two connections, cannot send past the cap", async () => {
      await sql`update private.mail_outbox set sent_at = ${new Date(NOW.getTime() - 2 * 60 * MINUTE)} where status = 'sent'` // a fresh hour
      await setCap(4)
      const before = prospectMails().length
      for (let i = 0; i < 8; i++) await quote()
      // The first sweep claims what the cap allows, then waits on its first mail; the second sweeps meanwhile.
      const held = mailApi.holdNext((m) => m.idempotencyKey?.endsWith("-acknowledgement") ?? false)
      const first = sweep(quotes.handler)
      await held.arrived
      const second = await sweep(secondQuotes.handler)
      assert.equal(second.prospect.sent, 0, "the first sweep's claims count against the cap while it sends")
      held.release()
      const firstCounts = await first
      assert.equal(prospectMails().length - before, 4)
      assert.equal(firstCounts.prospect.sent + second.prospect.sent, 4)
    })
  } finally {
    await quotes.close()
    await applications.close()
    await secondQuotes.close()
    await mailApi.stop()
    await pg.stop()
  }
})
