import { honeypotFilled } from "../../../src/lib/quote/spam-guard"

describe("the honeypot", () => {
  it("catches a filled hidden field, and only that", () => {
    expect(honeypotFilled("https://spam.example")).toBe(true)
    expect(honeypotFilled("")).toBe(false)
    expect(honeypotFilled("   ")).toBe(false)
  })
})
