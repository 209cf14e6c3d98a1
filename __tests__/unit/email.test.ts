import { isValidEmail } from "../../src/lib/email"
import { validateContact } from "../../src/lib/contact-message"
import { initialQuoteValues } from "../../src/lib/quote/form-values"
import { quoteSchema } from "../../src/lib/quote/validation-schema"

const SAMPLES = [
  "name@company.com",
  "  padded@example.org ",
  "o'neil@example.com",
  "x@example.c",
  "x@localhost",
  "name@exa_mple.com",
  "a@b.c@d.com",
  `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(60)}.com`,
]

const quoteAccepts = (email: string) => quoteSchema.isValidSync({ ...initialQuoteValues, email, businessName: "B", contactName: "C", phone: "8135550142", services: ["Office Cleaning"] })
const contactAccepts = (email: string) => !validateContact({ name: "Ana", email, message: "Hello" }).email

describe("one e-mail rule for every form", () => {
  it.each(SAMPLES)("the quote and contact forms answer %j as isValidEmail does", (address) => {
    expect(quoteAccepts(address)).toBe(isValidEmail(address))
    expect(contactAccepts(address)).toBe(isValidEmail(address))
  })
})

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
