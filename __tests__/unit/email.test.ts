import { isValidEmail } from "../../src/lib/email"

describe("e-mail address check", () => {
  it.each(["name@company.com", "first.last+news@sub.example.co", "  padded@example.org  ", "o'neil@example.com", "a@b.xn--p1ai"])(
    "accepts %s",
    (address) => expect(isValidEmail(address)).toBe(true),
  )

  it.each([
    "",
    "name",
    "name@",
    "@example.com",
    "name@example",
    "x@example.c",
    "x@example.1com",
    "name @example.com",
    "name@exa_mple.com",
    "a@b.c@d.com",
    "name@-example.com",
  ])("rejects %j", (address) => expect(isValidEmail(address)).toBe(false))

  it("rejects an address longer than 254 characters", () => {
    expect(isValidEmail(`${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(60)}.com`)).toBe(false)
  })
})
