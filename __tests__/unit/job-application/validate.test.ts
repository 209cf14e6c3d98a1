import { site } from "../../../src/config/site"
import { initialApplicationValues, type ApplicationValues } from "../../../src/lib/job-application/form-values"
import { APPLICATION_MESSAGES } from "../../../src/lib/job-application/messages"
import { validateApplication } from "../../../src/lib/job-application/validate"
import { FIELD_MESSAGES, MESSAGES } from "../../../src/lib/quote/messages"
import { isUsPhone } from "../../../src/lib/quote/field-rules"
import { isValidEmail } from "../../../src/lib/email"

const JOB = "day-porter"
const filled = (change: Partial<ApplicationValues> = {}): ApplicationValues => ({
  ...initialApplicationValues("en", JOB),
  name: "Yolanda Pérez",
  phone: "(813) 555-0199",
  consent: true,
  ...change,
})

describe("the application's validation", () => {
  it("accepts a name, a phone number and consent alone: e-mail, shifts, transport and résumé are optional", () => {
    expect(validateApplication(filled(), "en", JOB)).toEqual({})
    expect(validateApplication(filled({ email: "yoli@example.com", shifts: ["day", "weekend"], transport: "ride" }), "es", JOB)).toEqual({})
  })

  it("says in English what is missing or wrong, in the quote form's words where the two forms overlap", () => {
    const errors = validateApplication({ ...initialApplicationValues("en", JOB) }, "en", JOB)
    expect(errors).toEqual({
      name: "Enter your name",
      // The quote form's words, with the number's form as its format error shows it.
      phone: `${FIELD_MESSAGES.phone.required}, like (813) 555-0142`,
      consent: "Please check this box so we can call or text you about the job",
    })
    expect(validateApplication(filled({ phone: "555-0199" }), "en", JOB).phone).toBe(FIELD_MESSAGES.phone.format)
    expect(validateApplication(filled({ email: "yoli@" }), "en", JOB).email).toBe(FIELD_MESSAGES.email.format)
    expect(APPLICATION_MESSAGES.en.errors.requiredFields).toBe(MESSAGES.requiredFields)
  })

  it("says the same in Spanish", () => {
    const errors = validateApplication({ ...initialApplicationValues("es", JOB) }, "es", JOB)
    expect(errors).toEqual({
      name: "Escribe tu nombre",
      phone: "Escribe tu número de teléfono, como (813) 555-0142",
      consent: "Marca esta casilla para que podamos llamarte o mandarte textos sobre el trabajo",
    })
    expect(validateApplication(filled({ phone: "555-0199" }), "es", JOB).phone).toBe("Escribe un número de EE. UU. de 10 dígitos, como (813) 555-0142")
    expect(validateApplication(filled({ email: "yoli@" }), "es", JOB).email).toBe("Escribe un email como nombre@ejemplo.com")
    expect(validateApplication(filled({ name: "n".repeat(121) }), "es", JOB).name).toBe("El nombre puede tener como máximo 120 caracteres")
  })

  it("gives the same verdict on phones and e-mails as the quote form's own rules", () => {
    for (const phone of ["813-555-0100", "+1 (813) 555-0100", "8135550100", "555-0100", "813 555 01000", "813-555-O100"]) {
      expect(validateApplication(filled({ phone }), "en", JOB).phone === undefined).toBe(isUsPhone(phone))
    }
    for (const email of ["a@b.co", "a@b.c", "x@localhost", "first.last@sub.example.org", "no spaces@x.com"]) {
      expect(validateApplication(filled({ email }), "en", JOB).email === undefined).toBe(isValidEmail(email))
    }
  })

  it("refuses answers the form does not offer (a forged draft or a changed page)", () => {
    expect(validateApplication(filled({ position: "site-supervisor" }), "en", JOB).position).toBe("Choose an answer from the list")
    expect(validateApplication(filled({ position: "any" }), "en", JOB).position).toBeUndefined()
    expect(validateApplication(filled({ shifts: ["graveyard" as never] }), "es", JOB).shifts).toBe("Elige una respuesta de la lista")
    expect(validateApplication(filled({ transport: "horse" }), "en", JOB).transport).toBeDefined()
    expect(validateApplication(filled({ preferredLanguage: "fr" as never }), "en", JOB).preferredLanguage).toBeDefined()
  })
})

describe("the application's messages", () => {
  /** Every text a message set holds, its functions called with a sample argument. */
  const strings = (value: unknown): string[] =>
    typeof value === "string" ? [value] : typeof value === "function" ? [String((value as (a: string) => string)("x"))] : typeof value === "object" && value ? Object.values(value).flatMap(strings) : []

  it("promise a call within two business days with the company's number, in both languages", () => {
    expect(APPLICATION_MESSAGES.en.nextSteps).toBe(
      `Our hiring team will call you within 2 business days. If you miss our call, call or text us at ${site.phoneDisplay}.`,
    )
    expect(APPLICATION_MESSAGES.es.nextSteps).toContain("dentro de 2 días hábiles")
    expect(APPLICATION_MESSAGES.es.nextSteps).toContain(site.phoneDisplay)
  })

  it("have every English message in Spanish too, and none left in English", () => {
    const en = strings(APPLICATION_MESSAGES.en)
    const es = strings(APPLICATION_MESSAGES.es)
    expect(es).toHaveLength(en.length)
    // Only the language names read the same in both (the bot check's idle line is empty in both).
    const same = es.filter((text, i) => text && text === en[i])
    expect(same).toEqual(["English", "Español"])
  })

  it("address the applicant in Spanish as tú, as the job page around the form does", () => {
    // Usted's pronouns and imperatives, as the form once mixed them with the page's tú.
    const usted = /(^|[\s¿¡(])(usted|su|sus|llámenos|mándenos|escríbanos|envíe|envíelo|inténtelo|tráigalo|revise|elija|escriba|marque|tome|llene|corrija|prefiere|tiene)(?=[\s.,:;?!)]|$)/i
    expect(strings(APPLICATION_MESSAGES.es).filter((text) => usted.test(text))).toEqual([])
    expect(APPLICATION_MESSAGES.es.nextSteps).toMatch(/te va a llamar .* llámanos o mándanos un texto/)
  })
})
