/**
 * The notify-quote Edge Function in the real Deno runtime, against a real Postgres server
 * (PGlite over the wire protocol, every migration applied) and a stand-in mail API.
 * "now" is set by the test: quotes are dated relative to it.
 */
import assert from "node:assert/strict"
import site from "../../content/settings/site.json" with { type: "json" }
import { appFromEnv } from "../../supabase/functions/notify-quote/app.ts"
import { SWEEP_SECRET_HEADER } from "../../supabase/functions/notify-quote/handler.ts"
import { MAX_ATTEMPTS } from "../../supabase/functions/notify-quote/quote.ts"
import { startMailApi } from "./support/mail-api.ts"
import { startPostgres } from "./support/postgres-server.ts"

const NOW = new Date("2020-07-04T16:05:00Z") // 12:05 PM in Tampa (EDT)
const MINUTE = 60_000
const OFFICE = "office@example.com"
const SWEEP_SECRET = "test-sweep-secret"
const SITE_ORIGIN = "https://www.example.com"

Deno.test("notify-quote", async (t) => {
  const pg = await startPostgres()
  const mailApi = startMailApi()
  let clock = NOW
  const app = appFromEnv(
    {
      SUPABASE_DB_URL: pg.url,
      RESEND_API_KEY: "test-mail-key",
      MAIL_API_URL: mailApi.url,
      MAIL_FROM: "Quotes <quotes@example.com>",
      OFFICE_EMAIL: OFFICE,
      NOTIFY_SWEEP_SECRET: SWEEP_SECRET,
      SITE_ORIGINS: SITE_ORIGIN,
    },
    () => clock,
  )
  // pglite-socket runs one Postgres session for all its connections, so statements of two
  // connections must not interleave: the test arranges rows only while the function is idle.
  const { sql } = pg

  const call = (body: unknown, headers: Record<string, string> = {}) =>
    app.handler(
      new Request("http://127.0.0.1/functions/v1/notify-quote", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    )
  const sweep = () => call({ sweep: true }, { [SWEEP_SECRET_HEADER]: SWEEP_SECRET })
  const mailsFor = (id: string) => mailApi.mails.filter((m) => m.idempotencyKey?.startsWith(`quote-${id}-`))

  let counter = 0
  async function insertQuote(fields: Record<string, unknown> = {}, ageMs = MINUTE) {
    const row = {
      id: crypto.randomUUID(),
      business_name: "Bayshore Dental Group",
      contact_name: "Maria Lopez",
      email: `maria${++counter}@bayshoredental.com`,
      phone: "(813) 555-0199",
      services: ["Office Cleaning"],
      created_at: new Date(NOW.getTime() - ageMs),
      ...fields,
    }
    await sql`insert into public.quote_requests ${sql(row)}`
    return row
  }
  const stateOf = async (id: string) =>
    (await sql`select notified_at, acknowledged_at, notify_attempts, notify_last_error, notify_claimed_until
               from public.quote_requests where id = ${id}`)[0]

  try {
    await t.step("sends one office e-mail and one acknowledgement for a quote, and records both", async () => {
      const quote = await insertQuote({
        business_name: "Bayshore Dental Group",
        city: "Tampa",
        zip_code: "33606",
        frequency: "weekly",
        budget: "1000-2500",
        preferred_contact_method: "email",
        services: ["Office Cleaning", "Medical Office Cleaning"],
        special_requirements: "Clean after 6 pm.",
        landing_page: "/services/office-cleaning?utm_source=google",
        referrer: "https://www.google.com/",
        utm: sql.json({ utm_source: "google", utm_campaign: "spring" }),
      }, 0)
      const folder = "quotes/1593878700000-0123456789abcdef"
      for (const [name, size] of [["floor-plan.pdf", 2_516_582], ["lobby.jpg", 734_003]] as const) {
        await sql`insert into public.quote_attachments ${sql({
          quote_id: quote.id,
          storage_path: `${folder}/${name}`,
          public_url: `https://abcdefghijklmnop.supabase.co/storage/v1/object/public/quote-attachments/${folder}/${name}`,
          file_name: name,
          size_bytes: size,
          content_type: name.endsWith(".pdf") ? "application/pdf" : "image/jpeg",
        })}`
      }

      const response = await call({ quoteId: quote.id })
      assert.equal(response.status, 200)
      const [office, ack, ...rest] = mailsFor(quote.id)
      assert.equal(rest.length, 0)

      assert.deepEqual(office.to, [OFFICE])
      assert.equal(office.reply_to, quote.email)
      assert.equal(office.from, "Quotes <quotes@example.com>")
      assert.equal(office.authorization, "Bearer test-mail-key")
      assert.equal(office.idempotencyKey, `quote-${quote.id}-office`)
      assert.equal(office.subject, "Quote request: Bayshore Dental Group (Tampa)")
      for (const line of [
        "Business name: Bayshore Dental Group",
        "Contact name: Maria Lopez",
        `E-mail: ${quote.email}`,
        "Phone: (813) 555-0199",
        "City: Tampa",
        "State: Florida",
        "ZIP code: 33606",
        "Cleaning frequency: Weekly",
        "Monthly budget: $1,000 – $2,500 / month",
        "Preferred contact method: E-mail",
        "- Office Cleaning\n- Medical Office Cleaning",
        "Clean after 6 pm.",
        "Submitted: Saturday, July 4, 2020 at 12:05 PM EDT (Florida time)",
        `- floor-plan.pdf (2.4 MB): https://abcdefghijklmnop.supabase.co/storage/v1/object/public/quote-attachments/${folder}/floor-plan.pdf`,
        "- lobby.jpg (0.7 MB): ",
        "Landing page: /services/office-cleaning?utm_source=google",
        "Referrer: https://www.google.com/",
        "Campaign (utm): utm_source=google, utm_campaign=spring",
      ]) assert.ok(office.text.includes(line), `office text lacks ${JSON.stringify(line)}:\n${office.text}`)
      assert.ok(office.html.includes(`<a href="https://abcdefghijklmnop.supabase.co/storage/v1/object/public/quote-attachments/${folder}/floor-plan.pdf">floor-plan.pdf</a> (2.4 MB)`))
      assert.ok(office.html.includes("utm_source=google, utm_campaign=spring"))

      assert.deepEqual(ack.to, [quote.email])
      assert.equal(ack.reply_to, OFFICE)
      assert.equal(ack.idempotencyKey, `quote-${quote.id}-acknowledgement`)
      assert.ok(ack.text.startsWith("Hello Maria Lopez,"))
      assert.ok(ack.text.includes("within 24 hours"))
      assert.ok(ack.text.includes(site.phoneDisplay) && ack.html.includes(site.phoneDisplay))
      assert.ok(ack.text.includes("Services needed: Office Cleaning, Medical Office Cleaning"))
      assert.ok(ack.text.includes("Files: floor-plan.pdf, lobby.jpg"))
      assert.ok(!ack.text.includes("https://abcdefghijklmnop.supabase.co") && !ack.html.includes("https://abcdefghijklmnop.supabase.co"), "no file links")

      assert.deepEqual(await stateOf(quote.id), {
        notified_at: NOW,
        acknowledged_at: NOW,
        notify_attempts: 0,
        notify_last_error: null,
        notify_claimed_until: null,
      })
    })

    await t.step("a second call for the same quote sends nothing (409)", async () => {
      const quote = await insertQuote()
      assert.equal((await call({ quoteId: quote.id })).status, 200)
      assert.equal((await call({ quoteId: quote.id })).status, 409)
      assert.equal((await sweep()).status, 200)
      assert.equal(mailsFor(quote.id).length, 2)
    })

    await t.step("two concurrent calls send exactly one pair", async () => {
      const quote = await insertQuote()
      const statuses = (await Promise.all([call({ quoteId: quote.id }), call({ quoteId: quote.id })])).map((r) => r.status).sort()
      assert.deepEqual(statuses, [200, 409])
      assert.deepEqual(mailsFor(quote.id).map((m) => m.idempotencyKey), [`quote-${quote.id}-office`, `quote-${quote.id}-acknowledgement`])
    })

    await t.step("sends nothing for an unknown id (404), a quote over a day old (410) or a bad body (400)", async () => {
      const before = mailApi.mails.length
      assert.equal((await call({ quoteId: crypto.randomUUID() })).status, 404)
      const old = await insertQuote({}, 24 * 60 * MINUTE + MINUTE)
      assert.equal((await call({ quoteId: old.id })).status, 410)
      for (const body of ["not json", [], { quoteId: "42" }, { quoteId: crypto.randomUUID(), extra: 1 }, { sweep: "yes" }, {}]) {
        assert.equal((await call(body)).status, 400, JSON.stringify(body))
      }
      assert.equal((await sweep()).status, 200)
      assert.equal(mailApi.mails.length, before)
      assert.equal((await stateOf(old.id)).notified_at, null)
    })

    await t.step("says when no files arrived, and shows an unknown lead source as such", async () => {
      const quote = await insertQuote({ city: null, state: "GA" })
      await call({ quoteId: quote.id })
      const [office] = mailsFor(quote.id)
      assert.equal(office.subject, "Quote request: Bayshore Dental Group (Georgia)")
      assert.ok(office.text.includes("Attachments (0):\nNo files arrived with this quote."))
      assert.ok(office.text.includes("Landing page: unknown"))
      assert.ok(office.text.includes("Referrer: none"))
      assert.ok(office.text.includes("Campaign (utm): none"))
    })

    await t.step("shows what a visitor typed as written: <script> and A & B are escaped in HTML", async () => {
      const quote = await insertQuote({ business_name: "<script>alert(1)</script>", contact_name: "A & B", special_requirements: 'Say "hi" <b>now</b>' })
      await call({ quoteId: quote.id })
      const [office, ack] = mailsFor(quote.id)
      assert.equal(office.subject, "Quote request: <script>alert(1)</script> (Florida)")
      assert.ok(office.text.includes("Business name: <script>alert(1)</script>"))
      assert.ok(office.text.includes("Contact name: A & B"))
      for (const html of [office.html, ack.html]) {
        assert.ok(!html.includes("<script>"), "no live script tag")
        assert.ok(html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"))
        assert.ok(html.includes("A &amp; B"))
        assert.ok(!html.includes("<b>now</b>"))
      }
      assert.ok(ack.text.startsWith("Hello A & B,"))
    })

    await t.step("a mail API failure leaves the quote pending with its error; the next sweep sends it", async () => {
      const quote = await insertQuote()
      mailApi.failWith(503)
      const response = await call({ quoteId: quote.id })
      assert.equal(response.status, 502)
      const failed = await stateOf(quote.id)
      assert.equal(failed.notified_at, null)
      assert.equal(failed.notify_attempts, 1)
      assert.match(failed.notify_last_error, /mail API answered 503/)
      assert.equal(failed.notify_claimed_until, null)

      mailApi.failWith(null)
      clock = new Date(NOW.getTime() + 2 * MINUTE) // the quote is 3 minutes old: too young for the sweep
      await sweep()
      assert.equal(mailsFor(quote.id).length, 0)
      clock = new Date(NOW.getTime() + 6 * MINUTE)
      assert.deepEqual(await (await sweep()).json(), { sent: 1, failed: 0, skipped: 0 })
      assert.deepEqual(mailsFor(quote.id).map((m) => m.to[0]), [OFFICE, quote.email])
      const sent = await stateOf(quote.id)
      assert.deepEqual(sent.notified_at, clock)
      assert.equal(sent.notify_attempts, 1)
      clock = NOW
    })

    await t.step("after the office mail went out and the acknowledgement failed, a retry sends only the acknowledgement", async () => {
      const quote = await insertQuote({}, 10 * MINUTE)
      await sql`update public.quote_requests set notified_at = ${NOW} where id = ${quote.id}`
      assert.equal((await call({ quoteId: quote.id })).status, 409, "the browser call only asks for new quotes")
      await sweep()
      assert.deepEqual(mailsFor(quote.id).map((m) => m.idempotencyKey), [`quote-${quote.id}-acknowledgement`])
    })

    await t.step(`after ${MAX_ATTEMPTS} failed attempts the quote stays unsent and shows in unsent_quotes`, async () => {
      const quote = await insertQuote({}, 10 * MINUTE)
      mailApi.failWith(500)
      for (let i = 0; i < MAX_ATTEMPTS + 2; i++) await sweep()
      mailApi.failWith(null)
      assert.deepEqual(await (await sweep()).json(), { sent: 0, failed: 0, skipped: 0 })
      assert.equal((await call({ quoteId: quote.id })).status, 409)
      assert.equal(mailsFor(quote.id).length, 0)
      const state = await stateOf(quote.id)
      assert.equal(state.notify_attempts, MAX_ATTEMPTS)
      assert.equal(state.notified_at, null)
      const [unsent] = await sql`select status, notify_attempts from public.unsent_quotes where id = ${quote.id}`
      assert.deepEqual(unsent, { status: "gave up", notify_attempts: MAX_ATTEMPTS })
      const [view] = await sql`select pg_get_viewdef('public.unsent_quotes'::regclass) as definition`
      assert.ok(view.definition.includes(`notify_attempts >= ${MAX_ATTEMPTS}`), "the view gives up where the function does")
    })

    await t.step("sweeps only with the secret", async () => {
      assert.equal((await call({ sweep: true })).status, 401)
      assert.equal((await call({ sweep: true }, { [SWEEP_SECRET_HEADER]: "wrong" })).status, 401)
      assert.equal((await call({ sweep: true }, { [SWEEP_SECRET_HEADER]: SWEEP_SECRET })).status, 200)
    })

    await t.step("answers CORS preflight for the site's origin only", async () => {
      const preflight = (origin: string) =>
        app.handler(new Request("http://127.0.0.1/functions/v1/notify-quote", {
          method: "OPTIONS",
          headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization, apikey, content-type" },
        }))
      const ok = await preflight(SITE_ORIGIN)
      assert.equal(ok.status, 204)
      assert.equal(ok.headers.get("access-control-allow-origin"), SITE_ORIGIN)
      assert.match(ok.headers.get("access-control-allow-headers") ?? "", /authorization.*apikey.*content-type/)
      const other = await preflight("https://evil.example")
      assert.equal(other.status, 403)
      assert.equal(other.headers.get("access-control-allow-origin"), null)
      const post = await call({ quoteId: crypto.randomUUID() }, { Origin: SITE_ORIGIN })
      assert.equal(post.headers.get("access-control-allow-origin"), SITE_ORIGIN)
      await post.body?.cancel()
    })

    await t.step("writes only to the office and to each quote's own address", async () => {
      const quoteAddresses = new Set((await sql`select email from public.quote_requests`).map((r) => r.email))
      assert.ok(mailApi.mails.length > 0)
      for (const mail of mailApi.mails) {
        assert.equal(mail.to.length, 1)
        assert.ok(mail.to[0] === OFFICE || quoteAddresses.has(mail.to[0]), mail.to[0])
      }
    })
  } finally {
    await app.close()
    await mailApi.stop()
    await pg.stop()
  }
})
