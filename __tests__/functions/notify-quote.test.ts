/**
 * The notify-quote Edge Function in the real Deno runtime, against a real Postgres server
 * (PGlite over the wire protocol, every migration applied) and a stand-in mail API.
 * "now" is set by the test: quotes are dated relative to it.
 */
import assert from "node:assert/strict"
import site from "../../content/settings/site.json" with { type: "json" }
import { appFromEnv } from "../../supabase/functions/notify-quote/app.ts"
import { SWEEP_SECRET_HEADER } from "../../supabase/functions/notify-quote/handler.ts"
import { MAX_ATTEMPTS, PROSPECT_MAIL_HOURLY_CAP, quoteReference } from "../../supabase/functions/notify-quote/quote.ts"
import { startMailApi } from "./support/mail-api.ts"
import { startPostgres } from "./support/postgres-server.ts"
import { startStorageApi } from "./support/storage-api.ts"
import { asVisitor, botProof } from "./support/visitor.ts"

const NOW = new Date("2020-07-04T16:05:00Z") // 12:05 PM in Tampa (EDT)
const MINUTE = 60_000
const OFFICE = "office@example.com"
const SWEEP_SECRET = "test-sweep-secret"
const SITE_ORIGIN = "https://www.example.com"
const NOTHING = { sent: 0, failed: 0, skipped: 0 }

Deno.test("notify-quote", async (t) => {
  const pg = await startPostgres()
  const mailApi = startMailApi()
  const storageApi = startStorageApi(pg.sql, "test-service-role-key")
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
      SUPABASE_URL: storageApi.url,
      SUPABASE_SERVICE_ROLE_KEY: "test-service-role-key",
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
      created_at: new Date(clock.getTime() - ageMs),
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

      assert.ok(office.text.includes(`Reference: ${quoteReference(quote.id)}`))

      assert.deepEqual(ack.to, [quote.email])
      assert.equal(ack.reply_to, OFFICE)
      assert.equal(ack.idempotencyKey, `quote-${quote.id}-acknowledgement`)
      assert.equal(ack.subject, `We received your quote request - ${site.companyName}`)
      assert.ok(ack.text.includes("within 24 hours"))
      assert.ok(ack.text.includes(site.phoneDisplay) && ack.html.includes(site.phoneDisplay))
      assert.ok(ack.text.includes(`Your reference: ${quoteReference(quote.id)}`))
      for (const typed of ["Maria Lopez", "Bayshore Dental Group", "Clean after 6 pm.", "floor-plan.pdf", "Office Cleaning", "https://abcdefghijklmnop.supabase.co"]) {
        assert.ok(!ack.text.includes(typed) && !ack.html.includes(typed), `the acknowledgement repeats ${typed}`)
      }

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
      assert.ok(!office.html.includes("<script>"), "no live script tag")
      assert.ok(office.html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"))
      assert.ok(office.html.includes("A &amp; B"))
      assert.ok(!office.html.includes("<b>now</b>"))
      assert.ok(!ack.html.includes("script") && !ack.html.includes("A &amp; B") && !ack.html.includes("now</b>"))
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
      clock = new Date(NOW.getTime() - MINUTE / 2) // the quote is 30 seconds old: left to the browser's own call
      await sweep()
      assert.equal(mailsFor(quote.id).length, 0)
      clock = new Date(NOW.getTime() + 6 * MINUTE)
      assert.deepEqual(await (await sweep()).json(), { sent: 1, failed: 0, skipped: 0, newsletter: NOTHING })
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
      assert.deepEqual(await (await sweep()).json(), { sent: 0, failed: 0, skipped: 0, newsletter: NOTHING })
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

    await t.step("a real visitor, as anon with a solved bot check, a file and the uploads mark, reaches the office and is acknowledged", async () => {
      const id = crypto.randomUUID()
      const folder = `quotes/${NOW.getTime()}-${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`
      const path = `${folder}/site_photo.jpg`
      await asVisitor(sql, "203.0.113.50", async (tx) => {
        await tx`insert into public.quote_requests ${tx({
          id, business_name: "Harbor Cafe", contact_name: "Ana Ruiz", email: "ana@harborcafe.com", phone: "(813) 555-0123",
          services: ["Restaurant Cleaning"], upload_folder: folder, bot_proof: await botProof(tx),
        })}`
        // Storage's own insert after the upload (as the visitor's role, under the bucket's policy).
        await tx`insert into storage.objects (bucket_id, name, metadata) values ('quote-attachments', ${path}, ${tx.json({ size: 480_000, mimetype: "image/jpeg" })})`
        await tx`insert into public.quote_attachments ${tx({
          quote_id: id, storage_path: path, file_name: "site photo.jpg", size_bytes: 480_000, content_type: "image/jpeg",
        })}`
        await tx`select public.finish_quote_uploads(${id}::uuid)`
      })
      await sql`update public.quote_requests set created_at = ${new Date(NOW.getTime() - 2 * MINUTE)} where id = ${id}` // dated by the test's clock
      await sweep()
      const [office, ack, ...rest] = mailsFor(id)
      assert.equal(rest.length, 0)
      assert.deepEqual([office.to[0], ack.to[0]], [OFFICE, "ana@harborcafe.com"])
      assert.ok(office.text.includes(`- site photo.jpg (0.5 MB): https://abcdefghijklmnop.supabase.co/storage/v1/object/public/quote-attachments/${path}`), office.text)
    })

    await t.step("attack: a stranger's address with our own text gets only our fixed words, once a day", async () => {
      const victim = "Victim@Example.org"
      const phishing = "Your account is locked: log in at https://evil.example/login"
      const quotes = []
      for (let i = 0; i < 3; i++) {
        quotes.push(await insertQuote({
          email: i === 1 ? victim.toLowerCase() : victim,
          business_name: phishing.slice(0, 60),
          contact_name: "Security Team",
          special_requirements: phishing.repeat(20),
        }, 10 * MINUTE))
      }
      await sweep()
      const toVictim = mailApi.mails.filter((m) => m.to[0].toLowerCase() === victim.toLowerCase())
      assert.equal(toVictim.length, 1, "one acknowledgement a day per address")
      for (const typed of ["evil.example", "locked", "Security Team"]) {
        assert.ok(!toVictim[0].text.includes(typed) && !toVictim[0].html.includes(typed) && !toVictim[0].subject.includes(typed))
      }
      // The office still hears of every quote, in full.
      for (const quote of quotes) {
        const [office] = mailsFor(quote.id).filter((m) => m.to[0] === OFFICE)
        assert.ok(office.text.includes(phishing), "the office e-mail shows what was typed")
      }
      const skipped = await sql`select acknowledgement_skipped from public.quote_requests where lower(email) = lower(${victim}) order by acknowledged_at nulls last`
      assert.deepEqual(skipped.map((r) => r.acknowledgement_skipped), [null, "daily_limit", "daily_limit"])

      // A real visitor's next quote, the next day, is acknowledged again.
      clock = new Date(NOW.getTime() + 25 * 60 * MINUTE)
      const nextDay = await insertQuote({ email: victim }, 10 * MINUTE)
      await sweep()
      assert.equal(mailsFor(nextDay.id).length, 2)
      clock = NOW
    })

    await t.step(`attack: a flood of quotes to many addresses stops at ${PROSPECT_MAIL_HOURLY_CAP} acknowledgements an hour; the rest follow later`, async () => {
      clock = new Date(NOW.getTime() + 3 * 24 * 60 * MINUTE) // a quiet day of its own
      for (let i = 0; i < PROSPECT_MAIL_HOURLY_CAP; i++) {
        await insertQuote({ notified_at: clock, acknowledged_at: new Date(clock.getTime() - 30 * MINUTE) }, 40 * MINUTE)
      }
      const quote = await insertQuote({}, 10 * MINUTE)
      await sweep()
      assert.deepEqual(mailsFor(quote.id).map((m) => m.to[0]), [OFFICE], "the office e-mail is never capped")
      assert.equal((await stateOf(quote.id)).acknowledged_at, null)
      clock = new Date(clock.getTime() + 31 * MINUTE) // the earlier acknowledgements are now over an hour old
      await sweep()
      assert.deepEqual(mailsFor(quote.id).map((m) => m.to[0]), [OFFICE, quote.email])
      clock = NOW
    })

    await t.step("attack: an address that bounced or complained gets no more mail; the office still does", async () => {
      const quote = await insertQuote({ email: "Bounced@Example.net" }, 10 * MINUTE)
      await sql`insert into private.mail_suppressions (email, reason, recorded_at) values ('bounced@example.net', 'bounced', ${NOW})`
      await sweep()
      assert.deepEqual(mailsFor(quote.id).map((m) => m.to[0]), [OFFICE])
      assert.equal((await stateOf(quote.id)).acknowledged_at, null)
      const [row] = await sql`select acknowledgement_skipped from public.quote_requests where id = ${quote.id}`
      assert.equal(row.acknowledgement_skipped, "suppressed")
      await sweep()
      assert.equal(mailsFor(quote.id).length, 1)
    })

    await t.step("attack: a stale sweep whose lease ran out cannot finish, clear or fail another sweep's claim", async () => {
      const quote = await insertQuote({}, 10 * MINUTE)
      const held = mailApi.holdNext((m) => m.idempotencyKey === `quote-${quote.id}-office`)
      const first = sweep() // claims the quote, then waits on a slow mail API
      await held.arrived
      const [claimed] = await sql`select notify_claim_token, notify_claimed_until from public.quote_requests where id = ${quote.id}`
      assert.ok(claimed.notify_claim_token)

      clock = new Date(NOW.getTime() + 3 * MINUTE) // the first claim's 2-minute lease is over
      const second = await sweep()
      assert.equal(second.status, 200)
      const afterSecond = await stateOf(quote.id)
      assert.deepEqual(afterSecond.notified_at, clock)

      held.release()
      assert.deepEqual(await (await first).json(), { sent: 0, failed: 0, skipped: 1, newsletter: NOTHING })
      const final = await stateOf(quote.id)
      assert.deepEqual(final.notified_at, clock, "the stale sweep did not overwrite the time")
      assert.equal(final.notify_attempts, 0)
      assert.equal(final.notify_claimed_until, null)
      const mails = mailsFor(quote.id)
      assert.equal(mails.filter((m) => m.to[0] === quote.email).length, 1, "one acknowledgement")
      // Both sweeps sent the office e-mail under one idempotency key: the provider delivers it once.
      assert.deepEqual(new Set(mails.filter((m) => m.to[0] === OFFICE).map((m) => m.idempotencyKey)), new Set([`quote-${quote.id}-office`]))
      clock = NOW
    })

    await t.step("the office e-mail waits for the browser's uploads-finished mark, up to 30 minutes; later files follow in one short e-mail", async () => {
      const folder = `quotes/${NOW.getTime()}-00112233aabbccdd`
      const quote = await insertQuote({ upload_folder: folder }, 2 * MINUTE)
      const attach = async (name: string, at: Date) => {
        await sql`insert into public.quote_attachments ${sql({
          quote_id: quote.id, storage_path: `${folder}/${name}`, public_url: "https://evil.example/x", file_name: name,
          size_bytes: 1_048_576, content_type: "video/mp4", created_at: at,
        })}`
      }
      await attach("walkthrough-1.mp4", NOW)
      assert.equal((await call({ quoteId: quote.id })).status, 202, "the browser's call waits for the mark")
      await sweep()
      assert.equal(mailsFor(quote.id).length, 0, "no mail before the mark")

      await sql`select public.finish_quote_uploads(${quote.id}::uuid)`
      await sweep()
      const [office] = mailsFor(quote.id).filter((m) => m.to[0] === OFFICE)
      assert.ok(office.text.includes(`- walkthrough-1.mp4 (1.0 MB): https://abcdefghijklmnop.supabase.co/storage/v1/object/public/quote-attachments/${folder}/walkthrough-1.mp4`))
      assert.ok(!office.text.includes("evil.example"), "the link is derived from the storage path")

      // A file recorded after the office e-mail (finished after a reload): one follow-up, then nothing.
      clock = new Date(NOW.getTime() + 5 * MINUTE)
      await attach("walkthrough-2.mp4", clock)
      await sweep()
      await sweep()
      const followUps = mailsFor(quote.id).filter((m) => m.subject.startsWith("Late files for quote:"))
      assert.equal(followUps.length, 1)
      assert.equal(followUps[0].to[0], OFFICE)
      assert.ok(followUps[0].text.includes("walkthrough-2.mp4") && !followUps[0].text.includes("walkthrough-1.mp4"))
      clock = NOW
    })

    await t.step("without the mark the office is mailed 30 minutes after the quote, saying files may follow", async () => {
      const quote = await insertQuote({ upload_folder: `quotes/${NOW.getTime()}-0011223344556677` }, 2 * MINUTE)
      await sweep()
      assert.equal(mailsFor(quote.id).length, 0)
      clock = new Date(NOW.getTime() + 27 * MINUTE) // the quote is 29 minutes old
      await sweep()
      assert.equal(mailsFor(quote.id).length, 0)
      clock = new Date(NOW.getTime() + 29 * MINUTE) // 31 minutes
      await sweep()
      const [office] = mailsFor(quote.id).filter((m) => m.to[0] === OFFICE)
      assert.ok(office.text.includes("had not said its uploads were finished"))
      clock = NOW
    })

    await t.step("newsletter: one fixed-text confirmation mail; the link confirms once; an unknown or expired token is invalid", async () => {
      await sql`insert into public.newsletter_subscribers (email, created_at) values ('reader@example.com', ${NOW})`
      await sweep()
      await sweep()
      const mails = mailApi.mails.filter((m) => m.to[0] === "reader@example.com")
      assert.equal(mails.length, 1)
      assert.equal(mails[0].subject, `Confirm your newsletter subscription - ${site.companyName}`)
      const link = mails[0].text.match(/https:\/\/\S+\/newsletter\/confirm\/\?token=([A-Za-z0-9_-]+)/)
      assert.ok(link, mails[0].text)
      const token = link[1]
      const [stored] = await sql`select confirm_token_hash, confirmed_at from public.newsletter_subscribers where email = 'reader@example.com'`
      assert.notEqual(stored.confirm_token_hash, token, "only a hash of the token is kept")
      assert.equal(stored.confirmed_at, null)
      assert.equal((await sql`select count(*)::int as n from public.newsletter_audience`)[0].n, 0, "a pending address does not count")

      // The public rpc confirm_newsletter is this at the database's now() (tested as anon in __tests__/database).
      const confirm = async (value: string) => (await sql`select private.confirm_newsletter_at(${value}, ${clock}) as r`)[0].r
      assert.equal(await confirm("A".repeat(43)), "invalid")
      assert.equal(await confirm(token), "confirmed")
      assert.equal(await confirm(token), "already_confirmed")
      assert.deepEqual((await sql`select email from public.newsletter_audience`).map((r) => r.email), ["reader@example.com"])

      await sql`insert into public.newsletter_subscribers (email, created_at) values ('late@example.com', ${NOW})`
      await sweep()
      const lateToken = mailApi.mails.filter((m) => m.to[0] === "late@example.com")[0].text.match(/token=([A-Za-z0-9_-]+)/)![1]
      const [expired] = await sql`select private.confirm_newsletter_at(${lateToken}, ${new Date(NOW.getTime() + 8 * 24 * 60 * MINUTE)}) as r`
      assert.equal(expired.r, "invalid")
    })

    await t.step("newsletter: a suppressed address gets no confirmation mail", async () => {
      await sql`insert into private.mail_suppressions (email, reason, recorded_at) values ('complained@example.com', 'complained', ${NOW})`
      await sql`insert into public.newsletter_subscribers (email, created_at) values ('complained@example.com', ${NOW})`
      await sweep()
      assert.equal(mailApi.mails.filter((m) => m.to[0] === "complained@example.com").length, 0)
      const [row] = await sql`select confirmation_skipped from public.newsletter_subscribers where email = 'complained@example.com'`
      assert.equal(row.confirmation_skipped, "suppressed")
    })

    await t.step("files: after three years a quote and its files go; a file no quote refers to goes after a day", async () => {
      const day = 24 * 60 * MINUTE
      const object = async (name: string, createdAt: Date) =>
        await sql`insert into storage.objects (bucket_id, name, created_at, metadata) values ('quote-attachments', ${name}, ${createdAt}, '{"size": 10, "mimetype": "image/jpeg"}')`
      const oldFolder = `quotes/${NOW.getTime() - 1100 * day}-aaaaaaaaaaaaaaaa`
      const old = await insertQuote({ upload_folder: oldFolder }, 1100 * day) // over three years ago
      await object(`${oldFolder}/old.jpg`, old.created_at)
      await sql`insert into public.quote_attachments ${sql({ quote_id: old.id, storage_path: `${oldFolder}/old.jpg`, public_url: "x", file_name: "old.jpg", size_bytes: 10, content_type: "image/jpeg" })}`
      const keptFolder = `quotes/${NOW.getTime() - 2 * day}-bbbbbbbbbbbbbbbb`
      const kept = await insertQuote({ upload_folder: keptFolder }, 2 * day)
      await object(`${keptFolder}/kept.jpg`, kept.created_at)
      await sql`insert into public.quote_attachments ${sql({ quote_id: kept.id, storage_path: `${keptFolder}/kept.jpg`, public_url: "x", file_name: "kept.jpg", size_bytes: 10, content_type: "image/jpeg" })}`
      await object(`${keptFolder}/never-recorded.jpg`, new Date(NOW.getTime() - 2 * day)) // uploaded, never attached
      await object(`quotes/${NOW.getTime()}-cccccccccccccccc/uploading.jpg`, new Date(NOW.getTime() - 60 * MINUTE)) // under a day

      assert.equal((await call({ cleanup: true })).status, 401, "the cleanup needs the schedule's secret")
      const [{ purged }] = await sql`select private.purge_old_quotes(${NOW}) as purged`
      assert.ok(purged >= 1)
      assert.equal((await sql`select 1 from public.quote_requests where id = ${old.id}`).length, 0)
      assert.equal((await sql`select 1 from public.quote_requests where id = ${kept.id}`).length, 1)

      const response = await call({ cleanup: true }, { [SWEEP_SECRET_HEADER]: SWEEP_SECRET })
      assert.equal(response.status, 200)
      assert.deepEqual(storageApi.deleted.sort(), [`${keptFolder}/never-recorded.jpg`, `${oldFolder}/old.jpg`].sort())
      const left = (await sql`select name from storage.objects order by name`).map((r) => r.name)
      assert.ok(left.includes(`${keptFolder}/kept.jpg`) && left.includes(`quotes/${NOW.getTime()}-cccccccccccccccc/uploading.jpg`))
    })

    await t.step("writes only to the office and to each quote's own address", async () => {
      const quoteAddresses = new Set([
        ...(await sql`select email from public.quote_requests`).map((r) => r.email),
        ...(await sql`select email from public.newsletter_subscribers`).map((r) => r.email),
      ])
      assert.ok(mailApi.mails.length > 0)
      for (const mail of mailApi.mails) {
        assert.equal(mail.to.length, 1)
        assert.ok(mail.to[0] === OFFICE || quoteAddresses.has(mail.to[0]), mail.to[0])
      }
    })
  } finally {
    await app.close()
    await mailApi.stop()
    await storageApi.stop()
    await pg.stop()
  }
})
