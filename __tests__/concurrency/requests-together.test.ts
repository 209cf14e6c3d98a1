/**
 * Issue 30, attack 6, with requests sent together on their own connections to a real Postgres server, as
 * PostgREST's pool would run them: the rate limits per address and per IPv6 /48 and the challenge limit
 * hold however the requests arrive, and a real visitor from another network is served meanwhile.
 */
import { startCluster, type Cluster } from "../database/support/postgres-cluster"
import { botProof } from "../database/support/postgres-visitor"
import { completeRow } from "../database/support/sample-quote"

jest.setTimeout(120_000)

let cluster: Cluster
beforeAll(async () => {
  cluster = await startCluster()
})
afterAll(() => cluster?.stop())

let proofs = 0
/** A proof asked for from another address each time (so challenges count against no address under test). */
async function proof(): Promise<string> {
  const anon = cluster.connect({ role: "anon", headers: { "cf-connecting-ip": `198.18.9.${++proofs}` } })
  try {
    return await anon.request((tx) => botProof(tx))
  } finally {
    await anon.end()
  }
}

/** Sends the quotes together, each on its own connection, from the given addresses; what each was answered. */
async function sendTogether(addresses: string[]): Promise<string[]> {
  const rows = await Promise.all(addresses.map(async () => ({ ...completeRow(), bot_proof: await proof() })))
  return Promise.all(
    addresses.map(async (address, i) => {
      const visitor = cluster.connect({ role: "anon", headers: { "cf-connecting-ip": address } })
      try {
        await visitor.request((tx) => tx`insert into public.quote_requests ${tx(rows[i])}`)
        return "stored"
      } catch (error) {
        return (error as Error).message
      } finally {
        await visitor.end()
      }
    }),
  )
}

const count = (answers: string[], answer: string) => answers.filter((a) => a === answer).length

describe("requests sent together", () => {
  it("from one address: 5 quotes stored of 12, the rest refused with 429; a real visitor's quote stored meanwhile", async () => {
    const answers = await sendTogether([...Array(12).fill("203.0.113.90"), "192.0.2.15"])
    expect(count(answers.slice(0, 12), "stored")).toBe(5)
    expect(count(answers.slice(0, 12), "rate_limited")).toBe(7)
    expect(answers[12]).toBe("stored")
  })

  it("from 12 /64s of one IPv6 /48: 10 stored, wherever in the /48 they come from", async () => {
    const answers = await sendTogether(Array.from({ length: 12 }, (_, i) => `2001:db8:4242:${(i % 6).toString(16)}::${i + 1}`))
    expect(count(answers, "stored")).toBe(10)
    expect(count(answers, "rate_limited")).toBe(2)
  })

  it("challenges from one address: 30 answered of 36, the rest refused with 429", async () => {
    const answers = await Promise.all(
      Array.from({ length: 36 }, async () => {
        const visitor = cluster.connect({ role: "anon", headers: { "cf-connecting-ip": "203.0.113.91" } })
        try {
          await visitor.request((tx) => tx`select public.bot_check_challenge()`)
          return "challenge"
        } catch (error) {
          return (error as Error).message
        } finally {
          await visitor.end()
        }
      }),
    )
    expect(count(answers, "challenge")).toBe(30)
    expect(count(answers, "rate_limited")).toBe(6)
  })
})
