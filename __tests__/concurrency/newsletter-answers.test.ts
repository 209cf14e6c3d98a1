/**
 * Issue 30, attacks 3 and 8: no answer reveals who is subscribed. A stranger probes an address with the
 * requests PostgREST answers differently when a row is skipped: Prefer: count=exact (Content-Range),
 * return=representation, and Accept: application/vnd.pgrst.object+json with [target, throwaway] (406 and
 * rolled back when the count is not 1). Each is executed as PostgREST executes it (support/postgrest-insert.ts)
 * on a real Postgres server, for an address that is new, pending and confirmed: the answers are the same,
 * byte for byte. A real visitor's sign-up is stored and mailed.
 */
import { startCluster, untilSomeoneWaits, type Cluster } from "../database/support/postgres-cluster"
import { botProof } from "../database/support/postgres-visitor"
import { postgrestInsert, type InsertRequest, type PostgrestAnswer } from "../database/support/postgrest-insert"

let cluster: Cluster
beforeAll(async () => {
  cluster = await startCluster()
}, 120_000)
afterAll(() => cluster?.stop())

let addresses = 0
const nextAddress = () => `198.18.${Math.floor(++addresses / 200)}.${addresses % 200}`

/** A fresh proof, asked for as anon from a fresh address (the challenge counts against its rate limit). */
async function proof(): Promise<string> {
  const anon = cluster.connect({ role: "anon", headers: { "cf-connecting-ip": nextAddress() } })
  try {
    return await anon.request((tx) => botProof(tx))
  } finally {
    await anon.end()
  }
}

const row = async (email: string) => ({ email, bot_proof: await proof() })

type State = "new" | "pending" | "confirmed"
const TARGETS: Record<State, string> = { new: "new.reader@example.com", pending: "pending.reader@example.com", confirmed: "confirmed.reader@example.com" }

beforeAll(async () => {
  for (const state of ["pending", "confirmed"] as const) {
    const answer = await postgrestInsert(cluster, { table: "newsletter_subscribers", rows: [await row(TARGETS[state])], headers: { "cf-connecting-ip": nextAddress() } })
    expect(answer.status).toBe(201)
  }
  await cluster.admin`update public.newsletter_subscribers set confirmed_at = now() where email = ${TARGETS.confirmed}`
}, 120_000)

/** Every probe a stranger can send, answered for one target address (and rolled back, so states stay put). */
async function probes(target: string): Promise<Record<string, PostgrestAnswer>> {
  const requests: Record<string, () => Promise<InsertRequest>> = {
    "count=exact": async () => ({ table: "newsletter_subscribers", rows: [await row(target)], count: true }),
    "return=representation": async () => ({ table: "newsletter_subscribers", rows: [await row(target)], returning: ["email", "id"], count: true }),
    "singular Accept": async () => ({ table: "newsletter_subscribers", rows: [await row(target)], singular: true, count: true }),
    "singular Accept with [target, throwaway]": async () => ({
      table: "newsletter_subscribers",
      rows: [await row(target), await row(`throwaway${addresses}@example.net`)],
      singular: true,
    }),
    "[target, throwaway] with count=exact": async () => ({
      table: "newsletter_subscribers",
      rows: [await row(target), await row(`throwaway${addresses}@example.net`)],
      count: true,
    }),
  }
  const answers: Record<string, PostgrestAnswer> = {}
  for (const [name, make] of Object.entries(requests)) {
    answers[name] = await postgrestInsert(cluster, { ...(await make()), headers: { "cf-connecting-ip": nextAddress() } }, { dryRun: true })
  }
  return answers
}

describe("a newsletter sign-up as PostgREST answers it", () => {
  it("is answered alike, byte for byte, whether the address is new, pending or confirmed", async () => {
    const answers = { new: await probes(TARGETS.new), pending: await probes(TARGETS.pending), confirmed: await probes(TARGETS.confirmed) }
    expect(JSON.stringify(answers.pending)).toBe(JSON.stringify(answers.new))
    expect(JSON.stringify(answers.confirmed)).toBe(JSON.stringify(answers.new))
    // What the stranger sees: one row stored for one sent, the singular probe refused either way.
    expect(answers.new["count=exact"]).toEqual({ status: 201, headers: { "Content-Range": "*/1" }, body: "", committed: false })
    expect(answers.new["singular Accept with [target, throwaway]"].status).toBe(406)
    expect(answers.new["[target, throwaway] with count=exact"].headers).toEqual({ "Content-Range": "*/2" })
    expect(answers.new["return=representation"].status).toBe(401) // anon may not read the table back
  }, 180_000)

  it("keeps one row per inbox, the confirmation of a confirmed one, and sends a pending one its link again", async () => {
    const before = await cluster.admin`select id, confirmed_at from public.newsletter_subscribers where email = ${TARGETS.confirmed}`
    for (const spelling of ["Confirmed.Reader@example.com", "confirmed.reader+news@example.com"]) {
      expect((await postgrestInsert(cluster, { table: "newsletter_subscribers", rows: [await row(spelling)], headers: { "cf-connecting-ip": nextAddress() } })).status).toBe(201)
    }
    const after = await cluster.admin`select id, email, confirmed_at from public.newsletter_subscribers where email_key = ${TARGETS.confirmed}`
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ id: before[0].id, email: TARGETS.confirmed, confirmed_at: before[0].confirmed_at })
    // The first link went out (the sweep); the owner signs up again and is queued the link again.
    await cluster.admin`update private.mail_outbox o set status = 'sent', sent_at = now() from public.newsletter_subscribers s
                        where s.id = o.source_id and s.email = ${TARGETS.pending}`
    expect(await postgrestInsert(cluster, { table: "newsletter_subscribers", rows: [await row(TARGETS.pending)], headers: { "cf-connecting-ip": nextAddress() } })).toMatchObject({ status: 201 })
    const mails = await cluster.admin`select idempotency_key, status from private.mail_outbox o join public.newsletter_subscribers s on s.id = o.source_id
                                      where s.email = ${TARGETS.pending} order by o.created_at`
    expect(mails.map((m) => m.idempotency_key.replace(/^newsletter-[0-9a-f-]+-/, ""))).toEqual(["confirm-1", "confirm-2"])
    // A confirmed inbox is queued no new link: only its first sign-up's (which the sweep drops unsent).
    const confirmedMails = await cluster.admin`select o.idempotency_key from private.mail_outbox o join public.newsletter_subscribers s on s.id = o.source_id where s.email = ${TARGETS.confirmed}`
    expect(confirmedMails.map((m) => m.idempotency_key.replace(/^newsletter-[0-9a-f-]+-/, ""))).toEqual(["confirm-1"])
  }, 120_000)

  it("takes two sign-ups of one new address at the same moment, on two connections, as one row and two like answers", async () => {
    const target = "together@example.org"
    const [first, second] = [cluster.connect({ role: "anon", headers: { "cf-connecting-ip": nextAddress() } }), cluster.connect({ role: "anon", headers: { "cf-connecting-ip": nextAddress() } })]
    const [proofA, proofB] = [await proof(), await proof()]
    let release!: () => void
    let inserted!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve))
    const a = first.request(async (tx) => {
      await tx`insert into public.newsletter_subscribers ${tx({ email: target, bot_proof: proofA })}`
      inserted()
      await held // inserted, not yet committed: its advisory lock on the address is held
      return "stored"
    })
    await firstInserted
    const b = second.request(async (tx) => {
      await tx`insert into public.newsletter_subscribers ${tx({ email: target, bot_proof: proofB })}`
      return "stored"
    })
    await untilSomeoneWaits(cluster.admin)
    release()
    expect(await Promise.all([a, b])).toEqual(["stored", "stored"])
    expect(await cluster.admin`select sign_ups from public.newsletter_subscribers where email_key = ${target}`).toEqual([{ sign_ups: 2 }])
    await Promise.all([first.end(), second.end()])
  }, 60_000)
})
