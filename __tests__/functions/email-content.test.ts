/** The notify functions' pure parts: formatting, escaping, Florida time, request checks, settings, link tokens. */
import assert from "node:assert/strict"
import site from "../../content/settings/site.json" with { type: "json" }
// form-values.ts imports without file extensions; this test's deno.json allows that (sloppy imports).
import { FIELD_LABELS as FORM_FIELD_LABELS } from "../../src/lib/quote/form-values.ts"
import { mailConfigFromEnv as configFromEnv } from "../../supabase/functions/_shared/config.ts"
import { escapeHtml, oneLine } from "../../supabase/functions/_shared/escape.ts"
import { floridaTime } from "../../supabase/functions/_shared/florida-time.ts"
import { linkToken } from "../../supabase/functions/_shared/link-token.ts"
import { FIELD_LABELS } from "../../supabase/functions/notify-quote/labels.ts"
import { corsHeaders, parseNotifyRequest, secretMatches } from "../../supabase/functions/_shared/http.ts"

Deno.test("the e-mails use the quote form's own field labels", () => {
  assert.deepEqual(FIELD_LABELS, FORM_FIELD_LABELS)
})

Deno.test("Florida time follows Eastern standard and daylight time", () => {
  assert.equal(floridaTime(new Date("2026-01-15T17:30:00Z")), "Thursday, January 15, 2026 at 12:30 PM EST")
  assert.equal(floridaTime(new Date("2026-07-04T03:05:00Z")), "Friday, July 3, 2026 at 11:05 PM EDT")
})

Deno.test("escapeHtml shows markup and entities as written", () => {
  assert.equal(escapeHtml(`<script>alert("x")</script> A & B's`), "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; A &amp; B&#39;s")
  assert.equal(escapeHtml("&amp;"), "&amp;amp;")
})

Deno.test("a mail subject stays on one line", () => {
  assert.equal(oneLine("Acme\r\nBcc: someone@example.org\tInc"), "Acme Bcc: someone@example.org Inc")
})

Deno.test("accepts only {quoteId: uuid}, {sweep: true} or {cleanup: true}", () => {
  const id = "0f8fad5b-d9cb-469f-a165-70867728950e"
  assert.deepEqual(parseNotifyRequest({ quoteId: id }, "quoteId"), { kind: "source", id })
  assert.deepEqual(parseNotifyRequest({ quoteId: id.toUpperCase() }, "quoteId"), { kind: "source", id })
  assert.deepEqual(parseNotifyRequest({ sweep: true }, "quoteId"), { kind: "sweep" })
  assert.deepEqual(parseNotifyRequest({ cleanup: true }, "quoteId"), { kind: "cleanup" })
  for (const bad of [null, "x", [], {}, { quoteId: 1 }, { quoteId: `${id}x` }, { quoteId: id, sweep: true }, { sweep: 1 }, { cleanup: "yes" }, { cleanup: true, sweep: true }, { applicationId: id }]) {
    assert.equal(parseNotifyRequest(bad, "quoteId"), null, JSON.stringify(bad))
  }
})

Deno.test("secretMatches is true only for the exact secret, and never for an empty one", async () => {
  assert.equal(await secretMatches("s3cret", "s3cret"), true)
  assert.equal(await secretMatches("s3cre", "s3cret"), false)
  assert.equal(await secretMatches(null, "s3cret"), false)
  assert.equal(await secretMatches("", ""), false)
})

Deno.test("CORS headers only for an allowed origin", () => {
  assert.equal(corsHeaders("https://www.example.com", ["https://www.example.com"])["Access-Control-Allow-Origin"], "https://www.example.com")
  assert.equal(corsHeaders("https://evil.example", ["https://www.example.com"])["Access-Control-Allow-Origin"], undefined)
  assert.equal(corsHeaders(null, ["https://www.example.com"])["Access-Control-Allow-Origin"], undefined)
})

Deno.test("settings: the office address defaults to the site config's e-mail; the site's origin may call", () => {
  const config = configFromEnv({})
  assert.equal(config.officeEmail, site.email)
  assert.deepEqual(config.allowedOrigins, [new URL(site.defaultSiteUrl).origin])
  assert.equal(config.mailApiUrl, "https://api.resend.com")
  assert.deepEqual(config.missing, ["SUPABASE_DB_URL or DB_POOLER_URL", "RESEND_API_KEY", "MAIL_FROM"])
  const set = configFromEnv({ OFFICE_EMAIL: "office@example.org", SITE_ORIGINS: "https://a.example, https://b.example/path" })
  assert.equal(set.officeEmail, "office@example.org")
  assert.deepEqual(set.allowedOrigins, ["https://a.example", "https://b.example"])
})

Deno.test("a link token is the same for every attempt at one mail, another for another mail or secret, and url-safe", async () => {
  const a = await linkToken("secret", "newsletter-confirm", "0f8fad5b-d9cb-469f-a165-70867728950e")
  assert.equal(a, await linkToken("secret", "newsletter-confirm", "0f8fad5b-d9cb-469f-a165-70867728950e"))
  assert.notEqual(a, await linkToken("secret", "newsletter-confirm", "1f8fad5b-d9cb-469f-a165-70867728950e"))
  assert.notEqual(a, await linkToken("other", "newsletter-confirm", "0f8fad5b-d9cb-469f-a165-70867728950e"))
  assert.match(a, /^[A-Za-z0-9_-]{43}$/)
})
