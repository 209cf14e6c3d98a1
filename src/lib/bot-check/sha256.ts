/**
 * SHA-256 of `prefix + decimal number`, for the bot check's search (solve.ts), written to try tens of
 * thousands of numbers a second on a phone: one reusable buffer, no allocation per try, the result
 * compared as eight words. WebCrypto's digest costs a promise per hash: 50,000 of them took 2.0 s in
 * Chromium slowed to a mid phone's speed (4x), against a second's budget. This is FIPS 180-4's algorithm
 * as written there, checked against Node's digest in __tests__/unit/bot-check/sha256.test.ts. (A library
 * such as @noble/hashes allocates per hash: 0.35 s for 50,000 in Node, several times this.)
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
])
const INITIAL = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19])

/** Hashes prefix + n for many n, reusing its buffers. */
export class PrefixHasher {
  private readonly prefix: Uint8Array
  private bytes = new Uint8Array(128)
  private readonly w = new Uint32Array(64)
  readonly state = new Uint32Array(8)

  constructor(prefix: string) {
    this.prefix = new TextEncoder().encode(prefix)
  }

  /** SHA-256 of prefix + String(n) into `state` (big-endian words). */
  hash(n: number): Uint32Array {
    const digits = String(n)
    const length = this.prefix.length + digits.length
    const blocks = Math.ceil((length + 9) / 64)
    if (this.bytes.length < blocks * 64) this.bytes = new Uint8Array(blocks * 64)
    const bytes = this.bytes
    bytes.set(this.prefix)
    for (let i = 0; i < digits.length; i++) bytes[this.prefix.length + i] = digits.charCodeAt(i)
    bytes.fill(0, length, blocks * 64)
    bytes[length] = 0x80
    const bits = length * 8
    const end = blocks * 64
    bytes[end - 4] = bits >>> 24
    bytes[end - 3] = bits >>> 16
    bytes[end - 2] = bits >>> 8
    bytes[end - 1] = bits
    this.state.set(INITIAL)
    for (let block = 0; block < blocks; block++) this.compress(block * 64)
    return this.state
  }

  private compress(offset: number) {
    const { w, bytes, state } = this
    for (let i = 0; i < 16; i++) {
      const o = offset + i * 4
      w[i] = (bytes[o] << 24) | (bytes[o + 1] << 16) | (bytes[o + 2] << 8) | bytes[o + 3]
    }
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]
      const b = w[i - 2]
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3)
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10)
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0
    }
    let a = state[0], b = state[1], c = state[2], d = state[3], e = state[4], f = state[5], g = state[6], h = state[7]
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0
      h = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c
      c = b
      b = a
      a = (t1 + t2) | 0
    }
    state[0] += a
    state[1] += b
    state[2] += c
    state[3] += d
    state[4] += e
    state[5] += f
    state[6] += g
    state[7] += h
  }
}

/** A hex digest as the eight words `PrefixHasher.state` holds. */
export function hexWords(hex: string): Uint32Array {
  const words = new Uint32Array(8)
  for (let i = 0; i < 8; i++) words[i] = parseInt(hex.slice(i * 8, i * 8 + 8), 16)
  return words
}

export const toHex = (words: Uint32Array) => Array.from(words, (word) => word.toString(16).padStart(8, "0")).join("")
