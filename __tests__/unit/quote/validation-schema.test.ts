import { ValidationError } from "yup"
import { FIELD_MAX_LENGTH } from "../../../src/lib/quote/field-rules"
import { initialQuoteValues, isMissingRequired, type QuoteFormValues } from "../../../src/lib/quote/form-values"
import { FIELD_MESSAGES, MESSAGES } from "../../../src/lib/quote/messages"
import { quoteSchema } from "../../../src/lib/quote/validation-schema"

const valid: QuoteFormValues = {
  ...initialQuoteValues,
  businessName: "Bayshore Dental",
  contactName: "Maria Lopez",
  email: "maria@bayshoredental.com",
  phone: "(813) 555-0199",
  services: ["Office Cleaning"],
}

/** field -> message, for every error of one validation run. */
function errorsOf(values: Partial<QuoteFormValues>): Record<string, string> {
  try {
    quoteSchema.validateSync({ ...valid, ...values }, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return Object.fromEntries(error.inner.map((e) => [e.path ?? "", e.message]))
  }
}

describe("quote schema", () => {
  it("accepts a complete minimal quote", () => {
    expect(errorsOf({})).toEqual({})
  })

  it("requires the four required fields, each with its own message", () => {
    expect(errorsOf({ businessName: "", contactName: " ", email: "", phone: "" })).toEqual({
      businessName: FIELD_MESSAGES.businessName.required,
      contactName: FIELD_MESSAGES.contactName.required,
      email: FIELD_MESSAGES.email.required,
      phone: FIELD_MESSAGES.phone.required,
    })
  })

  it("knows when the spec's 'Please fill in all required fields' applies", () => {
    expect(MESSAGES.requiredFields).toBe("Please fill in all required fields")
    expect(isMissingRequired(valid)).toBe(false)
    expect(isMissingRequired({ ...valid, phone: "  " })).toBe(true)
  })

  it("asks for at least one service with the spec's words", () => {
    expect(errorsOf({ services: [] })).toEqual({ services: "Please select at least one service" })
  })

  it("refuses services outside the 14", () => {
    expect(errorsOf({ services: ["Pool Cleaning"] })).toHaveProperty(["services[0]"])
  })

  it.each(["maria@bayshore.com", "m.lopez+quotes@sub.example.co.uk"])("accepts the e-mail %s", (email) => {
    expect(errorsOf({ email })).toEqual({})
  })

  it.each(["maria", "maria@", "maria@localhost", "maria @x.com", "@x.com"])("refuses the e-mail %s", (email) => {
    expect(errorsOf({ email })).toEqual({ email: FIELD_MESSAGES.email.format })
  })

  it.each(["(813) 555-0142", "813-555-0142", "813.555.0142", "8135550142", "+1 813 555 0142", "1-813-555-0142"])(
    "accepts the US phone %s",
    (phone) => expect(errorsOf({ phone })).toEqual({}),
  )

  it.each(["555-0142", "813-555-01422", "+44 20 7946 0958", "call me"])("refuses the phone %s", (phone) => {
    expect(errorsOf({ phone })).toEqual({ phone: FIELD_MESSAGES.phone.format })
  })

  it("accepts an empty or 5-digit ZIP and refuses others", () => {
    expect(errorsOf({ zipCode: "" })).toEqual({})
    expect(errorsOf({ zipCode: "33602" })).toEqual({})
    expect(errorsOf({ zipCode: "3360" })).toEqual({ zipCode: FIELD_MESSAGES.zipCode.format })
    expect(errorsOf({ zipCode: "33602-1234" })).toEqual({ zipCode: FIELD_MESSAGES.zipCode.format })
  })

  it("accepts only listed options, or nothing, for the selects", () => {
    expect(errorsOf({ frequency: "bi-weekly", budget: "over-5000", preferredContactMethod: "text", state: "NC" })).toEqual({})
    expect(Object.keys(errorsOf({ frequency: "yearly", budget: "1m", preferredContactMethod: "fax", state: "TX" })).sort()).toEqual([
      "budget",
      "frequency",
      "preferredContactMethod",
      "state",
    ])
  })

  it("limits every text field's length", () => {
    for (const [field, max] of Object.entries(FIELD_MAX_LENGTH)) {
      if (["email", "phone", "zipCode"].includes(field)) continue // their formats bound them already
      expect(errorsOf({ [field]: "x".repeat(max) })).toEqual({})
      expect(errorsOf({ [field]: "x".repeat(max + 1) })).toHaveProperty([field], expect.stringContaining(`at most ${max}`))
    }
  })
})
