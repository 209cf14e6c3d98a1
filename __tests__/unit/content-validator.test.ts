import path from "node:path"
import { readContent } from "../../gatsby/read-content"
import { missingTranslationWarnings, validateContent, type ContentFile } from "../../gatsby/validate-content"

const contentRoot = path.resolve(__dirname, "../../content")
const committed = readContent(contentRoot)

const service = (overrides: Record<string, unknown> = {}) => ({
  slug: "office-cleaning",
  title: "Office Cleaning",
  order: 1,
  inNav: true,
  metaTitle: "Office Cleaning in Tampa",
  description: "Nightly office cleaning in Tampa with a written checklist, eco-friendly products and a crew you know.",
  summary: "Clean offices every morning.",
  intro: "We clean offices.",
  image: "../images/office.jpg",
  imageAlt: "An office",
  sections: [{ id: "tasks", kind: "checklist", heading: "Tasks", items: [{ title: "Desks" }] }],
  ...overrides,
})

const location = (overrides: Record<string, unknown> = {}) => ({
  slug: "st-petersburg",
  city: "St. Petersburg",
  state: "FL",
  navGroup: "Florida",
  order: 6,
  layout: "standard",
  metaTitle: "Commercial Cleaning in St. Petersburg, FL",
  description: "Commercial cleaning in St. Petersburg for downtown offices, Central Avenue restaurants and marinas, 24/7.",
  intro: "Local copy.",
  nearbyAreas: ["Gulfport", "Pinellas Park", "Seminole"],
  industries: ["Hospitality", "Marinas", "Medical offices"],
  geo: { latitude: 27.7676, longitude: -82.6403 },
  serviceRadius: 25,
  sections: [],
  ...overrides,
})

const file = (path: string, data: unknown): ContentFile => ({ path, data })

describe("content validator", () => {
  it("accepts every committed content file", () => {
    expect(committed.problems).toEqual([])
    expect(validateContent(committed.files)).toEqual([])
  })

  it("names the file and the field of a missing required field", () => {
    const { title, ...withoutTitle } = service()
    expect(validateContent([file("services/office-cleaning.md", withoutTitle)])).toEqual([
      "content/services/office-cleaning.md: title: is required",
    ])
  })

  it("lists every problem at once, including nested section fields", () => {
    const broken = service({ order: "first", sections: [{ id: "Tasks List", kind: "table", heading: "", items: [] }] })
    const problems = validateContent([file("services/office-cleaning.md", broken)])
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/services/office-cleaning.md: order: must be a number",
        "content/services/office-cleaning.md: sections[0].id: must be lowercase words joined by hyphens",
        expect.stringMatching(/^content\/services\/office-cleaning\.md: sections\[0\]\.kind: must be one of checklist/),
        "content/services/office-cleaning.md: sections[0].heading: is required",
      ]),
    )
    expect(problems.length).toBeGreaterThanOrEqual(4)
  })

  it("rejects an unknown state", () => {
    expect(validateContent([file("locations/st-petersburg.md", location({ state: "TX" }))])).toEqual([
      "content/locations/st-petersburg.md: state: must be one of FL, GA, AL, SC, NC",
    ])
  })

  it("rejects a city slug that breaks the lowercase-with-hyphens rule", () => {
    const problems = validateContent([file("locations/stpete.md", location({ slug: "stpete" }))])
    expect(problems).toEqual([
      'content/locations/stpete.md: slug: must be "st-petersburg" (the lowercase city name with spaces turned into hyphens)',
    ])
  })

  it("rejects a slug that differs from its file name", () => {
    expect(validateContent([file("services/offices.md", service())])).toEqual([
      'content/services/offices.md: slug: must equal the file name "offices"',
    ])
  })

  it("rejects duplicate slugs, titles and descriptions across files", () => {
    const problems = validateContent([
      file("services/office-cleaning.md", service()),
      file("services/office-cleaning.md", service()),
    ])
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/services/office-cleaning.md: slug: "office-cleaning" is already used by content/services/office-cleaning.md',
        expect.stringContaining("metaTitle:"),
        expect.stringContaining("description: this description is already used"),
      ]),
    )
  })

  it("rejects a wrong type in a list field", () => {
    expect(validateContent([file("locations/st-petersburg.md", location({ nearbyAreas: "Gulfport" }))])).toEqual([
      expect.stringMatching(/^content\/locations\/st-petersburg\.md: nearbyAreas: must be a `array` type/),
    ])
  })

  describe("a city's map position and service radius (the ZIP check, the map and the structured data read them)", () => {
    const problemsOf = (overrides: Record<string, unknown>) => validateContent([file("locations/st-petersburg.md", location(overrides))])

    it.each([
      [{ serviceRadius: "thirty" }, "content/locations/st-petersburg.md: serviceRadius: must be a number of miles"],
      [{ serviceRadius: 2 }, "content/locations/st-petersburg.md: serviceRadius: must be from 5 to 100 miles"],
      [{ serviceRadius: 250 }, "content/locations/st-petersburg.md: serviceRadius: must be from 5 to 100 miles"],
      [{ serviceRadius: 22.5 }, "content/locations/st-petersburg.md: serviceRadius: must be a whole number of miles"],
      [{ serviceRadius: undefined }, "content/locations/st-petersburg.md: serviceRadius: is required (in miles; 30 suits most cities)"],
      [{ geo: { latitude: "27.77 N", longitude: -82.64 } }, "content/locations/st-petersburg.md: geo.latitude: must be a number of degrees"],
      [{ geo: { latitude: 27.77 } }, "content/locations/st-petersburg.md: geo.longitude: is required"],
      [{ geo: { latitude: 127.77, longitude: -82.64 } }, "content/locations/st-petersburg.md: geo.latitude: must be from -90 to 90"],
    ])("refuses %j, naming the file and the field", (overrides, problem) => {
      expect(problemsOf(overrides)).toEqual([problem])
    })

    it("refuses a position outside the city's state: a dropped minus sign, swapped numbers, another state's city", () => {
      const outsideFlorida = "content/locations/st-petersburg.md: geo: is not in Florida (latitude 24.3 to 31.1, longitude -87.7 to -79.8): check the numbers and the minus sign"
      expect(problemsOf({ geo: { latitude: 27.7676, longitude: 82.6403 } })).toEqual([outsideFlorida])
      expect(problemsOf({ geo: { latitude: -82.6403, longitude: 27.7676 } })).toEqual([outsideFlorida])
      expect(problemsOf({ geo: { latitude: 33.749, longitude: -84.388 } })).toEqual([outsideFlorida])
      expect(problemsOf({ state: "GA", geo: { latitude: 33.749, longitude: -84.388 } })).toEqual([])
    })
  })

  it("rejects an invalid job type and date", () => {
    const problems = validateContent([
      file("jobs/porter.md", {
        slug: "porter",
        title: "Porter",
        type: "TEMP",
        board: "jobs",
        order: 1,
        summary: "A porter.",
        description: "Day porter for a Tampa medical office building, keeping lobbies and restrooms spotless all day.",
        validThrough: "someday",
        location: { city: "Tampa", region: "FL" },
        schedule: { days: ["MONDAY"], start: "7 am", end: "3 pm", extras: [] },
        requirements: { liftPounds: 30, physical: [], driversLicense: false, transportation: true, backgroundCheck: true },
      }),
    ])
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/jobs/porter.md: type: must be one of FULL_TIME, PART_TIME, CONTRACT",
        "content/jobs/porter.md: validThrough: must be a date like 2026-12-31",
      ]),
    )
  })

  describe("a job's Spanish (content/jobs/es/<slug>.md), checked by the same contract", () => {
    const porter = {
      slug: "porter",
      title: "Porter",
      type: "FULL_TIME",
      board: "jobs",
      order: 1,
      summary: "A porter.",
      description: "Day porter for a Tampa medical office building, keeping lobbies and restrooms spotless all day.",
      validThrough: "2026-12-31",
      location: { city: "Tampa", region: "FL" },
      schedule: { days: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"], start: "7 am", end: "3:30 pm", extras: [] },
      requirements: { liftPounds: 30, physical: ["STAND_WALK"], driversLicense: false, transportation: true, backgroundCheck: true },
    }
    const portero = {
      slug: "porter",
      title: "Conserje de día (Day Porter)",
      summary: "Mantén limpio el edificio.",
      description: "Conserje de día en un edificio médico de Tampa: lobby, baños y salas de espera limpios todo el día.",
    }

    it("accepts a job with its Spanish, and warns about nothing", () => {
      const files = [file("jobs/porter.md", porter), file("jobs/es/porter.md", portero)]
      expect(validateContent(files)).toEqual([])
      expect(missingTranslationWarnings(files)).toEqual([])
    })

    it("builds a job without its Spanish, and the build says so naming the file", () => {
      const files = [file("jobs/porter.md", porter)]
      expect(validateContent(files)).toEqual([])
      expect(missingTranslationWarnings(files)).toEqual(["content/jobs/porter.md: no Spanish version (content/jobs/es/porter.md); it is built in English only"])
    })

    it("fails on a Spanish job without its English original, naming the file", () => {
      expect(validateContent([file("jobs/es/porter.md", portero)])).toEqual([
        "content/jobs/es/porter.md: (file): has no English original content/jobs/porter.md; write that job first, or remove this file",
      ])
    })

    it("checks the Spanish fields as the English ones: required words, the description's length, the slug's file name", () => {
      const problems = validateContent([
        file("jobs/porter.md", porter),
        file("jobs/es/porter.md", { ...portero, title: undefined, description: "Corta." }),
        file("jobs/es/portero.md", { ...portero, slug: "porter" }),
      ])
      expect(problems).toEqual(
        expect.arrayContaining([
          "content/jobs/es/porter.md: title: is required",
          "content/jobs/es/porter.md: description: must be at least 70 characters",
          'content/jobs/es/portero.md: slug: must equal the file name "portero"',
        ]),
      )
    })

    it("refuses a fact written in the Spanish file, naming it: the facts are the English file's", () => {
      expect(validateContent([file("jobs/porter.md", porter), file("jobs/es/porter.md", { ...portero, schedule: "De lunes a viernes", pay: "Pago competitivo" })])).toEqual([
        "content/jobs/es/porter.md: (file): has schedule, pay: a job's facts (schedule, pay, place, requirements, dates) are written once, in the English file",
      ])
    })

    it("checks the Spanish page copy with the English page's schema", () => {
      expect(validateContent([file("pages/careers.es.yaml", {})])).toEqual(expect.arrayContaining(["content/pages/careers.es.yaml: metaTitle: is required"]))
      expect(validateContent([file("pages/home.es.yaml", {})])).toEqual(["content/pages/home.es.yaml: (file): no content type is defined for this file"])
    })
  })

  it("hiring.json: with E-Verify on, asks for each notice in English and Spanish, as a site file or an https address", () => {
    const off = { eVerify: false, eVerifyPosterEnglish: "", eVerifyPosterSpanish: "", rightToWorkPosterEnglish: "", rightToWorkPosterSpanish: "" }
    expect(validateContent([file("settings/hiring.json", off)])).toEqual([])
    expect(validateContent([file("settings/hiring.json", { ...off, eVerify: true, rightToWorkPosterEnglish: "http://example.com/x.pdf" })]).sort()).toEqual([
      "content/settings/hiring.json: eVerifyPosterEnglish: is required when E-Verify is on",
      "content/settings/hiring.json: eVerifyPosterSpanish: is required when E-Verify is on",
      "content/settings/hiring.json: rightToWorkPosterEnglish: must be an https:// address or a file on this site such as /notices/right-to-work-en.pdf",
      "content/settings/hiring.json: rightToWorkPosterSpanish: is required when E-Verify is on",
    ])
    const on = { eVerify: true, eVerifyPosterEnglish: "/notices/e-verify-en.pdf", eVerifyPosterSpanish: "/notices/e-verify-es.pdf", rightToWorkPosterEnglish: "https://www.example.gov/right-to-work-en.pdf", rightToWorkPosterSpanish: "/notices/right-to-work-es.pdf" }
    expect(validateContent([file("settings/hiring.json", on)])).toEqual([])
    expect(validateContent([file("settings/hiring.json", { ...on, eVerify: "yes" })])).toEqual(["content/settings/hiring.json: eVerify: must be true or false"])
  })

  it("flags a file in content/ that no content type describes", () => {
    expect(validateContent([file("pages/unknown.yaml", {})])).toEqual([
      "content/pages/unknown.yaml: (file): no content type is defined for this file",
    ])
  })

  it("reports a file that cannot be parsed instead of crashing", () => {
    const result = readContent(path.resolve(__dirname, "../fixtures/broken-content"))
    expect(result.problems).toEqual([expect.stringMatching(/^content\/services\/bad-yaml\.md: \(file\): cannot be read: /)])
  })
})
