/**
 * The office e-mail's "Nearest served city" (supabase/functions/notify-quote/service-area.ts): the quote's own
 * ZIP code answered with the site's service-area file and the site's rules (src/lib/service-area/), which the
 * function fetches from the site, keeps, and does without when the site cannot be reached.
 */
import assert from "node:assert/strict"
import { officeEmail, SERVICE_AREA_LABEL } from "../../supabase/functions/notify-quote/email-content.ts"
import type { Quote } from "../../supabase/functions/notify-quote/quote.ts"
import { officeServiceArea, serviceAreaLine, siteServiceArea } from "../../supabase/functions/notify-quote/service-area.ts"
import { readServiceArea, SERVICE_AREA_PATH, type ServiceAreaFile } from "../../src/lib/service-area/zip-data.ts"
import { FILE } from "./support/service-area-file.ts"

const AREA = readServiceArea(FILE)

Deno.test("names the city that serves the ZIP code, its distance and its radius", () => {
  assert.equal(serviceAreaLine("33647", AREA), "Tampa, FL, 16 miles away (within its 30-mile service radius)")
  assert.equal(serviceAreaLine("33602", AREA), "Tampa, FL, under a mile away (within its 30-mile service radius)")
})

Deno.test("names the nearest city and the distance of a ZIP code outside every radius", () => {
  assert.equal(serviceAreaLine("32789", AREA), "Orlando, FL, about 30 miles away (outside its 20-mile service radius)")
})

Deno.test("says why there is no city: another state, a ZIP code the list lacks, no ZIP code, no file", () => {
  assert.equal(serviceAreaLine("10001", AREA), "none: 10001 is in New York, outside the service states")
  assert.equal(serviceAreaLine("33601", AREA), "not known: 33601 is not in the ZIP list (a PO box or a new ZIP code) but its area in Florida is served")
  assert.equal(serviceAreaLine("99999", AREA), 'none: "99999" is not a known ZIP code')
  assert.equal(serviceAreaLine(null, AREA), "- (no ZIP code given)")
  assert.equal(serviceAreaLine("33647", null), "not checked (the site's service-area file could not be read)")
})

Deno.test("fetches the file from the site once and keeps it; a failure is retried a minute later", async () => {
  let clock = 0
  const asked: string[] = []
  let down = true
  const fetchFile = ((url: string) => {
    asked.push(url)
    return Promise.resolve(down ? new Response("down", { status: 503 }) : Response.json(FILE))
  }) as typeof fetch
  const load = siteServiceArea("https://www.example.com", fetchFile, () => clock)
  const quiet = console.error
  console.error = () => undefined
  try {
    assert.equal(await load(), null)
    down = false
    clock += 30_000
    assert.equal(await load(), null, "not asked again within the minute")
    clock += 31_000
    assert.equal((await load())?.zips.size, 3)
    clock += 30 * 60_000
    assert.equal((await load())?.zips.size, 3)
  } finally {
    console.error = quiet
  }
  assert.deepEqual(asked, [`https://www.example.com${SERVICE_AREA_PATH}`, `https://www.example.com${SERVICE_AREA_PATH}`])
})

Deno.test("a quote without a ZIP code fetches nothing", async () => {
  let asked = 0
  const line = officeServiceArea("https://www.example.com", (() => (asked++, Promise.resolve(Response.json(FILE)))) as typeof fetch)
  assert.equal(await line(""), "- (no ZIP code given)")
  assert.equal(asked, 0)
  assert.equal(await line("33647"), "Tampa, FL, 16 miles away (within its 30-mile service radius)")
  assert.equal(asked, 1)
})

Deno.test("the office e-mail shows the line under the ZIP code, in text and HTML", () => {
  const quote = {
    id: "0c8a7c1e-0000-4000-8000-000000000000", created_at: new Date("2026-01-15T17:30:00Z"), business_name: "Acme", contact_name: "Ann",
    email: "ann@example.com", phone: "813-555-0100", address: null, city: "Tampa", state: "FL", zip_code: "33647", service_type: null,
    frequency: null, square_footage: null, number_of_employees: null, special_requirements: null, preferred_contact_method: null, budget: null,
    services: ["Office Cleaning"], landing_page: null, referrer: null, utm: null, notified_at: null, acknowledged_at: null, notify_attempts: 0,
    upload_folder: null, uploads_finished_at: null, acknowledgement_skipped: null,
  } as Quote
  const mail = officeEmail(quote, [], false, serviceAreaLine(quote.zip_code, AREA))
  assert.match(mail.text, /ZIP code: 33647\nNearest served city: Tampa, FL, 16 miles away \(within its 30-mile service radius\)\n/)
  assert.match(mail.html, new RegExp(`<th align="left" valign="top">${SERVICE_AREA_LABEL}</th><td>Tampa, FL, 16 miles away`))
})
