import { initialQuoteValues, type QuoteFormValues } from "../../../src/lib/quote/form-values"
import { toAttachmentRow, toQuoteRow } from "../../../src/lib/quote/quote-row"

const values: QuoteFormValues = {
  businessName: "  Bayshore Dental ",
  contactName: "Maria Lopez",
  email: " maria@bayshoredental.com",
  phone: "(813) 555-0199",
  address: "",
  city: "Tampa",
  state: "FL",
  zipCode: "33606",
  serviceType: "Dental office",
  frequency: "weekly",
  squareFootage: "3,200",
  numberOfEmployees: "",
  specialRequirements: "Clean after 6 pm.",
  preferredContactMethod: "email",
  budget: "",
  services: ["Medical Office Cleaning", "Office Cleaning"],
}

describe("form values -> quote_requests row", () => {
  it("maps every field to its snake_case column, trimmed, with empty optional answers as null", () => {
    expect(toQuoteRow(values, "6f1c3d1e-6a0e-4d38-9f57-3e3b5c1f2a11")).toEqual({
      id: "6f1c3d1e-6a0e-4d38-9f57-3e3b5c1f2a11",
      business_name: "Bayshore Dental",
      contact_name: "Maria Lopez",
      email: "maria@bayshoredental.com",
      phone: "(813) 555-0199",
      address: null,
      city: "Tampa",
      state: "FL",
      zip_code: "33606",
      service_type: "Dental office",
      frequency: "weekly",
      square_footage: "3,200",
      number_of_employees: null,
      special_requirements: "Clean after 6 pm.",
      preferred_contact_method: "email",
      budget: null,
      services: ["Office Cleaning", "Medical Office Cleaning"],
      landing_page: null,
      referrer: null,
      utm: null,
      bot_proof: null,
      upload_folder: null,
      booking_token: null,
    })
  })

  it("carries the bot check's proof, the folder the files will go to and the booking token", () => {
    const token = "mS3k0Yf8R1pQ-7wX_2bZc9LdH4tN6vJ0aE5gU1iO3rK"
    const row = toQuoteRow(values, "id", undefined, { botProof: "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=", uploadFolder: "quotes/1732262400000-0123456789abcdef", bookingToken: token })
    expect(row.bot_proof).toBe("eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=")
    expect(row.upload_folder).toBe("quotes/1732262400000-0123456789abcdef")
    expect(row.booking_token).toBe(token)
  })

  it("carries the visit's lead source in landing_page, referrer and utm", () => {
    const row = toQuoteRow(values, "id", {
      landingPage: "/services/office-cleaning?utm_source=google&utm_campaign=x",
      referrer: "https://www.google.com/",
      utm: { utm_source: "google", utm_campaign: "x" },
    })
    expect(row).toMatchObject({
      landing_page: "/services/office-cleaning?utm_source=google&utm_campaign=x",
      referrer: "https://www.google.com/",
      utm: { utm_source: "google", utm_campaign: "x" },
    })
  })

  it("fits a lead source to the table's limits, so an odd URL never fails the insert", () => {
    const manyKeys = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`utm_k${i}`, "v"]))
    const row = toQuoteRow(values, "id", {
      landingPage: "/" + "a".repeat(5000),
      referrer: "ftp://files.example/",
      utm: { ...manyKeys, utm_source: "y".repeat(500), "not-utm": "x" },
    })
    expect(row.landing_page).toHaveLength(2048)
    expect(row.referrer).toBeNull()
    expect(Object.keys(row.utm!)).toHaveLength(10)
    expect(Object.keys(row.utm!).every((key) => /^utm_[a-z0-9_]{1,32}$/.test(key))).toBe(true)
    expect(Object.values(row.utm!).every((value) => value.length >= 1 && value.length <= 200)).toBe(true)
  })

  it("falls back to FL and lists each service once in the spec's order", () => {
    const row = toQuoteRow({ ...initialQuoteValues, state: "", services: ["High Dusting", "Office Cleaning", "High Dusting"] }, "id")
    expect(row.state).toBe("FL")
    expect(row.services).toEqual(["Office Cleaning", "High Dusting"])
  })
})

describe("uploaded file -> quote_attachments row", () => {
  it("maps path, name, size and type, and sends no public URL: the database derives it from the path", () => {
    const row = toAttachmentRow("q1", { path: "quotes/1-ab/a.pdf", name: "a.pdf", size: 10, contentType: "application/pdf" })
    expect(row).toEqual({
      quote_id: "q1",
      storage_path: "quotes/1-ab/a.pdf",
      file_name: "a.pdf",
      size_bytes: 10,
      content_type: "application/pdf",
    })
    expect(row).not.toHaveProperty("public_url")
  })

  it("keeps at most 255 characters of the original name", () => {
    const row = toAttachmentRow("q1", { path: "p", name: "n".repeat(400), size: 1, contentType: "image/png" })
    expect(row.file_name).toHaveLength(255)
  })
})
