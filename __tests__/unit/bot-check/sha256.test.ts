/** The bot check's SHA-256 (src/lib/bot-check/sha256.ts) gives Node's digest for every length it meets. */
import { createHash } from "node:crypto"
import { PrefixHasher, hexWords, toHex } from "../../../src/lib/bot-check/sha256"

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")

describe("SHA-256 of prefix + number", () => {
  it.each([
    ["the database's salt (one block)", "0123456789abcdef01234567?expires=1764162000&"],
    ["an empty prefix", ""],
    ["a salt that ends at the padding's edge (55 and 56 bytes with the number)", "s".repeat(54)],
    ["a prefix that spills into a third block", "x".repeat(130)],
    ["non-ASCII (UTF-8, as WebCrypto and altcha-lib hash it)", "sël✓?expires=1&"],
  ])("matches Node's digest for %s", (_case, prefix) => {
    const hasher = new PrefixHasher(prefix)
    for (const n of [0, 1, 9, 10, 99, 100, 4242, 49_999, 50_000, 1_000_000]) expect(toHex(hasher.hash(n))).toBe(sha256(prefix + n))
  })

  it("keeps giving right answers as the number's length changes (one buffer reused)", () => {
    const hasher = new PrefixHasher("abc")
    for (let n = 0; n < 2000; n += 7) expect(toHex(hasher.hash(n))).toBe(sha256(`abc${n}`))
  })

  it("reads a hex digest as the words it compares", () => {
    const hex = sha256("abc")
    expect(toHex(hexWords(hex))).toBe(hex)
  })
})
