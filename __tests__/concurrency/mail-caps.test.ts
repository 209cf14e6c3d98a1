/**
 * The mail pipeline's caps in the database (supabase/migrations/20261128100200_one_mail_pipeline.sql), on a
 * real Postgres server: addresses normalised, narrower caps biting before the site's, office mail claimed
 * whatever the caps say, and two claims at the same moment, on two connections, never passing a cap.
 * The functions that send are tested in real Deno (__tests__/functions).
 */
import { startCluster, untilSomeoneWaits, type Cluster, type Sql } from "../database/support/postgres-cluster"

jest.setTimeout(60_000)

let cluster: Cluster
let sql: Sql
beforeAll(async () => {
  cluster = await startCluster()
  sql = cluster.admin
}, 120_000)
afterAll(() => cluster?.stop())

const NOW = new Date("2031-05-06T14:00:00Z")
const PROSPECT_KINDS = ["quote_acknowledgement", "application_acknowledgement", "newsletter_confirmation"]
const caps = async () => (await sql`select * from private.mail_caps`)[0]

/** A due acknowledgement to `email`, sent by `sender` (a network's hash), as the quote's trigger queues it. */
async function queueAcknowledgement(email: string, sender: string | null = null) {
  const id = crypto.randomUUID()
  await sql`select private.queue_mail('quote_acknowledgement', ${id}, ${`quote-${id}-acknowledgement`}, ${email}, ${sender}, ${NOW}, ${NOW})`
  return id
}
const claimProspect = (db: Sql, limit = 100) =>
  db`select source_id, recipient from private.claim_prospect_mail(${PROSPECT_KINDS}, ${crypto.randomUUID()}, ${NOW}, ${limit})`
const reset = () => sql`delete from private.mail_outbox`

describe("addresses", () => {
  it.each([
    ["Dana.Smith+quotes@GoogleMail.com", "danasmith@gmail.com"],
    ["d.a.n.a.smith@gmail.com", "danasmith@gmail.com"],
    ["  DANA@Example.COM ", "dana@example.com"],
    ["dana+news@example.com", "dana@example.com"],
    ["dana.smith@example.com", "dana.smith@example.com"], // dots count outside Gmail
  ])("%s is the inbox %s", async (typed, key) => {
    expect((await sql`select private.normalized_email(${typed}) as key`)[0].key).toBe(key)
  })
})

describe("claims of prospect mail", () => {
  beforeEach(reset)

  it("give one acknowledgement a day to an inbox, however its address is spelled, and skip the rest", async () => {
    for (const email of ["dana.smith@gmail.com", "DanaSmith+1@gmail.com", "d.ana.smith@googlemail.com"]) await queueAcknowledgement(email)
    expect(await claimProspect(sql)).toHaveLength(1)
    expect((await sql`select skipped_reason, count(*)::int as n from private.mail_outbox group by 1 order by 1`).map((r) => ({ ...r }))).toEqual([
      { skipped_reason: "daily_limit", n: 2 },
      { skipped_reason: null, n: 1 },
    ])
  })

  it("let a sender's and a domain's caps bite long before the site's, without holding anyone else back", async () => {
    const { per_sender_hourly: perSender, per_domain_hourly: perDomain, hourly } = await caps()
    expect(perSender).toBeLessThan(hourly)
    expect(perDomain).toBeLessThan(hourly)
    for (let i = 0; i < 3 * perSender; i++) await queueAcknowledgement(`victim${i}@domain${i}.example`, "one-network")
    for (let i = 0; i < 3 * perDomain; i++) await queueAcknowledgement(`user${i}@their-domain.example`, `network-${i}`)
    const real = await queueAcknowledgement("ana.ruiz@harborcafe.com", "real-visitor")
    const claimed = (await claimProspect(sql)).map((r) => r.source_id)
    expect(claimed).toContain(real)
    expect(claimed).toHaveLength(perSender + perDomain + 1)
  })

  it("never claim past the site's hourly cap, counting what is sent and what is being sent", async () => {
    const { hourly } = await caps()
    for (let i = 0; i < hourly + 5; i++) await queueAcknowledgement(`p${i}@d${i}.example`, `n${i}`)
    expect(await claimProspect(sql, 10)).toHaveLength(10) // claimed, not yet sent: they count
    expect(await claimProspect(sql)).toHaveLength(hourly - 10)
    expect(await claimProspect(sql)).toHaveLength(0)
  })

  it("of two claims at the same moment on two connections, the second waits for the first and takes only what is left", async () => {
    await sql`update private.mail_caps set hourly = 6`
    try {
      for (let i = 0; i < 10; i++) await queueAcknowledgement(`q${i}@e${i}.example`, `m${i}`)
      const [first, second] = [cluster.open(), cluster.open()]
      let release!: () => void
      let claimed!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      const firstClaimed = new Promise<void>((resolve) => (claimed = resolve))
      let firstCount = 0
      const a = first.begin(async (tx) => {
        firstCount = (await claimProspect(tx as unknown as Sql, 4)).length // the cap's lock is held until commit
        claimed()
        await held
      })
      await firstClaimed
      const b = claimProspect(second).execute() // sent now, and blocked on the lock the first transaction holds
      await untilSomeoneWaits(sql)
      release()
      await a
      expect(firstCount).toBe(4)
      expect(await b).toHaveLength(2)
      await Promise.all([first.end(), second.end()])
    } finally {
      await sql`update private.mail_caps set hourly = 60`
    }
  })

  it("leave office mail alone: it is claimed apart, whatever the prospect caps", async () => {
    const { hourly } = await caps()
    for (let i = 0; i < hourly; i++) await queueAcknowledgement(`r${i}@f${i}.example`, `k${i}`)
    expect(await claimProspect(sql, hourly)).toHaveLength(hourly)
    expect(await claimProspect(sql)).toHaveLength(0) // the site's hour is full
    const quote = crypto.randomUUID()
    await sql`select private.queue_mail('quote_office', ${quote}, ${`quote-${quote}-office`}, null, null, ${NOW}, ${NOW})`
    const office = await sql`select source_id from private.claim_office_mail(${["quote_office"]}, ${crypto.randomUUID()}, ${NOW}, 10)`
    expect(office.map((r) => r.source_id)).toEqual([quote])
  })
})
