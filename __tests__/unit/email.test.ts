import { isValidEmail } from "../../src/lib/email"

describe("e-mail address check", () => {
  it.each(["name@company.com", "first.last+news@sub.example.co", "  padded@example.org  ", "o'neil@example.com"])(
    "accepts %s",
    (address) => expect(isValidEmail(address)).toBe(true),
  )

  it.each(["", "name", "name@", "@example.com", "name@example", "name @example.com", "name@exa_mple.com", "a@b.c@d.com"])(
    "rejects %j",
    (address) => expect(isValidEmail(address)).toBe(false),
  )
})
