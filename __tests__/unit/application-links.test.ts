import { CAREERS_APPLICATION_SUBJECT, OPEN_APPLICATION_SUBJECT, applicationSubject, careersApplicationBody } from "../../src/lib/jobs"
import { fillCount } from "../../src/lib/text"

describe("job application e-mails (spec section 7)", () => {
  it("uses 'Job Application' on the careers page and names the role in the body", () => {
    expect(CAREERS_APPLICATION_SUBJECT).toBe("Job Application")
    expect(careersApplicationBody("Day Porter (Retail/Medical)")).toMatch(/^Role: Day Porter \(Retail\/Medical\)\n/)
  })

  it("uses 'Application: {title}' for a listed role and a blank 'Application: ' otherwise", () => {
    expect(applicationSubject("Site Supervisor")).toBe("Application: Site Supervisor")
    expect(OPEN_APPLICATION_SUBJECT).toBe("Application: ")
  })
})

describe("counts in page copy", () => {
  it("replaces every {count} with the number", () => {
    expect(fillCount("We have {count} open roles ({count} in Florida).", 8)).toBe("We have 8 open roles (8 in Florida).")
  })
})
