import { toApplicationRow } from "../../../src/lib/job-application/application-row"
import { APPLICATION_DRAFT_KEY, clearApplicationDraft, loadApplicationDraft, saveApplicationDraft } from "../../../src/lib/job-application/draft"
import { initialApplicationValues, type ApplicationValues } from "../../../src/lib/job-application/form-values"
import { RESUME_MAX_BYTES } from "../../../src/lib/job-application/field-rules"
import { RESUME_ACCEPT, resumeFolder, resumePath, resumeProblem, resumeType } from "../../../src/lib/job-application/resume-file"
import { FIXED_NOW as FIXED_DATE } from "../../fixtures/clock"

const FIXED_NOW = FIXED_DATE.getTime()

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  }
}

const values: ApplicationValues = {
  name: "  Yolanda Pérez ",
  phone: "(813) 555-0199",
  email: "",
  preferredLanguage: "es",
  position: "day-porter",
  shifts: ["day", "weekend"],
  transport: "public-transit",
  consent: true,
}

describe("the résumé file", () => {
  it.each([
    ["resume.pdf", "", "application/pdf"],
    ["CV.DOCX", "", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["old.doc", "application/msword", "application/msword"],
    ["IMG_0042.HEIC", "", "image/heic"],
    ["photo.jpeg", "image/jpeg", "image/jpeg"],
    ["scan.png", "image/png", "image/png"],
    ["image", "image/jpeg", "image/jpeg"],
  ])("takes %s (browser type %j) as %s", (name, type, expected) => {
    expect(resumeType({ name, type })?.contentType).toBe(expected)
  })

  it.each([["page.html", "text/html"], ["logo.svg", "image/svg+xml"], ["clip.mp4", "video/mp4"], ["sheet.xlsx", ""], ["x.gif", "image/gif"]])(
    "refuses %s, which the quote form would take but a résumé is not",
    (name, type) => {
      expect(resumeProblem({ name, type, size: 100 })).toBe("type")
    },
  )

  it("takes up to 10 MB and refuses a byte more", () => {
    expect(resumeProblem({ name: "r.pdf", type: "", size: RESUME_MAX_BYTES })).toBeNull()
    expect(resumeProblem({ name: "r.pdf", type: "", size: RESUME_MAX_BYTES + 1 })).toBe("size")
  })

  it("is stored in its application's own folder of 64 random bits, named as the quote form names files", () => {
    const folder = resumeFolder(FIXED_NOW, "0123456789abcdef")
    expect(folder).toBe(`applications/${FIXED_NOW}-0123456789abcdef`)
    expect(resumePath(folder, { name: "Mi currículum (1).pdf", type: "" })).toBe(`${folder}/Mi_curr_culum__1_.pdf`)
    expect(resumeFolder()).toMatch(/^applications\/\d{13}-[0-9a-f]{16}$/)
  })

  it("offers phones the camera and the file types in the picker", () => {
    expect(RESUME_ACCEPT.split(",")).toEqual(expect.arrayContaining(["image/jpeg", "image/png", "image/heic", "application/pdf", ".heic", ".docx"]))
  })
})

describe("the application's row", () => {
  it("trims, leaves a missing e-mail NULL, records where it was sent from", () => {
    expect(
      toApplicationRow(values, "id-1", { language: "es", jobSlug: "day-porter", jobTitle: "Day Porter", resumeFolder: null }),
    ).toEqual({
      id: "id-1",
      name: "Yolanda Pérez",
      phone: "(813) 555-0199",
      email: null,
      preferred_language: "es",
      page_language: "es",
      job_slug: "day-porter",
      job_title: "Day Porter",
      any_position: false,
      shifts: ["day", "weekend"],
      transport: "public-transit",
      contact_consent: true,
      resume_folder: null,
    })
    expect(toApplicationRow({ ...values, position: "any" }, "id-2", { language: "en", jobSlug: "day-porter", jobTitle: "Day Porter", resumeFolder: "applications/1-ab" }))
      .toMatchObject({ any_position: true, resume_folder: "applications/1-ab" })
    // In the form's order, whatever order they were ticked in.
    expect(toApplicationRow({ ...values, shifts: ["weekend", "overnight", "day"] }, "id-3", { language: "en", jobSlug: "day-porter", jobTitle: "Day Porter", resumeFolder: null }).shifts)
      .toEqual(["day", "overnight", "weekend"])
  })
})

describe("the application's draft", () => {
  it("keeps what was typed and chosen across a reload, and the position follows the page", () => {
    const storage = memoryStorage()
    saveApplicationDraft(values, storage, FIXED_NOW)
    expect(loadApplicationDraft("en", "day-porter", storage, FIXED_NOW + 1000)).toEqual(values)
    expect(loadApplicationDraft("en", "site-supervisor", storage, FIXED_NOW)).toEqual({ ...values, position: "site-supervisor" })
    saveApplicationDraft({ ...values, position: "any" }, storage, FIXED_NOW)
    expect(loadApplicationDraft("en", "site-supervisor", storage, FIXED_NOW)?.position).toBe("any")
  })

  it("drops a month-old draft, a blank form and anything the form does not offer", () => {
    const storage = memoryStorage()
    saveApplicationDraft(values, storage, FIXED_NOW)
    expect(loadApplicationDraft("es", "day-porter", storage, FIXED_NOW + 31 * 24 * 3600 * 1000)).toBeNull()
    saveApplicationDraft(initialApplicationValues("es", "day-porter"), storage, FIXED_NOW)
    expect(storage.items.has(APPLICATION_DRAFT_KEY)).toBe(false)
    storage.setItem(
      APPLICATION_DRAFT_KEY,
      JSON.stringify({ savedAt: FIXED_NOW, values: { name: "Ana", shifts: ["day", "graveyard"], transport: "horse", preferredLanguage: "fr", consent: "yes", ssn: "123" } }),
    )
    expect(loadApplicationDraft("en", "day-porter", storage, FIXED_NOW)).toEqual({
      ...initialApplicationValues("en", "day-porter"),
      name: "Ana",
      shifts: ["day"],
    })
    clearApplicationDraft(storage)
    expect(loadApplicationDraft("en", "day-porter", storage, FIXED_NOW)).toBeNull()
  })
})
