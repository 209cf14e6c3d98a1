import { initialQuoteValues } from "../../../src/lib/quote/form-values"
import { quoteEmailBody, quoteEmailSubject } from "../../../src/lib/quote/quote-email"

const values = {
  ...initialQuoteValues,
  businessName: "Bayshore Dental",
  contactName: "Maria Lopez",
  email: "maria@bayshoredental.com",
  phone: "(813) 555-0199",
  city: "Tampa",
  frequency: "bi-weekly",
  budget: "1000-2500",
  preferredContactMethod: "text",
  specialRequirements: "Clean after 6 pm.\nAlarm code on site.",
  services: ["Medical Office Cleaning", "Office Cleaning"],
}

describe("the e-mail fallback text", () => {
  it("holds the whole quote with readable labels", () => {
    const body = quoteEmailBody(values, [{ name: "floorplan.pdf", size: 2.5 * 1024 * 1024 }])
    expect(body).toContain("Business name: Bayshore Dental")
    expect(body).toContain("Contact name: Maria Lopez")
    expect(body).toContain("E-mail: maria@bayshoredental.com")
    expect(body).toContain("Phone: (813) 555-0199")
    expect(body).toContain("City: Tampa")
    expect(body).toContain("State: Florida")
    expect(body).toContain("Cleaning frequency: Bi-weekly")
    expect(body).toContain("Monthly budget: $1,000 – $2,500 / month")
    expect(body).toContain("Preferred contact method: Text message")
    expect(body).toContain("Street address: -")
    expect(body).toContain("Services needed:\n- Office Cleaning\n- Medical Office Cleaning")
    expect(body).toContain("Special requirements:\nClean after 6 pm.\nAlarm code on site.")
    expect(body).toContain("Files I will attach to this e-mail:\n- floorplan.pdf (2.5 MB)")
  })

  it("has no file section without files, and a subject naming the business", () => {
    expect(quoteEmailBody(values)).not.toContain("attach")
    expect(quoteEmailSubject(values)).toBe("Quote request: Bayshore Dental")
    expect(quoteEmailSubject(initialQuoteValues)).toBe("Quote request")
  })
})
