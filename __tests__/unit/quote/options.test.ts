import {
  BUDGET_OPTIONS,
  CONTACT_METHOD_OPTIONS,
  DEFAULT_STATE,
  FREQUENCY_OPTIONS,
  SERVICE_CHOICES,
  STATE_OPTIONS,
  labelOf,
  valuesOf,
} from "../../../src/lib/quote/options"

describe("quote options (spec section 9)", () => {
  it("lists the five states with FL Florida first and FL as the default", () => {
    expect(STATE_OPTIONS.map((o) => `${o.value} ${o.label}`)).toEqual([
      "FL Florida",
      "GA Georgia",
      "AL Alabama",
      "SC South Carolina",
      "NC North Carolina",
    ])
    expect(DEFAULT_STATE).toBe("FL")
  })

  it("has the spec's frequency, budget and contact method values in order", () => {
    expect(valuesOf(FREQUENCY_OPTIONS)).toEqual(["daily", "weekly", "bi-weekly", "monthly", "one-time", "as-needed"])
    expect(valuesOf(BUDGET_OPTIONS)).toEqual(["under-500", "500-1000", "1000-2500", "2500-5000", "over-5000"])
    expect(valuesOf(CONTACT_METHOD_OPTIONS)).toEqual(["phone", "email", "text", "any"])
  })

  it("has the 14 service choices spelled as the spec writes them", () => {
    expect(SERVICE_CHOICES).toHaveLength(14)
    expect(new Set(SERVICE_CHOICES).size).toBe(14)
    expect(SERVICE_CHOICES).toContain("Food-Borne Illness / Outbreak Response")
    expect(SERVICE_CHOICES[0]).toBe("Office Cleaning")
    expect(SERVICE_CHOICES[13]).toBe("Food-Borne Illness / Outbreak Response")
  })

  it("finds labels, falling back to the raw value", () => {
    expect(labelOf(BUDGET_OPTIONS, "over-5000")).toBe("Over $5,000 / month")
    expect(labelOf(BUDGET_OPTIONS, "unknown")).toBe("unknown")
  })
})
