/** The booking e-mails' pure parts (supabase/functions/notify-quote/booking-email.ts): words, escaping, the calendar attachment. */
import assert from "node:assert/strict"
import { Buffer } from "node:buffer"
import { addressOf, officeBookingEmail, prospectBookingEmail, reminderEmail, type BookingState } from "../../supabase/functions/notify-quote/booking-email.ts"

const company = { name: "Florida Commercial Cleaning", phoneDisplay: "(813) 555-0142" }
const booking: BookingState = {
  id: "6d1c9a52-3f0e-4c43-9d0c-0b1f2a3c4d5e",
  starts_at: new Date("2026-11-02T15:00:00Z"), // Mon 10 am EST
  ends_at: new Date("2026-11-02T17:00:00Z"),
  status: "booked",
  sequence: 0,
  far: false,
}
const quoteId = "0f8fad5b-d9cb-469f-a165-70867728950e"
const common = { booking, quoteId, company, now: new Date("2026-10-30T14:00:00Z"), uidDomain: "www.example.com" }
const manageUrl = `https://www.example.com/assessment/?quote=${quoteId}&key=l1.1.1790000000.${"a".repeat(43)}`
const quote = {
  businessName: `<b>Acme</b>\r\nBcc: someone@example.org`,
  contactName: "Al <script>",
  phone: "813-555-0100",
  email: "al@acme.co",
  address: "1 Main St",
  city: "Atlanta",
  state: "GA",
  zipCode: "30301",
  serviceType: null,
  squareFootage: null,
  services: ["High Dusting"],
}
const office = (over: Partial<BookingState> = {}) =>
  officeBookingEmail({ ...common, booking: { ...booking, ...over }, quote, mailFrom: "Quotes <quotes@example.com>", officeEmail: "office@example.com" })

Deno.test("the office mail escapes what the visitor typed and keeps its subject on one line", () => {
  const mail = office()
  assert.equal(mail.subject, "Assessment booked: <b>Acme</b> Bcc: someone@example.org (Atlanta), Mon, Nov 2, 10 am–12 pm")
  assert.ok(mail.html.includes("&lt;b&gt;Acme&lt;/b&gt;"))
  assert.ok(mail.html.includes("Al &lt;script&gt;"))
  assert.ok(!mail.html.includes("<script>") && !mail.html.includes("<b>Acme"))
  assert.ok(mail.text.includes("Site: 1 Main St, Atlanta, Georgia, 30301"), mail.text)
  assert.ok(mail.text.includes("Type of business: -"))
})

Deno.test("the office mail names a far-city day", () => {
  assert.ok(office({ far: true }).text.includes("Far-city day: yes"))
  assert.ok(!office().text.includes("Far-city day"))
})

Deno.test("the calendar file goes as UTF-8 bytes in base64, with its iTIP method in the content type", () => {
  for (const [status, method] of [["booked", "REQUEST"], ["cancelled", "CANCEL"]] as const) {
    const mail = prospectBookingEmail({ ...common, booking: { ...booking, status, sequence: status === "booked" ? 0 : 1 }, prospectEmail: "al@acme.co", officeEmail: "office@example.com", manageUrl })
    const [file] = mail.attachments!
    assert.equal(file.contentType, `text/calendar; charset=utf-8; method=${method}`)
    const text = Buffer.from(file.content, "base64").toString("utf8")
    assert.ok(text.startsWith("BEGIN:VCALENDAR\r\n"))
    assert.ok(text.includes(`METHOD:${method}\r\n`))
    assert.ok(text.includes("\u2013"), "the en dash of '10 am–12 pm' survives the round trip")
  }
})

Deno.test("the prospect's mails say what changed, in fixed words, with the link", () => {
  const booked = prospectBookingEmail({ ...common, prospectEmail: "al@acme.co", officeEmail: "office@example.com", manageUrl })
  assert.ok(booked.text.includes(`To move or cancel: ${manageUrl}`))
  assert.ok(booked.html.includes(`<a href="${manageUrl.replaceAll("&", "&amp;")}">To move or cancel</a>`))
  const moved = prospectBookingEmail({ ...common, booking: { ...booking, sequence: 1 }, prospectEmail: "al@acme.co", officeEmail: "office@example.com", manageUrl })
  assert.match(moved.subject, /^Your assessment is moved to Mon, Nov 2, 10 am–12 pm/)
  const cancelled = prospectBookingEmail({ ...common, booking: { ...booking, status: "cancelled", sequence: 2 }, prospectEmail: "al@acme.co", officeEmail: "office@example.com", manageUrl })
  assert.ok(cancelled.text.includes(`To book another time: ${manageUrl}`))
  assert.ok(!cancelled.text.includes("What to have ready"))
  const reminder = reminderEmail({ ...common, manageUrl })
  assert.equal(reminder.attachments, undefined)
  assert.ok(reminder.text.includes("What to have ready:"))
})

Deno.test("the sender's address is read out of MAIL_FROM for the office's calendar", () => {
  assert.equal(addressOf("Quotes <quotes@example.com>"), "quotes@example.com")
  assert.equal(addressOf("quotes@example.com"), "quotes@example.com")
})
