/**
 * The assessment booking's e-mails (issue 31): notify-quote in the real Deno runtime, against a real Postgres
 * server with every migration (support/database.ts) and a stand-in mail API. Bookings are made by the
 * database's own functions at the test's clock (private.book_assessment_at and the like take "now"), as the
 * booking panel's calls make them; the sweep sends what is due at that clock. Dates sit on both sides of
 * 2026's daylight-saving changes (March 8, November 1), where "the day before, at 9 am" is a different UTC
 * hour than a day earlier.
 */
import assert from "node:assert/strict"
import { Buffer } from "node:buffer"
import ICAL from "ical.js"
import { appFromEnv } from "../../supabase/functions/notify-quote/app.ts"
import { SWEEP_SECRET_HEADER } from "../../supabase/functions/_shared/http.ts"
import { quoteReference } from "../../supabase/functions/notify-quote/quote.ts"
import { accessFromSearch } from "../../src/lib/booking/access.ts"
import { WEEKDAYS } from "../../src/lib/booking/schedule.ts"
import type { ReceivedMail } from "./support/mail-api.ts"
import { startMailApi } from "./support/mail-api.ts"
import { startCluster } from "./support/database.ts"
import { FILE as SERVICE_AREA_FILE } from "./support/service-area-file.ts"

const OFFICE = "office@example.com"
const SECRET = "test-sweep-secret"
const SITE = "https://www.example.com"

/** Open every day 08:00-18:00, 2-hour windows, room for two, no notice, a week ahead. */
const SCHEDULE = {
  windowMinutes: 120,
  capacity: 2,
  minimumNoticeHours: 0,
  horizonDays: 7,
  weeklyHours: WEEKDAYS.map((day) => ({ day, opens: "08:00", closes: "18:00" })),
  closedDates: [],
  farAway: { states: ["GA", "AL", "SC", "NC"], cities: [], days: ["tuesday"], minimumNoticeHours: 0 },
}

/** A mail's calendar file, read back with a maintained iCalendar parser. */
function calendarOf(mail: ReceivedMail) {
  assert.equal(mail.attachments?.length, 1, `${mail.subject}: one attachment`)
  const [file] = mail.attachments!
  assert.equal(file.filename, "assessment.ics")
  const text = Buffer.from(file.content, "base64").toString("utf8")
  const calendar = new ICAL.Component(ICAL.parse(text))
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!)
  return {
    contentType: file.content_type,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    status: event.component.getFirstPropertyValue("status"),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    attendee: String(event.component.getFirstPropertyValue("attendee")),
    description: event.description,
  }
}

Deno.test("booking mail", async (t) => {
  const pg = await startCluster()
  const mailApi = startMailApi()
  const sql = pg.admin
  let clock = new Date("2026-03-06T15:00:00Z") // Friday, 10 am EST
  const app = appFromEnv(
    {
      SUPABASE_DB_URL: pg.url,
      RESEND_API_KEY: "test-mail-key",
      MAIL_API_URL: mailApi.url,
      MAIL_FROM: "Quotes <quotes@example.com>",
      OFFICE_EMAIL: OFFICE,
      NOTIFY_SWEEP_SECRET: SECRET,
      SITE_URL: SITE,
      SUPABASE_URL: "https://abcdefghijklmnop.supabase.co",
      SUPABASE_SERVICE_ROLE_KEY: "s",
    },
    () => clock,
    {},
    (() => Promise.resolve(Response.json(SERVICE_AREA_FILE))) as typeof fetch,
  )
  /** The booking panel's call after a change (as the quote form calls it after a quote). */
  const browserCall = (quoteId: string) =>
    app.handler(new Request("http://127.0.0.1/functions/v1/notify-quote", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ quoteId }),
    }))
  const sweep = async () => {
    const response = await app.handler(new Request("http://127.0.0.1/functions/v1/notify-quote", {
      method: "POST",
      headers: { "Content-Type": "application/json", [SWEEP_SECRET_HEADER]: SECRET },
      body: JSON.stringify({ sweep: true }),
    }))
    assert.equal(response.status, 200)
  }
  const bookingMails = (email?: string) =>
    mailApi.mails.filter((m) => m.idempotencyKey?.startsWith("booking-") && (!email || m.to.includes(email) || m.reply_to === email))
  const toProspect = (email: string) => mailApi.mails.filter((m) => m.to.includes(email))

  let counter = 0
  /** A quote sent by a browser with its booking token, saved at the clock. */
  async function quote(email = `dana@cafe${++counter}.example`) {
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url")
    const row = {
      id: crypto.randomUUID(),
      business_name: "Harbor Cafe",
      contact_name: "Dana Ruiz",
      email,
      phone: "(813) 555-0177",
      address: "100 Harbor Blvd",
      city: "Tampa",
      state: "FL",
      zip_code: "33602",
      service_type: "Restaurant",
      square_footage: "2,400",
      services: ["Office Cleaning", "Medical Office Cleaning"],
      booking_token: token,
      created_at: clock,
    }
    await sql`insert into public.quote_requests ${sql(row)}`
    return { id: row.id, token, email }
  }
  type Q = Awaited<ReturnType<typeof quote>>
  /** Florida's wall time on a day, as an instant. */
  const florida = async (date: string, time: string) =>
    (await sql<{ at: Date }[]>`select timezone('America/New_York', ${date}::date + ${time}::time) as at`)[0].at
  const book = async (q: Q, start: Date, move = false) =>
    (await sql<{ a: { result: string } }[]>`select private.book_assessment_at(${q.id}, ${q.token}, ${start}, ${move}, ${clock}) as a`)[0].a
  const cancel = async (q: Q) => (await sql<{ a: { result: string } }[]>`select private.cancel_assessment_at(${q.id}, ${q.token}, ${clock}) as a`)[0].a
  const bookingOf = async (q: Q) => (await sql<{ id: string; sequence: number }[]>`select id, sequence from public.assessment_bookings where quote_id = ${q.id} order by booked_at desc limit 1`)[0]
  /** The quote and key of the assessment link in a mail's text. */
  const linkIn = (mail: ReceivedMail) => {
    const url = mail.text.match(/https:\/\/www\.example\.com\/assessment\/\?\S+/)?.[0]
    assert.ok(url, `${mail.subject}: no assessment link in\n${mail.text}`)
    const access = accessFromSearch(new URL(url).search)
    assert.ok(access)
    return access
  }
  /** The link page's call (public.assessment_availability) at the test's clock. */
  const opens = async (access: { quoteId: string; key: string }) => {
    try {
      await sql`select private.assessment_availability_at(${access.quoteId}, ${access.key}, ${clock})`
      return "opens"
    } catch (error) {
      return (error as Error).message
    }
  }

  try {
    await sql`select private.set_assessment_schedule(${sql.json(SCHEDULE)}::jsonb, ${clock})`

    const q = await quote()
    let booking: { id: string; sequence: number }

    await t.step("the acknowledgement carries the link to pick a time, which works until the prospect books", async () => {
      await sweep()
      const [ack] = toProspect(q.email)
      assert.match(ack.text, /Pick a time for your free on-site assessment/)
      const access = linkIn(ack)
      assert.equal(access.quoteId, q.id)
      assert.match(access.key, /^l1\.0\./)
      assert.ok(ack.html.includes(`<a href="${SITE}/assessment/?quote=${q.id}&amp;key=${access.key}">`), ack.html)
      assert.equal(await opens(access), "opens")
    })

    const monday = await florida("2026-03-09", "10:00") // after the change to daylight time
    await t.step("a booking sends the prospect one confirmation with its calendar file, and the office one mail with its own", async () => {
      const ackLink = linkIn(toProspect(q.email)[0])
      assert.equal((await book(q, monday)).result, "booked")
      booking = await bookingOf(q)
      await sweep()
      const mails = bookingMails()
      assert.equal(mails.length, 2)
      const prospect = mails.find((m) => m.to.includes(q.email))!
      const office = mails.find((m) => m.to.includes(OFFICE))!

      assert.equal(prospect.idempotencyKey, `booking-${booking.id}-0-prospect`)
      assert.equal(prospect.subject, "Your free on-site assessment: Mon, Mar 9, 10 am–12 pm - Florida Commercial Cleaning")
      assert.equal(prospect.reply_to, OFFICE)
      for (const line of [
        "is booked for Mon, Mar 9, 2026, 10 am–12 pm (Florida time)",
        `Your reference: ${quoteReference(q.id)}`,
        "What to have ready:",
        "To move or cancel: https://www.example.com/assessment/?quote=",
      ]) assert.ok(prospect.text.includes(line), `prospect text lacks ${JSON.stringify(line)}:\n${prospect.text}`)
      assert.ok(!prospect.text.includes("Harbor Cafe") && !prospect.text.includes("Dana"), "nothing the visitor typed")
      const ics = calendarOf(prospect)
      assert.equal(ics.contentType, "text/calendar; charset=utf-8; method=REQUEST")
      assert.equal(ics.method, "REQUEST")
      assert.equal(ics.uid, `assessment-${booking.id}@www.example.com`)
      assert.equal(ics.sequence, 0)
      assert.equal(ics.start, "2026-03-09T14:00:00.000Z") // 10 am EDT
      assert.equal(ics.end, "2026-03-09T16:00:00.000Z")
      assert.equal(ics.attendee, `mailto:${q.email}`)

      // The new link works; the acknowledgement's has been replaced by it.
      const link = linkIn(prospect)
      assert.match(link.key, /^l1\.1\./)
      assert.equal(await opens(link), "opens")
      assert.equal(await opens(ackLink), "link_expired")

      assert.equal(office.idempotencyKey, `booking-${booking.id}-0-office`)
      assert.equal(office.reply_to, q.email)
      assert.equal(office.subject, "Assessment booked: Harbor Cafe (Tampa), Mon, Mar 9, 10 am–12 pm")
      for (const line of [
        "When: Mon, Mar 9, 2026, 10 am–12 pm (Florida time)",
        "Business: Harbor Cafe",
        "Contact: Dana Ruiz",
        "Phone: (813) 555-0177",
        `E-mail: ${q.email}`,
        "Site: 100 Harbor Blvd, Tampa, Florida, 33602",
        "Services: Office Cleaning, Medical Office Cleaning",
        `Reference: ${quoteReference(q.id)}`,
      ]) assert.ok(office.text.includes(line), `office text lacks ${JSON.stringify(line)}:\n${office.text}`)
      const officeIcs = calendarOf(office)
      assert.equal(officeIcs.uid, `assessment-${booking.id}-office@www.example.com`)
      assert.equal(officeIcs.sequence, 0)
      assert.equal(officeIcs.attendee, `mailto:${OFFICE}`)
      assert.equal(officeIcs.start, ics.start)
    })

    await t.step("each goes once: later sweeps and the browser's call send nothing more", async () => {
      await sweep()
      await sweep()
      assert.equal((await browserCall(q.id)).status, 202) // only the reminder waits
      assert.equal(bookingMails().length, 2)
    })

    const later = await florida("2026-03-09", "14:00")
    await t.step("a move updates both sides once: the same events, SEQUENCE 1, the new time", async () => {
      clock = new Date(clock.getTime() + 3_600_000)
      assert.equal((await book(q, later, true)).result, "moved")
      await sweep()
      const mails = bookingMails().slice(2)
      assert.equal(mails.length, 2)
      const prospect = mails.find((m) => m.to.includes(q.email))!
      const office = mails.find((m) => m.to.includes(OFFICE))!
      assert.equal(prospect.idempotencyKey, `booking-${booking.id}-1-prospect`)
      assert.equal(prospect.subject, "Your assessment is moved to Mon, Mar 9, 2–4 pm - Florida Commercial Cleaning")
      const ics = calendarOf(prospect)
      assert.deepEqual([ics.method, ics.uid, ics.sequence, ics.start], ["REQUEST", `assessment-${booking.id}@www.example.com`, 1, "2026-03-09T18:00:00.000Z"])
      assert.match(linkIn(prospect).key, /^l1\.2\./)
      assert.equal(office.subject, "Assessment moved: Harbor Cafe (Tampa), Mon, Mar 9, 2–4 pm")
      const officeIcs = calendarOf(office)
      assert.deepEqual([officeIcs.uid, officeIcs.sequence, officeIcs.start], [`assessment-${booking.id}-office@www.example.com`, 1, "2026-03-09T18:00:00.000Z"])
      const reminders = await sql`select idempotency_key, status, not_before from private.mail_outbox where kind = 'booking_reminder' and source_id = ${booking.id} order by created_at`
      assert.deepEqual(reminders.map((r) => [r.idempotency_key, r.status]), [
        [`booking-${booking.id}-0-reminder`, "skipped"],
        [`booking-${booking.id}-1-reminder`, "pending"],
      ])
    })

    await t.step("the reminder goes once, at 9 am Florida time on the day before, after the change to daylight time", async () => {
      clock = new Date("2026-03-08T12:59:00Z") // 8:59 am EDT (a day earlier this was 7:59 am EST)
      await sweep()
      assert.equal(bookingMails().length, 4)
      clock = new Date("2026-03-08T13:00:00Z") // 9 am EDT
      await sweep()
      await sweep()
      const reminders = bookingMails().slice(4)
      assert.equal(reminders.length, 1)
      const [reminder] = reminders
      assert.deepEqual(reminder.to, [q.email])
      assert.equal(reminder.idempotencyKey, `booking-${booking.id}-1-reminder`)
      assert.equal(reminder.subject, "Reminder: your free on-site assessment tomorrow, 2–4 pm - Florida Commercial Cleaning")
      assert.ok(reminder.text.includes("is tomorrow, Mon, Mar 9, 2026, 2–4 pm (Florida time)"), reminder.text)
      assert.ok(reminder.text.includes("What to have ready:"))
      assert.equal(await opens(linkIn(reminder)), "opens") // a reminder changes nothing: the link of the move's mail still works
    })

    await t.step("a cancel sends both sides METHOD:CANCEL for the same events, once", async () => {
      assert.equal((await cancel(q)).result, "cancelled")
      await sweep()
      await sweep()
      const mails = bookingMails().slice(5)
      assert.equal(mails.length, 2)
      const prospect = mails.find((m) => m.to.includes(q.email))!
      const office = mails.find((m) => m.to.includes(OFFICE))!
      assert.equal(prospect.subject, "Your assessment on Mon, Mar 9, 2–4 pm is cancelled - Florida Commercial Cleaning")
      assert.ok(prospect.text.includes("To book another time: https://www.example.com/assessment/?quote="))
      for (const ics of [calendarOf(prospect), calendarOf(office)]) {
        assert.equal(ics.method, "CANCEL")
        assert.equal(ics.status, "CANCELLED")
        assert.equal(ics.sequence, 2)
        assert.ok(ics.uid.startsWith(`assessment-${booking.id}`))
      }
      assert.equal(calendarOf(prospect).contentType, "text/calendar; charset=utf-8; method=CANCEL")
      assert.equal(office.subject, "Assessment cancelled: Harbor Cafe (Tampa), Mon, Mar 9, 2–4 pm")
    })

    await t.step("the panel's call after a change sends that change's mail at once, and only once", async () => {
      clock = new Date("2026-03-08T13:30:00Z")
      const n = await quote()
      await sweep() // the quote's own mail
      assert.equal((await book(n, await florida("2026-03-12", "10:00"))).result, "booked")
      const [first, again] = [await browserCall(n.id), await browserCall(n.id)]
      assert.equal(first.status, 200)
      assert.equal(again.status, 202) // the reminder waits for its day
      assert.deepEqual(bookingMails(n.email).map((m) => m.idempotencyKey!.replace(/^booking-[0-9a-f-]{36}-/, "")).sort(), ["0-office", "0-prospect"])
    })

    await t.step("a cancel still waiting goes, with its METHOD:CANCEL, when the quote books again before the sweep", async () => {
      const n = await quote()
      await sweep()
      assert.equal((await book(n, await florida("2026-03-12", "12:00"))).result, "booked")
      await sweep()
      const old = await bookingOf(n)
      await cancel(n)
      assert.equal((await book(n, await florida("2026-03-12", "14:00"))).result, "booked")
      await sweep()
      const toHer = toProspect(n.email).filter((m) => m.idempotencyKey?.startsWith("booking-"))
      assert.deepEqual(toHer.map((m) => calendarOf(m)).map((c) => [c.uid.startsWith(`assessment-${old.id}@`), c.method, c.sequence]), [
        [true, "REQUEST", 0],
        [true, "CANCEL", 1],
        [false, "REQUEST", 0],
      ])
    })

    await t.step("the reminder goes at 9 am Florida time on the day before, after the change back to standard time", async () => {
      clock = new Date("2026-10-30T14:00:00Z") // Friday
      const n = await quote()
      assert.equal((await book(n, await florida("2026-11-02", "10:00"))).result, "booked")
      await sweep()
      const before = bookingMails(n.email).length
      clock = new Date("2026-11-01T13:00:00Z") // 8 am EST; 9 am EDT the day before
      await sweep()
      assert.equal(bookingMails(n.email).length, before)
      clock = new Date("2026-11-01T14:00:00Z") // 9 am EST
      await sweep()
      const reminders = bookingMails(n.email).filter((m) => m.idempotencyKey?.endsWith("-reminder"))
      assert.equal(reminders.length, 1)
      assert.ok(reminders[0].text.includes("is tomorrow, Mon, Nov 2, 2026, 10 am–12 pm (Florida time)"))
    })

    await t.step("a booking made on the day before sends no reminder: the confirmation is it", async () => {
      clock = new Date("2026-11-03T18:00:00Z")
      const n = await quote()
      assert.equal((await book(n, await florida("2026-11-04", "10:00"))).result, "booked")
      const [{ n: queued }] = await sql`select count(*)::int as n from private.mail_outbox where source_id = ${(await bookingOf(n)).id} and kind = 'booking_reminder'`
      assert.equal(queued, 0)
    })

    await t.step("a suppressed address gets no booking mail; the office still hears of the booking", async () => {
      clock = new Date("2026-11-03T18:00:00Z")
      const n = await quote("bounced.before@cafe-suppressed.example")
      await sql`insert into private.mail_suppressions (email, reason, recorded_at) values ('bounced.before@cafe-suppressed.example', 'bounced', ${clock})`
      assert.equal((await book(n, await florida("2026-11-05", "10:00"))).result, "booked")
      await sweep()
      assert.equal(toProspect(n.email).length, 0)
      assert.equal(bookingMails().filter((m) => m.reply_to === n.email && m.to.includes(OFFICE)).length, 1)
      const skipped = await sql`select kind, skipped_reason from private.mail_outbox
        where source_id in (${n.id}, ${(await bookingOf(n)).id}) and recipient is not null and status = 'skipped' order by kind`
      assert.deepEqual(skipped.map((r) => [r.kind, r.skipped_reason]), [["booking_prospect", "suppressed"], ["quote_acknowledgement", "suppressed"]])
    })

    await t.step("\"None of these work\": the office gets the best times to call back, once per note, the latest when two wait", async () => {
      clock = new Date("2026-11-03T18:30:00Z")
      const n = await quote()
      const note = (text: string) => sql`select private.request_assessment_call_at(${n.id}, ${n.token}, ${text}, ${clock})`
      const callBacks = () => mailApi.mails.filter((m) => m.idempotencyKey?.startsWith(`call-request-${n.id}-`))
      await note("Mornings <b>before</b> 10")
      clock = new Date(clock.getTime() + 1000)
      await note("Weekdays after 3 pm, ask for <b>Dana</b>")
      await sweep()
      await sweep()
      assert.equal(callBacks().length, 1)
      const [mail] = callBacks()
      assert.deepEqual(mail.to, [OFFICE])
      assert.equal(mail.reply_to, n.email)
      assert.equal(mail.subject, "Call back to book an assessment: Harbor Cafe (Tampa)")
      assert.ok(mail.text.includes("Best times to call:\nWeekdays after 3 pm, ask for <b>Dana</b>"), mail.text)
      assert.ok(mail.html.includes("Weekdays after 3 pm, ask for &lt;b&gt;Dana&lt;/b&gt;"))
      assert.ok(mail.text.includes("Phone: (813) 555-0177"))
      clock = new Date(clock.getTime() + 60_000)
      await note("Any weekday at noon")
      await sweep()
      assert.deepEqual(callBacks().map((m) => m.text.includes("Any weekday at noon")), [false, true])
    })

    await t.step("booking mails count against the same caps: an inbox gets at most 4 mails a day, of all kinds", async () => {
      clock = new Date("2026-11-03T19:00:00Z")
      const [{ per_address_daily: daily }] = await sql`select per_address_daily from private.mail_caps`
      const n = await quote()
      await sweep() // the acknowledgement
      for (const time of ["10:00", "12:00", "14:00"]) {
        await book(n, await florida("2026-11-06", time), time !== "10:00")
        await sweep()
      }
      await cancel(n)
      await sweep()
      assert.equal(toProspect(n.email).length, daily)
      const [waiting] = await sql`select kind, status from private.mail_outbox where source_id = ${(await bookingOf(n)).id} and kind = 'booking_prospect' and status = 'pending'`
      assert.deepEqual({ ...waiting }, { kind: "booking_prospect", status: "pending" }) // the cancel waits for the inbox's next day
      assert.equal(bookingMails().filter((m) => m.reply_to === n.email && m.to.includes(OFFICE)).length, 4) // office mail has no cap
    })
  } finally {
    await app.close()
    await mailApi.stop()
    await pg.stop()
  }
})
