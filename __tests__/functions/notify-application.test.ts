/**
 * The notify-application Edge Function in the real Deno runtime, against a real Postgres server
 * (every migration applied, support/database.ts) and a stand-in mail API: the hiring manager's mail
 * once, with the résumé as a link made from the project URL; a résumé that arrives later in one short
 * follow-up; the applicant's fixed acknowledgement in their language, only with an address, at most once
 * a day per address.
 */
import assert from "node:assert/strict"
import site from "../../content/settings/site.json" with { type: "json" }
import { appFromEnv } from "../../supabase/functions/notify-application/app.ts"
import { SWEEP_SECRET_HEADER } from "../../supabase/functions/_shared/http.ts"
import { startMailApi } from "./support/mail-api.ts"
import { arrange, startCluster } from "./support/database.ts"
import { startStorageApi } from "./support/storage-api.ts"
import { asVisitor, botProof } from "./support/visitor.ts"

const NOW = new Date("2020-07-04T16:05:00Z") // 12:05 PM in Tampa (EDT)
const MINUTE = 60_000
const HIRING = "hiring@example.com"
const SERVICE_KEY = "test-service-role-key"
const SWEEP_SECRET = "test-sweep-secret"

Deno.test("notify-application", async (t) => {
  const pg = await startCluster()
  const mailApi = startMailApi()
  // The project URL résumé links are made from, and where Storage's API answers the cleanup run.
  const storage = startStorageApi(pg.admin, SERVICE_KEY)
  const PROJECT_URL = storage.url
  let clock = NOW
  const env = {
    SUPABASE_DB_URL: pg.url,
    SUPABASE_URL: PROJECT_URL,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    RESEND_API_KEY: "test-mail-key",
    MAIL_API_URL: mailApi.url,
    MAIL_FROM: "Jobs <jobs@example.com>",
    HIRING_EMAIL: HIRING,
    NOTIFY_SWEEP_SECRET: SWEEP_SECRET,
    SITE_ORIGINS: "https://www.example.com",
  }
  const app = appFromEnv(env, () => clock)
  const sql = pg.admin
  const sweep = () => call({ sweep: true }, { [SWEEP_SECRET_HEADER]: SWEEP_SECRET })
  /** A résumé as Storage stored it (a row written today, for an application dated by the test's clock). */
  const storeResume = (name: string, size: number, mimetype: string) =>
    arrange(sql, (tx) => tx`insert into storage.objects (bucket_id, name, metadata) values ('job-application-resumes', ${name}, ${tx.json({ size, mimetype })})`)

  const call = (body: unknown, headers: Record<string, string> = {}, handler = app.handler) =>
    handler(
      new Request("http://127.0.0.1/functions/v1/notify-application", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    )
  const mailsFor = (id: string) => mailApi.mails.filter((m) => m.idempotencyKey?.startsWith(`application-${id}-`))

  let counter = 0
  async function insertApplication(fields: Record<string, unknown> = {}, ageMs = MINUTE) {
    const row = {
      id: crypto.randomUUID(),
      name: "Yolanda Pérez",
      phone: "(813) 555-0199",
      email: `yoli${++counter}@example.com`,
      preferred_language: "es",
      page_language: "es",
      job_slug: "day-porter",
      job_title: "Day Porter",
      shifts: ["day", "weekend"],
      transport: "public-transit",
      contact_consent: true,
      created_at: new Date(NOW.getTime() - ageMs),
      ...fields,
    }
    await sql`insert into public.job_applications ${sql(row)}`
    return row
  }
  const stateOf = async (id: string) =>
    (await sql`select a.notified_at, a.acknowledgement, a.resume_reported_at,
                      (select max(o.attempts) from private.mail_outbox o where o.source_id = a.id and o.kind = 'application_hiring') as attempts,
                      (select count(*) from private.mail_outbox o where o.source_id = a.id and o.claim_token is not null)::int as claims
               from public.job_applications a where a.id = ${id}`)[0]

  try {
    await t.step("mails the hiring manager once, with the résumé as a link, and acknowledges in Spanish with fixed words", async () => {
      const folder = "applications/1593878700000-0123456789abcdef"
      const application = await insertApplication({ resume_folder: folder, any_position: true, name: "Yolanda <b>Pérez</b>" })
      await storeResume(`${folder}/IMG_0042.HEIC`, 2516582, "image/heic")
      const response = await call({ applicationId: application.id })
      assert.equal(response.status, 200)
      const [hiring, acknowledgement] = mailsFor(application.id)
      assert.equal(mailsFor(application.id).length, 2)

      assert.deepEqual(hiring.to, [HIRING])
      assert.equal(hiring.reply_to, application.email)
      assert.equal(hiring.subject, "Job application (Spanish): Day Porter or any open position, Yolanda <b>Pérez</b>")
      const link = `${PROJECT_URL}/storage/v1/object/public/job-application-resumes/${folder}/IMG_0042.HEIC`
      assert.ok(hiring.text.includes(`Résumé: IMG_0042.HEIC (2.4 MB): ${link}`), hiring.text)
      // The file's name as text beside its link; the link's own text is the link.
      assert.ok(hiring.html.includes(`IMG_0042.HEIC (2.4 MB): <a href="${link}">${link}</a>`), hiring.html)
      assert.ok(hiring.html.includes("Yolanda &lt;b&gt;Pérez&lt;/b&gt;"), "typed text is escaped in the HTML")
      assert.match(hiring.text, /Phone: \(813\) 555-0199/)
      assert.match(hiring.text, /Call them in: Spanish/)
      assert.match(hiring.text, /Shifts they can work: Day shift \(starts between 5 am and 4 pm\), Weekends \(Saturday or Sunday\)/)
      assert.match(hiring.text, /Getting to work: Bus or public transit/)
      assert.match(hiring.text, /Received: Saturday, July 4, 2020 at 12:04 PM EDT/)

      assert.deepEqual(acknowledgement.to, [application.email])
      assert.equal(acknowledgement.reply_to, HIRING)
      assert.equal(acknowledgement.subject, `Recibimos tu solicitud – ${site.companyName}`)
      assert.match(acknowledgement.text, /te va a llamar dentro de 2 días hábiles/)
      // Tú, as the Spanish job page and form address the applicant.
      assert.match(acknowledgement.text, /Si no alcanzas a contestar, llámanos o mándanos un texto/)
      assert.ok(acknowledgement.text.includes(site.phoneDisplay))
      assert.ok(!acknowledgement.text.includes("Yolanda") && !acknowledgement.html.includes("Yolanda"), "no word the applicant typed")
      const state = await stateOf(application.id)
      assert.ok(state.notified_at)
      assert.ok(state.resume_reported_at, "the résumé went with it")
      assert.equal(state.acknowledgement, "sent")
      assert.equal(state.claims, 0)
    })

    await t.step("a real applicant, as anon with a solved bot check and a photo of a résumé, reaches the hiring manager with its link", async () => {
      const id = crypto.randomUUID()
      const folder = `applications/${NOW.getTime()}-${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`
      const path = `${folder}/resume-photo.jpg`
      await asVisitor(sql, "203.0.113.60", async (tx) => {
        // The row exactly as the form sends it (src/lib/job-application/application-row.ts), with its proof.
        await tx`insert into public.job_applications ${tx({
          id, name: "Marcus Reed", phone: "(813) 555-0110", email: null, preferred_language: "en", page_language: "en",
          job_slug: "day-porter", job_title: "Day Porter", any_position: false, shifts: ["evening"], transport: "ride",
          contact_consent: true, resume_folder: folder, bot_proof: await botProof(tx),
        })}`
        // Storage's own insert after the upload, as the visitor's role, under the bucket's policy.
        await tx`insert into storage.objects (bucket_id, name, metadata) values ('job-application-resumes', ${path}, ${tx.json({ size: 1_200_000, mimetype: "image/jpeg" })})`
      })
      await sql`update public.job_applications set created_at = ${new Date(NOW.getTime() - MINUTE)} where id = ${id}` // dated by the test's clock
      await sql`update private.mail_outbox set not_before = ${new Date(NOW.getTime() - MINUTE)}, expires_at = ${new Date(NOW.getTime() + 1400 * MINUTE)} where source_id = ${id}`
      assert.equal((await call({ applicationId: id })).status, 200)
      const mails = mailsFor(id)
      assert.equal(mails.length, 1, "no address, no acknowledgement")
      assert.ok(mails[0].text.includes(`Résumé: resume-photo.jpg (1.1 MB): ${PROJECT_URL}/storage/v1/object/public/job-application-resumes/${path}`), mails[0].text)
    })

    await t.step("never sends twice: a second call, a sweep and two calls at once send nothing more", async () => {
      const application = await insertApplication({}, 10 * MINUTE)
      const statuses = (await Promise.all([call({ applicationId: application.id }), call({ applicationId: application.id })])).map((r) => r.status)
      for (const status of statuses) assert.ok([200, 409].includes(status), String(status))
      assert.equal((await call({ applicationId: application.id })).status, 409)
      assert.equal((await sweep()).status, 200)
      assert.equal(mailsFor(application.id).length, 2)
    })

    await t.step("says when no résumé came, and acknowledges nobody when no address was given", async () => {
      const application = await insertApplication({ email: null, preferred_language: "en", page_language: "en", shifts: [], transport: null })
      assert.equal((await call({ applicationId: application.id })).status, 200)
      const mails = mailsFor(application.id)
      assert.equal(mails.length, 1)
      assert.equal(mails[0].subject, "Job application (English): Day Porter, Yolanda Pérez")
      assert.equal(mails[0].reply_to, HIRING)
      assert.match(mails[0].text, /Résumé: None sent\./)
      assert.match(mails[0].text, /E-mail: None given/)
      assert.match(mails[0].text, /Shifts they can work: Not answered/)
      assert.equal((await stateOf(application.id)).acknowledgement, "no_address")
    })

    await t.step("says so when a résumé was chosen but did not arrive", async () => {
      const application = await insertApplication({ resume_folder: "applications/1593878700000-fedcba9876543210" })
      assert.equal((await call({ applicationId: application.id })).status, 200)
      assert.match(mailsFor(application.id)[0].text, /chose a résumé but it had not arrived when this e-mail was sent: if it arrives, it follows/)
    })

    await t.step("a résumé that finishes uploading after the hiring e-mail reaches the hiring manager in one short follow-up, once", async () => {
      const folder = `applications/${NOW.getTime()}-a1b2c3d4e5f60718`
      const application = await insertApplication({ resume_folder: folder, email: null, preferred_language: "en" })
      assert.equal((await call({ applicationId: application.id })).status, 200) // the swept mail, before the résumé arrived
      assert.match(mailsFor(application.id)[0].text, /had not arrived when this e-mail was sent/)
      clock = new Date(NOW.getTime() + 4 * MINUTE)
      await storeResume(`${folder}/Resume_Marcus.pdf`, 310_000, "application/pdf")
      await sweep()
      await sweep()
      clock = new Date(NOW.getTime() + 40 * MINUTE)
      await sweep()
      const followUps = mailsFor(application.id).filter((m) => m.idempotencyKey === `application-${application.id}-resume`)
      assert.equal(followUps.length, 1, "sent once")
      const [late] = followUps
      assert.deepEqual(late.to, [HIRING])
      assert.equal(late.subject, "Résumé for job application: Day Porter, Yolanda Pérez")
      const link = `${PROJECT_URL}/storage/v1/object/public/job-application-resumes/${folder}/Resume_Marcus.pdf`
      assert.ok(late.text.includes(`Résumé: Resume_Marcus.pdf (0.3 MB): ${link}`), late.text)
      assert.ok(late.html.includes(`Resume_Marcus.pdf (0.3 MB): <a href="${link}">${link}</a>`))
      assert.ok((await stateOf(application.id)).resume_reported_at)
      assert.equal(mailsFor(application.id).length, 2, "the hiring mail and the follow-up, nothing else")
      clock = NOW
    })

    await t.step("links only a résumé of its exact type: a file stored as another type is never linked", async () => {
      const folder = `applications/${NOW.getTime()}-0f0e0d0c0b0a0908`
      const application = await insertApplication({ resume_folder: folder })
      await storeResume(`${folder}/resume.pdf`, 1000, "application/pdf/,TEXT/HTML") // as stored before the upload rules
      assert.equal((await call({ applicationId: application.id })).status, 200)
      const [hiring] = mailsFor(application.id)
      assert.ok(!hiring.text.includes("resume.pdf") && !hiring.html.includes("resume.pdf"), hiring.text)
      await sweep()
      assert.equal(mailsFor(application.id).filter((m) => m.to[0] === HIRING).length, 1, "no follow-up for it either")
    })

    await t.step("acknowledges an address at most once a day, in English for an English speaker", async () => {
      const first = await insertApplication({ email: "same@example.com", preferred_language: "en" })
      const again = await insertApplication({ email: "Same@Example.com", job_slug: "site-supervisor", job_title: "Site Supervisor" })
      assert.equal((await call({ applicationId: first.id })).status, 200)
      assert.equal((await call({ applicationId: again.id })).status, 200)
      const acknowledgements = mailApi.mails.filter((m) => m.to[0].toLowerCase() === "same@example.com")
      assert.equal(acknowledgements.length, 1)
      assert.equal(acknowledgements[0].subject, `We received your application – ${site.companyName}`)
      assert.match(acknowledgements[0].text, /Our hiring team will call you within 2 business days/)
      assert.equal((await stateOf(again.id)).acknowledgement, "daily_limit")
      assert.equal(mailsFor(again.id).filter((m) => m.to[0] === HIRING).length, 1, "the hiring manager still hears of both")
    })

    await t.step("sends no acknowledgement to an address that bounced or complained", async () => {
      await sql`insert into private.mail_suppressions (email, reason, recorded_at) values ('bounced@example.com', 'bounced', ${NOW})`
      const application = await insertApplication({ email: "Bounced@example.com" })
      assert.equal((await call({ applicationId: application.id })).status, 200)
      assert.deepEqual(mailsFor(application.id).map((m) => m.to[0]), [HIRING])
      assert.equal((await stateOf(application.id)).acknowledgement, "suppressed")
    })

    await t.step("deletes, through Storage's API, the résumés of applications deleted after a year, and only with the secret", async () => {
      const kept = "applications/1593878700000-1111111111111111"
      const gone = "applications/1562342700000-2222222222222222"
      await insertApplication({ resume_folder: kept })
      await insertApplication({ resume_folder: gone }, 366 * 24 * 60 * MINUTE)
      await arrange(sql, (tx) => tx`insert into storage.objects (bucket_id, name, created_at) values
        ('job-application-resumes', ${kept + "/resume.pdf"}, ${new Date(NOW.getTime() - 2 * 24 * 60 * MINUTE)}),
        ('job-application-resumes', ${gone + "/resume.pdf"}, ${new Date(NOW.getTime() - 366 * 24 * 60 * MINUTE)})`)
      assert.equal((await sql`select private.purge_old_applications(${NOW}) as n`)[0].n, 1)
      assert.equal((await call({ cleanup: true }, { [SWEEP_SECRET_HEADER]: "guess" })).status, 401)
      const response = await call({ cleanup: true }, { [SWEEP_SECRET_HEADER]: SWEEP_SECRET })
      assert.equal(response.status, 200)
      assert.deepEqual(storage.deleted, [gone + "/resume.pdf"])
    })

    await t.step("refuses a stranger: unknown or old ids, bad bodies, sweeps without the secret", async () => {
      assert.equal((await call({ applicationId: crypto.randomUUID() })).status, 404)
      const old = await insertApplication({}, 25 * 60 * MINUTE)
      assert.equal((await call({ applicationId: old.id })).status, 410)
      assert.equal((await call({ applicationId: "1; drop table" })).status, 400)
      assert.equal((await call({ applicationId: old.id, to: "victim@example.com" })).status, 400)
      assert.equal((await call("not json")).status, 400)
      assert.equal((await call({ sweep: true }, { [SWEEP_SECRET_HEADER]: "guess" })).status, 401)
      assert.equal(mailsFor(old.id).length, 0)
    })

    await t.step("a failing mail API leaves the application pending, and the sweep sends it once", async () => {
      const application = await insertApplication({}, 6 * MINUTE)
      mailApi.failWith(503)
      assert.equal((await call({ applicationId: application.id })).status, 502)
      assert.equal((await stateOf(application.id)).attempts, 1)
      mailApi.failWith(null)
      assert.equal((await sweep()).status, 200)
      assert.equal(mailsFor(application.id).length, 2)
      assert.equal((await sweep()).status, 200)
      assert.equal(mailsFor(application.id).length, 2)
    })

    await t.step("refuses to work without the hiring manager's address", async () => {
      const unconfigured = appFromEnv({ ...env, HIRING_EMAIL: "" }, () => clock)
      try {
        const application = await insertApplication()
        assert.equal((await call({ applicationId: application.id }, {}, unconfigured.handler)).status, 500)
        assert.equal(mailsFor(application.id).length, 0)
      } finally {
        await unconfigured.close()
      }
    })
  } finally {
    await app.close()
    await mailApi.stop()
    await storage.stop()
    await pg.stop()
  }
})
