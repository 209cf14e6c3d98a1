/**
 * The mail-events webhook in real Deno against a real Postgres (support/database.ts): only a
 * request Resend signed (Svix scheme) within 5 minutes suppresses an address; a forged, re-signed
 * with another key, tampered or replayed request changes nothing.
 */
import assert from "node:assert/strict"
import postgres from "postgres"
import { createMailEventsHandler } from "../../supabase/functions/mail-events/handler.ts"
import { svixSignature, verifySvix } from "../../supabase/functions/mail-events/svix.ts"
import { startCluster } from "./support/database.ts"

Deno.test("the Svix signature matches Svix's published example", async () => {
  // docs.svix.com, "Verifying Webhooks Manually" / the svix library's own example.
  const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
  const headers = new Headers({
    "svix-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
    "svix-timestamp": "1614265330",
    "svix-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
  })
  const body = '{"test": 2432232314}'
  assert.equal(await svixSignature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", "1614265330", body), "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")
  assert.equal(await verifySvix(secret, headers, body, new Date(1614265330_000)), true)
  assert.equal(await verifySvix(secret, headers, body.replace("2", "3"), new Date(1614265330_000)), false, "tampered body")
  assert.equal(await verifySvix(secret, headers, body, new Date((1614265330 + 301) * 1000)), false, "replayed after 5 minutes")
})

const SECRET = `whsec_${btoa("resend-test-signing-key-32-bytes")}`
const NOW = new Date("2020-07-04T16:05:00Z")
const OFFICE = "office@example.com"

Deno.test("mail-events", async (t) => {
  const pg = await startCluster()
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} })
  const handler = createMailEventsHandler({ sql, webhookSecret: SECRET, officeEmail: OFFICE, now: () => NOW })
  let counter = 0

  async function post(event: unknown, sign: { secret?: string; at?: Date; signature?: string } = {}) {
    const body = JSON.stringify(event)
    const id = `msg_${++counter}`
    const timestamp = String(Math.floor((sign.at ?? NOW).getTime() / 1000))
    const signature = sign.signature ?? (await svixSignature(sign.secret ?? SECRET, id, timestamp, body))
    return handler(new Request("http://127.0.0.1/functions/v1/mail-events", {
      method: "POST",
      headers: { "content-type": "application/json", "svix-id": id, "svix-timestamp": timestamp, "svix-signature": `v1,bm90IHRoaXMgb25l ${signature}` },
      body,
    }))
  }
  const bounce = (to: string, type = "Permanent") => ({ type: "email.bounced", created_at: NOW.toISOString(), data: { email_id: "e1", to: [to], bounce: { type } } })
  const suppressed = async () => (await pg.admin`select email, reason from private.mail_suppressions order by email`).map((r) => ({ ...r }))

  try {
    await t.step("a signed hard bounce and a signed complaint suppress their addresses", async () => {
      assert.equal((await post(bounce("Gone@Example.org"))).status, 200)
      assert.equal((await post({ type: "email.complained", data: { to: ["angry@example.org"] } })).status, 200)
      assert.deepEqual(await suppressed(), [
        { email: "angry@example.org", reason: "complained" },
        { email: "gone@example.org", reason: "bounced" },
      ])
    })

    await t.step("attack: an unsigned, forged, tampered or replayed request suppresses nothing", async () => {
      const before = await suppressed()
      const unsigned = await handler(new Request("http://127.0.0.1/", { method: "POST", body: JSON.stringify(bounce("victim@example.org")) }))
      assert.equal(unsigned.status, 401)
      assert.equal((await post(bounce("victim@example.org"), { secret: `whsec_${btoa("a key the attacker chose, 32 b!")}` })).status, 401)
      assert.equal((await post(bounce("victim@example.org"), { signature: "v1,AAAA" })).status, 401)
      assert.equal((await post(bounce("victim@example.org"), { at: new Date(NOW.getTime() - 6 * 60_000) })).status, 401)
      assert.deepEqual(await suppressed(), before)
    })

    await t.step("a soft bounce, another event type, or the office's own address suppresses nothing", async () => {
      const before = await suppressed()
      assert.equal((await post(bounce("full@example.org", "Transient"))).status, 200)
      assert.equal((await post({ type: "email.delivered", data: { to: ["ok@example.org"] } })).status, 200)
      assert.equal((await post(bounce(OFFICE))).status, 200)
      assert.deepEqual(await suppressed(), before)
    })
  } finally {
    await sql.end()
    await pg.stop()
  }
})
