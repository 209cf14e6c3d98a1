/**
 * The notify-quote Edge Function in the real Deno runtime, against a real Postgres server (every
 * migration applied, support/database.ts) and a stand-in mail API. "now" is set by the test: quotes
 * are dated relative to it.
 */
import assert from "node:assert/strict"
import site from "../../content/settings/site.json" with { type: "json" }
import { appFromEnv } from "../../supabase/functions/notify-quote/app.ts"
import { SWEEP_SECRET_HEADER } from "../../supabase/functions/_shared/http.ts"
import { quoteReference } from "../../supabase/functions/notify-quote/quote.ts"
import { startMailApi } from "./support/mail-api.ts"
import { arrange, startCluster } from "./support/database.ts"
import { FILE as SERVICE_AREA_FILE } from "./support/service-area-file.ts"
import { startStorageApi } from "./support/storage-api.ts"
import { asVisitor, botProof } from "./support/visitor.ts"

const NOW = new Date("2020-07-04T16:05:00Z") // 12:05 PM in Tampa (EDT)
const MINUTE = 60_000
const OFFICE = "office@example.com"
const SWEEP_SECRET = "test-sweep-secret"
const SITE_ORIGIN = "https://www.example.com"
const NONE = { sent: 0, failed: 0, skipped: 0 }
const MAX_ATTEMPTS = 5

Deno.test("notify-quote", async (t) => {
  const pg = await startCluster()
  const mailApi = startMailApi()
  const storageApi = startStorageApi(pg.admin, "test-service-role-key")
  let clock = NOW
  const env = {
    SUPABASE_DB_URL: pg.url,
    RESEND_API_KEY: "test-mail-key",
    MAIL_API_URL: mailApi.url,
    MAIL_FROM: "Quotes <quotes@example.com>",
    OFFICE_EMAIL: OFFICE,
    NOTIFY_SWEEP_SECRET: SWEEP_SECRET,
    SITE_ORIGINS: SITE_ORIGIN,
    SUPABASE_URL: storageApi.url,
    SUPABASE_SERVICE_ROLE_KEY: "test-service-role-key",
  }
  // The site's service-area file, as the office e-mail's "Nearest served city" fetches it from SITE_URL.
  const siteFetches: string[] = []
  const fetchFile = ((url: string) => (siteFetches.push(url), Promise.resolve(Response.json(SERVICE_AREA_FILE)))) as typeof fetch
  const app = appFromEnv(env, () => clock, {}, fetchFile)
  const sql = pg.admin

  const call = (body: unknown, headers: Record<string, string> = {}, handler = app.handler) =>
    handler(
      new Request("http://127.0.0.1/functions/v1/notify-quote", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    )
  const sweep = (handler = app.handler) => call({ sweep: true }, { [SWEEP_SECRET_HEADER]: SWEEP_SECRET }, handler)
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
    (await sql`select notified_at, acknowledged_at, acknowledgement_skipped from public.quote_requests where id = ${id}`)[0]
  const outboxOf = async (id: string, kind: string) =>
    (await sql`select status, attempts, last_error, claim_token from private.mail_outbox where source_id = ${id} and kind = ${kind}`)[0]
  const attach = (quoteId: string, folder: string, name: string, at: Date) =>
    sql`insert into public.quote_attachments ${sql({
      quote_id: quoteId, storage_path: `${folder}/${name}`, file_name: name, size_bytes: 1_048_576, content_type: "video/mp4", created_at: at,
    })}`

  try {
    await t.step("sends one office e-mail and one acknowledgement for a quote, and records both", async () => {
      const quote = await insertQuote({
        business_name: "Bayshore Dental Group",
        city: "Tampa",
        zip_code: "33647",
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
          quote_id: quote.id, storage_path: `${folder}/${name}`, file_name: name, size_bytes: size,
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
      const link = `https://abcdefghijklmnop.supabase.co/storage/v1/object/public/quote-attachments/${folder}/floor-plan.pdf`
      for (const line of [
        "Business name: Bayshore Dental Group",
        "Contact name: Maria Lopez",
        `E-mail: ${quote.email}`,
        "Phone: (813) 555-0199",
        "City: Tampa",
        "State: Florida",
        "ZIP code: 33647",
        "Nearest served city: Tampa, FL, 16 miles away (within its 30-mile service radius)",
        "Cleaning frequency: Weekly",
        "Monthly budget: $1,000 – $2,500 / month",
        "Preferred contact method: E-mail",
        "- Office Cleaning\n- Medical Office Cleaning",
        "Clean after 6 pm.",
        "Submitted: Saturday, July 4, 2020 at 12:05 PM EDT (Florida time)",
        `- floor-plan.pdf (2.4 MB): ${link}`,
        "- lobby.jpg (0.7 MB): ",
        "Landing page: /services/office-cleaning?utm_source=google",
        "Referrer: https://www.google.com/",
        "Campaign (utm): utm_source=google, utm_campaign=spring",
      ]) assert.ok(office.text.includes(line), `office text lacks ${JSON.stringify(line)}:\n${office.text}`)
      // The file's name as text beside its link; the link's own text is the link.
      assert.ok(office.html.includes(`<li>floor-plan.pdf (2.4 MB): <a href="${link}">${link}</a></li>`), office.html)
      assert.ok(office.html.includes("utm_source=google, utm_campaign=spring"))
      assert.ok(office.text.includes(`Reference: ${quoteReference(quote.id)}`))
      // The service-area file came from the site, once.
      assert.deepEqual(siteFetches, [`${site.defaultSiteUrl}/service-area.json`])

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
      assert.deepEqual(await stateOf(quote.id), { notified_at: NOW, acknowledged_at: NOW, acknowledgement_skipped: null })
      const reported = await sql`select count(*)::int as n from public.quote_attachments where quote_id = ${quote.id} and reported_at = ${NOW}`
      assert.equal(reported[0].n, 2, "both files are recorded as mailed")
    })

    await t.step("a second call for the same quote sends nothing (409), and a sweep neither", async () => {
      const quote = await insertQuote()
      assert.equal((await call({ quoteId: quote.id })).status, 200)
      assert.equal((await call({ quoteId: quote.id })).status, 409)
      assert.equal((await sweep()).status, 200)
      assert.equal(mailsFor(quote.id).length, 2)
    })

    await t.step("two concurrent calls send exactly one pair", async () => {
      const quote = await insertQuote()
      const statuses = (await Promise.all([call({ quoteId: quote.id }), call({ quoteId: quote.id })])).map((r) => r.status)
      for (const status of statuses) assert.ok([200, 409].includes(status), String(status))
      assert.deepEqual(mailsFor(quote.id).map((m) => m.idempotencyKey).sort(), [`quote-${quote.id}-acknowledgement`, `quote-${quote.id}-office`])
    })

    await t.step("answers an unknown id (404), a quote over a day old (410) and a bad body (400) without sending", async () => {
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
      assert.ok(!office.html.includes("<script>"), "no live script tag")
      assert.ok(office.html.includes("&lt;script&gt;alert(1)&lt;/script&gt;"))
      assert.ok(office.html.includes("A &amp; B"))
      assert.ok(!office.html.includes("<b>now</b>"))
      assert.ok(!ack.html.includes("script") && !ack.html.includes("A &amp; B") && !ack.html.includes("now</b>"))
    })

    await t.step("a mail API failure leaves the quote's mail pending with its error; the next sweep sends it", async () => {
      const quote = await insertQuote()
      mailApi.failWith(503)
      assert.equal((await call({ quoteId: quote.id })).status, 502)
      const failed = await outboxOf(quote.id, "quote_office")
      assert.equal(failed.status, "pending")
      assert.equal(failed.attempts, 1)
      assert.match(failed.last_error, /mail API answered 503/)
      assert.equal(failed.claim_token, null)
      assert.equal((await stateOf(quote.id)).notified_at, null)

      mailApi.failWith(null)
      clock = new Date(NOW.getTime() + 6 * MINUTE)
      const swept = await (await sweep()).json()
      assert.equal(swept.office.sent, 1)
      assert.deepEqual(mailsFor(quote.id).map((m) => m.to[0]), [OFFICE, quote.email])
      assert.deepEqual((await stateOf(quote.id)).notified_at, clock)
      clock = NOW
    })

    await t.step("after the office mail went out and the acknowledgement failed, a retry sends only the acknowledgement", async () => {
      const quote = await insertQuote({}, 10 * MINUTE)
      mailApi.failWhen((mail) => mail.to[0] === quote.email)
      assert.equal((await call({ quoteId: quote.id })).status, 502)
      mailApi.failWhen(null)
      await sweep()
      assert.deepEqual(mailsFor(quote.id).map((m) => m.idempotencyKey), [`quote-${quote.id}-office`, `quote-${quote.id}-acknowledgement`])
    })

    await t.step(`after ${MAX_ATTEMPTS} failed attempts the quote stays unsent and shows in unsent_quotes`, async () => {
      const quote = await insertQuote({}, 50 * MINUTE)
      mailApi.failWith(500)
      for (let i = 0; i < MAX_ATTEMPTS + 2; i++) await sweep()
      mailApi.failWith(null)
      await sweep()
      assert.equal((await call({ quoteId: quote.id })).status, 410)
      assert.equal(mailsFor(quote.id).length, 0)
      assert.equal((await outboxOf(quote.id, "quote_office")).attempts, MAX_ATTEMPTS)
      assert.equal((await stateOf(quote.id)).notified_at, null)
      const [unsent] = await sql`select status, notify_attempts from public.unsent_quotes where id = ${quote.id}`
      assert.deepEqual({ ...unsent }, { status: "gave up", notify_attempts: MAX_ATTEMPTS })
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
        // Storage's own write after the upload, under the bucket's policy and the upload rules.
        await tx`insert into storage.objects (bucket_id, name, metadata) values ('quote-attachments', ${path}, ${tx.json({ size: 480_000, mimetype: "image/jpeg" })})`
        await tx`insert into public.quote_attachments ${tx({
          quote_id: id, storage_path: path, file_name: "site photo.jpg", size_bytes: 480_000, content_type: "image/jpeg",
        })}`
        await tx`select public.finish_quote_uploads(${id}::uuid)`
      })
      await sql`update public.quote_requests set created_at = ${new Date(NOW.getTime() - 2 * MINUTE)} where id = ${id}` // dated by the test's clock
      await sql`update private.mail_outbox set not_before = ${new Date(NOW.getTime() - 2 * MINUTE)}, expires_at = ${new Date(NOW.getTime() + 1400 * MINUTE)} where source_id = ${id}`
      await sweep()
      const [office, ack, ...rest] = mailsFor(id)
      assert.equal(rest.length, 0)
      assert.deepEqual([office.to[0], ack.to[0]], [OFFICE, "ana@harborcafe.com"])
      assert.ok(office.text.includes(`- site photo.jpg (0.5 MB): https://abcdefghijklmnop.supabase.co/storage/v1/object/public/quote-attachments/${path}`), office.text)
    })

    await t.step("attack: a stranger's address, spelled many ways, gets only our fixed words, once a day", async () => {
      const phishing = "Your account is locked: log in at https://evil.example/login"
      const spellings = ["dana.smith@gmail.com", "DanaSmith@gmail.com", "dana.smith+1@gmail.com", "d.a.n.a.s.m.i.t.h@googlemail.com", "danasmith+quotes@GMAIL.com"]
      const quotes = []
      for (const email of spellings) {
        quotes.push(await insertQuote({ email, business_name: phishing.slice(0, 60), contact_name: "Security Team", special_requirements: phishing.repeat(20) }, 10 * MINUTE))
      }
      await sweep()
      const toVictim = mailApi.mails.filter((m) => spellings.includes(m.to[0]))
      assert.equal(toVictim.length, 1, "one acknowledgement a day per inbox, however it is spelled")
      for (const typed of ["evil.example", "locked", "Security Team"]) {
        assert.ok(!toVictim[0].text.includes(typed) && !toVictim[0].html.includes(typed) && !toVictim[0].subject.includes(typed))
      }
      for (const quote of quotes) {
        const [office] = mailsFor(quote.id).filter((m) => m.to[0] === OFFICE)
        assert.ok(office.text.includes(phishing), "the office still hears of every quote, in full")
      }
      const skipped = (await Promise.all(quotes.map((q) => stateOf(q.id)))).map((s) => s.acknowledgement_skipped).sort()
      assert.deepEqual(skipped, ["daily_limit", "daily_limit", "daily_limit", "daily_limit", null])

      // A real visitor's next quote, the next day, is acknowledged again.
      clock = new Date(NOW.getTime() + 25 * 60 * MINUTE)
      const nextDay = await insertQuote({ email: "dana.smith@gmail.com" }, 10 * MINUTE)
      await sweep()
      assert.equal(mailsFor(nextDay.id).length, 2)
      clock = NOW
    })

    await t.step("attack: an address that bounced or complained gets no more mail, however spelled; the office still does", async () => {
      await sql`insert into private.mail_suppressions (email, reason, recorded_at) values ('bounced.person@gmail.com', 'bounced', ${NOW})`
      const quote = await insertQuote({ email: "BouncedPerson+x@gmail.com" }, 10 * MINUTE)
      await sweep()
      assert.deepEqual(mailsFor(quote.id).map((m) => m.to[0]), [OFFICE])
      assert.deepEqual(await stateOf(quote.id), { notified_at: NOW, acknowledged_at: null, acknowledgement_skipped: "suppressed" })
      await sweep()
      assert.equal(mailsFor(quote.id).length, 1)
    })

    await t.step("attack: a stale sweep whose lease ran out cannot finish, clear or fail another sweep's claim", async () => {
      const quote = await insertQuote({}, 10 * MINUTE)
      const held = mailApi.holdNext((m) => m.idempotencyKey === `quote-${quote.id}-office`)
      const first = sweep() // claims the office mail, then waits on a slow mail API
      await held.arrived
      assert.ok((await outboxOf(quote.id, "quote_office")).claim_token)

      clock = new Date(NOW.getTime() + 3 * MINUTE) // the first claim's 2-minute lease is over
      assert.equal((await sweep()).status, 200)
      assert.deepEqual((await stateOf(quote.id)).notified_at, clock)

      held.release()
      const stale = await (await first).json()
      assert.deepEqual(stale.office, { sent: 0, failed: 0, skipped: 1 })
      assert.deepEqual((await stateOf(quote.id)).notified_at, clock, "the stale sweep did not overwrite the time")
      const office = await outboxOf(quote.id, "quote_office")
      assert.deepEqual([office.status, office.attempts, office.claim_token], ["sent", 0, null])
      const mails = mailsFor(quote.id)
      assert.equal(mails.filter((m) => m.to[0] === quote.email).length, 1, "one acknowledgement")
      // Both sweeps sent the office e-mail under one idempotency key: the provider delivers it once.
      assert.deepEqual(new Set(mails.filter((m) => m.to[0] === OFFICE).map((m) => m.idempotencyKey)), new Set([`quote-${quote.id}-office`]))
      clock = NOW
    })

    await t.step("the office e-mail waits for the browser's uploads-finished mark, up to 30 minutes; later files follow in one short e-mail", async () => {
      const folder = `quotes/${NOW.getTime()}-00112233aabbccdd`
      const quote = await insertQuote({ upload_folder: folder }, 2 * MINUTE)
      await attach(quote.id, folder, "walkthrough-1.mp4", NOW)
      assert.equal((await call({ quoteId: quote.id })).status, 200, "the acknowledgement goes at once")
      assert.deepEqual(mailsFor(quote.id).map((m) => m.to[0]), [quote.email])
      assert.equal((await call({ quoteId: quote.id })).status, 202, "the office mail waits for the mark")
      await sweep()
      assert.equal(mailsFor(quote.id).filter((m) => m.to[0] === OFFICE).length, 0, "no office mail before the mark")

      await sql`select public.finish_quote_uploads(${quote.id}::uuid)`
      assert.equal((await call({ quoteId: quote.id })).status, 200)
      const [office] = mailsFor(quote.id).filter((m) => m.to[0] === OFFICE)
      assert.ok(office.text.includes(`- walkthrough-1.mp4 (1.0 MB): https://abcdefghijklmnop.supabase.co/storage/v1/object/public/quote-attachments/${folder}/walkthrough-1.mp4`))

      // A file recorded after the office e-mail (finished after a reload): one follow-up, 30 minutes after it.
      clock = new Date(NOW.getTime() + 5 * MINUTE)
      await attach(quote.id, folder, "walkthrough-2.mp4", clock)
      await sweep()
      assert.equal(mailsFor(quote.id).filter((m) => m.subject.startsWith("Late files for quote:")).length, 0)
      clock = new Date(NOW.getTime() + 31 * MINUTE)
      await sweep()
      await sweep()
      const followUps = mailsFor(quote.id).filter((m) => m.subject.startsWith("Late files for quote:"))
      assert.equal(followUps.length, 1)
      assert.equal(followUps[0].to[0], OFFICE)
      assert.ok(followUps[0].text.includes("walkthrough-2.mp4") && !followUps[0].text.includes("walkthrough-1.mp4"))
      clock = NOW
    })

    await t.step("attack: attachment rows recorded one at a time after the mark make one office e-mail and at most one follow-up per half hour", async () => {
      const folder = `quotes/${NOW.getTime()}-0badc0ffee0badc0`
      const quote = await insertQuote({ upload_folder: folder }, MINUTE)
      await sql`select public.finish_quote_uploads(${quote.id}::uuid)`
      await sweep()
      for (let i = 1; i <= 10; i++) {
        clock = new Date(NOW.getTime() + i * 5 * MINUTE) // a row every 5 minutes, a sweep after each
        await attach(quote.id, folder, `drip-${i}.mp4`, clock)
        await sweep()
      }
      const office = mailsFor(quote.id).filter((m) => m.to[0] === OFFICE)
      // 50 minutes of drip: the office mail, one follow-up at 30 minutes; the rest wait for the next half hour.
      assert.equal(office.length, 2, office.map((m) => m.subject).join("\n"))
      clock = new Date(NOW.getTime() + 61 * MINUTE)
      await sweep()
      await sweep()
      const all = mailsFor(quote.id).filter((m) => m.to[0] === OFFICE)
      assert.equal(all.length, 3)
      const listed = all.slice(1).flatMap((m) => [...m.text.matchAll(/^- (drip-\d+\.mp4) /gm)].map((line) => line[1]))
      assert.deepEqual(listed.sort(), Array.from({ length: 10 }, (_, i) => `drip-${i + 1}.mp4`).sort(), "every file reached the office once")
      clock = NOW
    })

    await t.step("without the mark the office is mailed 30 minutes after the quote, saying files may follow", async () => {
      const quote = await insertQuote({ upload_folder: `quotes/${NOW.getTime()}-0011223344556677` }, 2 * MINUTE)
      await sweep()
      assert.equal(mailsFor(quote.id).filter((m) => m.to[0] === OFFICE).length, 0)
      clock = new Date(NOW.getTime() + 27 * MINUTE) // the quote is 29 minutes old
      await sweep()
      assert.equal(mailsFor(quote.id).filter((m) => m.to[0] === OFFICE).length, 0)
      clock = new Date(NOW.getTime() + 29 * MINUTE) // 31 minutes
      await sweep()
      const [office] = mailsFor(quote.id).filter((m) => m.to[0] === OFFICE)
      assert.ok(office.text.includes("had not said its uploads were finished"))
      clock = NOW
    })

    await t.step("attack: 40 stranger quotes from 8 networks to 8 inboxes hold no mail back: a real quote's office mail and acknowledgement go out in the next sweep", async () => {
      clock = new Date(NOW.getTime() + 3 * 24 * 60 * MINUTE) // a quiet day of its own
      const [{ per_sender_hourly: perSender }] = await sql`select per_sender_hourly from private.mail_caps`
      const inboxes = ["dana", "eli", "fay", "gus", "hal", "ivy", "jo", "kit"]
      const strangers: string[] = []
      for (let n = 0; n < 8; n++) {
        const network = `2001:db8:${(0x100 + n).toString(16)}:1::9` // its own /48
        for (let i = 0; i < 5; i++) {
          const id = crypto.randomUUID()
          // Spelled another way each time, at a domain of the stranger's choosing.
          const email = `${inboxes[n]}+${i}@gmail.com`.replace(/^(.)/, i % 2 ? "$1." : "$1")
          await asVisitor(sql, network, async (tx) => {
            await tx`insert into public.quote_requests ${tx({ id, business_name: "Flood LLC", contact_name: "X", email, phone: "(813) 555-0100", services: ["High Dusting"], bot_proof: await botProof(tx) })}`
          })
          strangers.push(id)
        }
      }
      const real = crypto.randomUUID()
      await asVisitor(sql, "198.51.100.77", async (tx) => {
        await tx`insert into public.quote_requests ${tx({ id: real, business_name: "Harbor Cafe", contact_name: "Ana Ruiz", email: "ana.ruiz@harborcafe.com", phone: "(813) 555-0123", services: ["Restaurant Cleaning"], bot_proof: await botProof(tx) })}`
      })
      const ids = [...strangers, real]
      await sql`update public.quote_requests set created_at = ${new Date(clock.getTime() - MINUTE)} where id in ${sql(ids)}`
      await sql`update private.mail_outbox set not_before = ${new Date(clock.getTime() - MINUTE)}, expires_at = ${new Date(clock.getTime() + 1400 * MINUTE)} where source_id in ${sql(ids)}`

      const swept = await (await sweep()).json()
      assert.equal(swept.office.sent, 41, "every quote reaches the office in this sweep, the real one included")
      assert.deepEqual(mailsFor(real).map((m) => m.to[0]), [OFFICE, "ana.ruiz@harborcafe.com"], "the real prospect is acknowledged in the same sweep")
      const toStrangers = mailApi.mails.filter((m) => /@gmail\.com$/.test(m.to[0]) && strangers.some((id) => m.idempotencyKey === `quote-${id}-acknowledgement`))
      assert.ok(toStrangers.length <= 8, `one a day per inbox: ${toStrangers.length}`)
      assert.ok(toStrangers.length <= 8 * perSender)
      // The rest of the stranger's acknowledgements wait or are skipped; none blocks anyone else's.
      clock = new Date(clock.getTime() + 2 * 60 * MINUTE)
      await sweep()
      const later = mailApi.mails.filter((m) => strangers.some((id) => m.idempotencyKey === `quote-${id}-acknowledgement`))
      assert.equal(later.length, 8, "eight inboxes, one acknowledgement each")
      clock = NOW
    })

    await t.step("newsletter: one fixed-text confirmation mail; its page confirms once; an unknown or expired token is invalid", async () => {
      await sql`insert into public.newsletter_subscribers (email, created_at) values ('reader@example.com', ${NOW})`
      await sweep()
      await sweep()
      const mails = mailApi.mails.filter((m) => m.to[0] === "reader@example.com")
      assert.equal(mails.length, 1)
      assert.equal(mails[0].subject, `Confirm your newsletter subscription - ${site.companyName}`)
      assert.ok(mails[0].html.includes("Open the confirmation page"))
      const link = mails[0].text.match(/https:\/\/\S+\/newsletter\/confirm\/\?token=([A-Za-z0-9_-]{43})\b/)
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

    await t.step("attack: signing up someone's address first does not drop their own sign-up: they get the link again, twice a day at most", async () => {
      const signUp = (address: string) =>
        asVisitor(sql, address, async (tx) => tx`insert into public.newsletter_subscribers ${tx({ email: "owner@harborcafe.com", bot_proof: await botProof(tx) })}`)
      const toOwner = () => mailApi.mails.filter((m) => m.to[0] === "owner@harborcafe.com")
      const dated = () => sql`update public.newsletter_subscribers set created_at = ${clock} where email = 'owner@harborcafe.com'`.then(() =>
        sql`update private.mail_outbox set not_before = ${clock}, expires_at = ${new Date(clock.getTime() + 7 * 1440 * MINUTE)} where recipient = 'owner@harborcafe.com'`)
      await signUp("192.0.2.66") // the stranger
      await dated()
      await sweep()
      assert.equal(toOwner().length, 1)
      await signUp("198.51.100.5") // the owner, who never asked for the first mail
      await dated()
      await sweep()
      assert.equal(toOwner().length, 2, "the owner's own sign-up sends the link again")
      await signUp("192.0.2.67")
      await dated()
      await sweep()
      assert.equal(toOwner().length, 2, "two a day at most")
      const tokens = toOwner().map((m) => m.text.match(/token=([A-Za-z0-9_-]+)/)![1])
      assert.equal(await (await sql`select private.confirm_newsletter_at(${tokens[1]}, ${clock}) as r`)[0].r, "confirmed", "the newest link works")
      assert.equal((await sql`select count(*)::int as n from public.newsletter_subscribers where email_key = 'owner@harborcafe.com'`)[0].n, 1)
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
      const object = (name: string, createdAt: Date) =>
        arrange(sql, (tx) => tx`insert into storage.objects (bucket_id, name, created_at, metadata) values ('quote-attachments', ${name}, ${createdAt}, '{"size": 10, "mimetype": "image/jpeg"}')`)
      const oldFolder = `quotes/${NOW.getTime() - 1100 * day}-aaaaaaaaaaaaaaaa`
      const old = await insertQuote({ upload_folder: oldFolder }, 1100 * day) // over three years ago
      await object(`${oldFolder}/old.jpg`, old.created_at)
      await sql`insert into public.quote_attachments ${sql({ quote_id: old.id, storage_path: `${oldFolder}/old.jpg`, file_name: "old.jpg", size_bytes: 10, content_type: "image/jpeg" })}`
      const keptFolder = `quotes/${NOW.getTime() - 2 * day}-bbbbbbbbbbbbbbbb`
      const kept = await insertQuote({ upload_folder: keptFolder }, 2 * day)
      await object(`${keptFolder}/kept.jpg`, kept.created_at)
      await sql`insert into public.quote_attachments ${sql({ quote_id: kept.id, storage_path: `${keptFolder}/kept.jpg`, file_name: "kept.jpg", size_bytes: 10, content_type: "image/jpeg" })}`
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

    await t.step("the cleanup keeps up: 2,000 files a run, in requests of 100", async () => {
      const day = 24 * 60 * MINUTE
      const names = Array.from({ length: 2_050 }, (_, i) => `quotes/${NOW.getTime() - 3 * day}-dddddddddddddddd/orphan-${i}.jpg`)
      await arrange(sql, (tx) => tx`insert into storage.objects (bucket_id, name, created_at, metadata)
        select 'quote-attachments', n, ${new Date(NOW.getTime() - 3 * day)}, '{"size": 10, "mimetype": "image/jpeg"}' from unnest(${names}::text[]) n`)
      const before = storageApi.deleted.length
      const first = await (await call({ cleanup: true }, { [SWEEP_SECRET_HEADER]: SWEEP_SECRET })).json()
      assert.equal(first.deleted, 2_000)
      const second = await (await call({ cleanup: true }, { [SWEEP_SECRET_HEADER]: SWEEP_SECRET })).json()
      assert.equal(second.deleted, 50)
      assert.equal(storageApi.deleted.length - before, 2_050)
    })

    await t.step("writes only to the office and to each quote's or sign-up's own address", async () => {
      const addresses = new Set([
        ...(await sql`select email from public.quote_requests`).map((r) => r.email),
        ...(await sql`select email from public.newsletter_subscribers`).map((r) => r.email),
      ])
      assert.ok(mailApi.mails.length > 0)
      for (const mail of mailApi.mails) {
        assert.equal(mail.to.length, 1)
        assert.ok(mail.to[0] === OFFICE || addresses.has(mail.to[0]), mail.to[0])
      }
    })
  } finally {
    await app.close()
    await mailApi.stop()
    await storageApi.stop()
    await pg.stop()
  }
})
