/**
 * The bot check's browser half against ALTCHA's own reference implementation (altcha-lib's v1
 * createChallenge and verifySolution, what the database's pgcrypto check mirrors): the solver finds the
 * number of a real challenge, and the proof it writes verifies.
 */
import { createChallenge, verifySolution } from "altcha-lib/v1"
import { makeProof, isUsable } from "../../../src/lib/bot-check/bot-proof"
import { expiresAt, fetchChallenge, isBotCheckRefused, isStale, parseChallenge, type BotChallenge } from "../../../src/lib/bot-check/challenge"
import { SLICE, proofPayload, solveChallenge } from "../../../src/lib/bot-check/solve"
import { FIXED_NOW } from "../../fixtures/clock"
import { RpcError } from "../../../src/lib/supabase/rpc"
import { isRateLimited } from "../../../src/lib/supabase/rate-limit"

const HMAC_KEY = "test-only-bot-check-key"
const NOW = FIXED_NOW.getTime()

const challengeFor = (number: number, maxnumber = 50_000, expires = new Date(NOW + 3_600_000)) =>
  createChallenge({ hmacKey: HMAC_KEY, maxnumber, number, expires }) as Promise<BotChallenge>

describe("solving a challenge", () => {
  it.each([0, 1, 63, 64, 31_337, 50_000])("finds the secret number %i, and the proof verifies with altcha-lib", async (number) => {
    const challenge = await challengeFor(number)
    const found = await solveChallenge(challenge)
    expect(found).toBe(number)
    // The reference implementation checks expiry against the real clock: the challenge's is an hour after
    // the fixed test time, so it is checked here for hash and signature, and expiry separately below.
    expect(await verifySolution(proofPayload(challenge, found!), HMAC_KEY, false)).toBe(true)
  })

  it("writes ALTCHA's payload: base64 of the challenge's fields with the number", async () => {
    const challenge = await challengeFor(7)
    expect(JSON.parse(atob(proofPayload(challenge, 7)))).toEqual({
      algorithm: "SHA-256",
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: challenge.signature,
    })
  })

  it("a wrong number does not verify (the check the database makes)", async () => {
    const challenge = await challengeFor(1234)
    expect(await verifySolution(proofPayload(challenge, 1235), HMAC_KEY, false)).toBe(false)
  })

  it("gives null when no number up to maxnumber matches", async () => {
    const challenge = await challengeFor(900, 1000)
    expect(await solveChallenge({ ...challenge, maxnumber: 500 })).toBeNull()
  })

  it("stops when aborted", async () => {
    const challenge = await challengeFor(49_999)
    const controller = new AbortController()
    controller.abort(new Error("the visitor left"))
    await expect(solveChallenge(challenge, { signal: controller.signal })).rejects.toThrow("the visitor left")
  })

  it("lets the page run between slices of work", async () => {
    const challenge = await challengeFor(SLICE * 2 + 5)
    const pause = jest.fn(async () => undefined)
    expect(await solveChallenge(challenge, { pause })).toBe(SLICE * 2 + 5)
    expect(pause).toHaveBeenCalledTimes(2)
  })
})

describe("the challenge as the server sends it", () => {
  it("is accepted as the database's function returns it", async () => {
    const challenge = await challengeFor(5)
    expect(parseChallenge(JSON.parse(JSON.stringify(challenge)))).toEqual(challenge)
  })

  it.each([
    ["not an object", "nope"],
    ["another algorithm", { algorithm: "SHA-512" }],
    ["a short challenge", { challenge: "abc" }],
    ["no signature", { signature: undefined }],
    ["a huge maxnumber (minutes of work on a phone)", { maxnumber: 1e9 }],
    ["no salt", { salt: "" }],
  ])("is refused when it has %s", async (_case, change) => {
    const challenge = await challengeFor(5)
    expect(parseChallenge(typeof change === "string" ? change : { ...challenge, ...change })).toBeNull()
  })

  it("says when it expires, from the salt's expires parameter", async () => {
    const challenge = await challengeFor(5)
    expect(expiresAt(challenge)).toBe(Math.floor((NOW + 3_600_000) / 1000) * 1000)
    expect(expiresAt({ salt: "abc" })).toBeNull()
  })

  it("is stale within 30 seconds of its expiry, so a fresh one is made before sending", async () => {
    const challenge = await challengeFor(5, 100, new Date(NOW + 60_000))
    expect(isStale(challenge, NOW)).toBe(false)
    expect(isStale(challenge, NOW + 31_000)).toBe(true)
    expect(isStale({ salt: "no-expiry" }, NOW + 1e12)).toBe(false)
  })

  it("is fetched with a POST to the function, with the anon key, and refused when the answer is not a challenge", async () => {
    const challenge = await challengeFor(5)
    const fetch = jest.fn(async () => new Response(JSON.stringify(challenge), { status: 200 }))
    await expect(fetchChallenge({ url: "http://127.0.0.1:54321/", anonKey: "anon", fetch })).resolves.toEqual(challenge)
    expect(fetch).toHaveBeenCalledWith("http://127.0.0.1:54321/rest/v1/rpc/bot_check_challenge", expect.objectContaining({
      method: "POST",
      body: "{}",
      headers: expect.objectContaining({ apikey: "anon", Authorization: "Bearer anon" }),
    }))
    const html = jest.fn(async () => new Response(JSON.stringify({ hello: "proxy" }), { status: 200 }))
    await expect(fetchChallenge({ url: "http://x", anonKey: "anon", fetch: html })).rejects.toThrow(/not one this page can solve/)
    const down = jest.fn(async () => new Response("", { status: 503 }))
    await expect(fetchChallenge({ url: "http://x", anonKey: "anon", fetch: down })).rejects.toThrow(/503/)
  })
})

describe("a proof from start to end", () => {
  it("fetches, solves and times the work; usable until shortly before its challenge expires", async () => {
    const challenge = await challengeFor(4242)
    const fetch = jest.fn(async () => new Response(JSON.stringify(challenge)))
    let clock = NOW
    const proof = await makeProof({ url: "http://x", anonKey: "anon", fetch }, () => (clock += 5))
    expect(await verifySolution(proof.payload, HMAC_KEY, false)).toBe(true)
    expect(proof.tookMs).toBe(5)
    expect(isUsable(proof, NOW)).toBe(true)
    expect(isUsable(proof, NOW + 3_600_000)).toBe(false)
  })
})

describe("the database's refusal", () => {
  it("is recognised by its message: PT403 is also an attachment row's refusal", () => {
    expect(isBotCheckRefused({ code: "PT403", message: "bot_check_failed" })).toBe(true)
    expect(isBotCheckRefused({ code: "", message: "bot_check_failed" })).toBe(true)
    expect(isBotCheckRefused({ code: "PT403", message: "attachment_refused" })).toBe(false)
    expect(isBotCheckRefused({ code: "PT429", message: "rate_limited" })).toBe(false)
    expect(isBotCheckRefused(null)).toBe(false)
    expect(isBotCheckRefused("bot_check_failed")).toBe(false)
  })
})

describe("a challenge refused for too many asked", () => {
  it("is an error the forms read as rate-limited (PostgREST's PT429), not as a failure", async () => {
    const fetch = (async () => new Response(JSON.stringify({ code: "PT429", message: "rate_limited" }), { status: 429 })) as unknown as typeof globalThis.fetch
    const error = await fetchChallenge({ url: "http://127.0.0.1:54321", anonKey: "k", fetch }).then(() => null, (e: unknown) => e)
    expect(error).toBeInstanceOf(RpcError)
    expect(isRateLimited(error)).toBe(true)
    const down = (async () => new Response("bad gateway", { status: 502 })) as unknown as typeof globalThis.fetch
    expect(isRateLimited(await fetchChallenge({ url: "http://127.0.0.1:54321", anonKey: "k", fetch: down }).then(() => null, (e: unknown) => e))).toBe(false)
  })
})
