/**
 * Each content type is defined once (src/lib/content/content-types.ts and its schema) and the
 * GraphQL types, the build's check and the /admin fields are derived from that definition: a
 * required field is "!" in GraphQL, required for yup and required in the editor; a choice's values
 * are the GraphQL enum's, yup's and the editor's options.
 */
import fs from "node:fs"
import path from "node:path"
import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import * as yup from "yup"
import { fieldsFor } from "../../gatsby/cms"
import { effectiveDescription } from "../../gatsby/lib/describe-schema"
import { contentNodes, contentTypeDefs } from "../../gatsby/schema/content"
import { typeDefsFor } from "../../gatsby/schema/sdl"
import { STATE_CODES, JOB_TYPES, PAY_UNITS, PHYSICAL_DEMANDS, SCHEDULE_EXTRAS, SECTION_KINDS, WEEKDAYS, WEEKDAY_LABELS } from "../../src/lib/content/constants"
import { jobSchema, jobSpanishSchema } from "../../src/lib/content/schemas"
import { langOfContentFile } from "../../src/lib/i18n/language"
import { DATA_FILES, MARKDOWN_TRANSLATIONS, MARKDOWN_TYPES, SPANISH_PAGES, pageCopyTypes, schemaFor, yamlNodeTypeOf } from "../../src/lib/content/content-types"
import { choice, image, named, required, slugOf, text } from "../../src/lib/content/fields"

const ROOT = path.resolve(__dirname, "../..")

function typesOf(sdl: string) {
  const document = parse(sdl)
  const objects = new Map<string, ObjectTypeDefinitionNode>()
  const enums = new Map<string, string[]>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION) objects.set(definition.name.value, definition)
    if (definition.kind === Kind.ENUM_TYPE_DEFINITION) enums.set(definition.name.value, (definition.values ?? []).map((v) => v.name.value))
  }
  return { objects, enums }
}

const fieldOf = (type: ObjectTypeDefinitionNode, name: string) => type.fields!.find((field) => field.name.value === name) as FieldDefinitionNode
const nonNull = (type: TypeNode) => type.kind === Kind.NON_NULL_TYPE
const namedTypeOf = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeOf(type.type))
const directivesOf = (field: FieldDefinitionNode) => (field.directives ?? []).map((directive) => directive.name.value)

describe("one small definition, three derived views", () => {
  const schema = yup.object({
    title: required(),
    note: text(),
    state: choice(STATE_CODES, "StateCode"),
    photo: image().required("is required"),
    service: slugOf("Service"),
    parts: yup.array(named("Part", yup.object({ label: required() }))).required("is required"),
  })
  const { objects, enums } = typesOf(typeDefsFor([{ nodeType: "Example", schema, markdown: true }]))
  const example = objects.get("Example")!
  const editor = Object.fromEntries(fieldsFor(schema).map((field) => [field.name, field]))

  it("a required field is ! in GraphQL, required in yup and required in the editor; an optional one is none of these", () => {
    expect(nonNull(fieldOf(example, "title").type)).toBe(true)
    const valid = { title: "A", state: "FL", photo: "../images/a.jpg", service: "office-cleaning", parts: [] }
    expect(schema.isValidSync(valid)).toBe(true)
    expect(schema.isValidSync({ ...valid, title: undefined })).toBe(false)
    expect(schema.isValidSync({ ...valid, note: undefined })).toBe(true)
    expect(editor.title.required).toBe(true)

    expect(nonNull(fieldOf(example, "note").type)).toBe(false)
    expect(effectiveDescription(schema).fields!.note.optional).toBe(true)
    expect(editor.note.required).toBe(false)
  })

  it("a choice with an enum name becomes a GraphQL enum with yup's values, offered as the editor's options", () => {
    expect(namedTypeOf(fieldOf(example, "state").type)).toBe("StateCode")
    expect(enums.get("StateCode")).toEqual(STATE_CODES)
    const valid = { title: "A", state: "FL", photo: "../images/a.jpg", service: "office-cleaning", parts: [] }
    expect(STATE_CODES.every((state) => schema.isValidSync({ ...valid, state }))).toBe(true)
    expect(schema.isValidSync({ ...valid, state: "TX" })).toBe(false)
    expect(editor.state.options).toEqual(STATE_CODES)
  })

  it("an image path is a File, a slug of another type a link, a named object its own type, a markdown node gets its html", () => {
    expect([namedTypeOf(fieldOf(example, "photo").type), directivesOf(fieldOf(example, "photo"))]).toEqual(["File", ["fileByRelativePath"]])
    expect([namedTypeOf(fieldOf(example, "service").type), directivesOf(fieldOf(example, "service"))]).toEqual(["Service", ["link"]])
    expect(namedTypeOf(fieldOf(example, "parts").type)).toBe("Part")
    expect(nonNull(fieldOf(objects.get("Part")!, "label").type)).toBe(true)
    expect(directivesOf(fieldOf(example, "html"))).toEqual(["markdownHtml"])
    expect(example.interfaces!.map((i) => i.name.value)).toEqual(["Node"])
  })

  it("refuses what GraphQL cannot say, naming the field", () => {
    const unnamed = yup.object({ inner: yup.object({ a: required() }) })
    expect(() => typeDefsFor([{ nodeType: "X", schema: unnamed }])).toThrow("X.inner: a nested object needs a GraphQL type name")
    const spaced = yup.object({ group: choice(["More Florida"], "Group") })
    expect(() => typeDefsFor([{ nodeType: "X", schema: spaced }])).toThrow("X.group: More Florida cannot be values of the GraphQL enum Group")
    const clash = yup.object({ a: named("Same", yup.object({ x: required() })), b: named("Same", yup.object({ y: required() })) })
    expect(() => typeDefsFor([{ nodeType: "X", schema: clash }])).toThrow("GraphQL type Same is defined twice")
  })
})

/** A job that passes the contract, for checks of one field. */
const VALID_JOB = {
  slug: "porter",
  title: "Porter",
  type: "FULL_TIME",
  board: "jobs",
  order: 1,
  summary: "Keeps a building clean.",
  description: "A full-time porter role in Tampa, FL keeping lobbies, restrooms and break rooms clean through the day.",
  validThrough: "2026-12-31",
  location: { city: "Tampa", region: "FL" },
  schedule: { days: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"], start: "7 am", end: "3:30 pm", extras: [] },
  requirements: { liftPounds: 30, physical: ["STAND_WALK"], driversLicense: false, transportation: true, backgroundCheck: true },
}

/** The problems the contract finds in a job, by field. */
const jobProblems = (job: unknown, schema: yup.AnySchema = jobSchema) => {
  try {
    schema.validateSync(job, { abortEarly: false })
    return []
  } catch (error) {
    return (error as yup.ValidationError).inner.map((inner) => `${inner.path || "(file)"}: ${inner.errors[0]}`)
  }
}

describe("the site's content types", () => {
  const { objects, enums } = typesOf(contentTypeDefs())

  it("every content type is a GraphQL node type whose fields are its schema's, with ! exactly where the schema requires", () => {
    for (const { nodeType, schema, markdown, extraFields = [] } of contentNodes()) {
      const described = effectiveDescription(schema)
      const fields = (described.type === "array" ? described.innerType! : described).fields!
      const type = objects.get(nodeType)!
      expect(type.interfaces!.map((i) => i.name.value)).toEqual(["Node"])
      const extra = new Set(extraFields.map((field) => field.split(":")[0]))
      const graphqlFields = type.fields!.map((field) => field.name.value).filter((name) => !(markdown && name === "html") && !extra.has(name))
      expect([nodeType, graphqlFields]).toEqual([nodeType, Object.keys(fields)])
      for (const [name, field] of Object.entries(fields)) {
        expect([nodeType, name, nonNull(fieldOf(type, name).type)]).toEqual([nodeType, name, !field.optional])
      }
    }
  })

  it("every required top-level field is required in the editor too", () => {
    for (const { schema, folder } of MARKDOWN_TYPES) {
      const described = effectiveDescription(schema).fields!
      for (const field of fieldsFor(schema)) {
        // Decap's "required" on a list means "not empty"; a list that may be empty starts as [] instead.
        const editorRequires = field.required || ((field.widget === "list" || Boolean(field.multiple)) && Array.isArray(field.default))
        expect([folder, field.name, editorRequires]).toEqual([folder, field.name, !described[field.name].optional])
      }
    }
  })

  it("states, job types and section kinds are GraphQL enums with the contract's values, and the editor offers exactly those", () => {
    expect(enums.get("StateCode")).toEqual(STATE_CODES)
    expect(enums.get("JobType")).toEqual(JOB_TYPES)
    expect(enums.get("SectionKind")).toEqual([...SECTION_KINDS])
    expect(namedTypeOf(fieldOf(objects.get("Location")!, "state").type)).toBe("StateCode")
    expect(namedTypeOf(fieldOf(objects.get("JobLocation")!, "region").type)).toBe("StateCode")
    expect(namedTypeOf(fieldOf(objects.get("Job")!, "type").type)).toBe("JobType")
    const options = (folder: string, name: string) =>
      fieldsFor(MARKDOWN_TYPES.find((type) => type.folder === folder)!.schema)
        .find((field) => field.name === name)!
        .options!.map((option) => (typeof option === "string" ? option : option.value))
    expect(options("locations", "state")).toEqual(STATE_CODES)
    expect(options("jobs", "type")).toEqual(JOB_TYPES)
  })

  it("a job's pay range is optional as a whole, and complete when given: PayRange in GraphQL, per HOUR or YEAR, max not below min", () => {
    const job = objects.get("Job")!
    expect([namedTypeOf(fieldOf(job, "payRange").type), nonNull(fieldOf(job, "payRange").type)]).toEqual(["PayRange", false])
    const payRange = objects.get("PayRange")!
    expect(payRange.fields!.map((field) => [field.name.value, nonNull(field.type)])).toEqual([["min", true], ["max", true], ["per", true]])
    expect(enums.get("PayUnit")).toEqual(PAY_UNITS)
    const editor = fieldsFor(jobSchema).find((field) => field.name === "payRange")!
    expect(editor.required).toBe(false)
    expect(editor.fields!.find((field) => field.name === "per")!.options!.map((option) => (typeof option === "string" ? option : option.value))).toEqual(PAY_UNITS)

    const problems = (payRange: unknown) => jobProblems({ ...VALID_JOB, payRange }).map((problem) => problem.replace(/^[^:]+: /, ""))
    expect(problems(undefined)).toEqual([])
    expect(problems({ min: 16, max: 19.5, per: "HOUR" })).toEqual([])
    expect(problems({ min: 20, max: 16, per: "HOUR" })).toEqual(["must be at least the minimum"])
    expect(problems({ min: 16, max: 19, per: "WEEK" })).toEqual(["must be one of HOUR, YEAR"])
    expect(problems({ min: 16, per: "HOUR" })).toEqual(["is required"])
    expect(problems({ min: "sixteen", max: 19, per: "HOUR" })).toEqual(["must be a number of dollars"])
  })

  it("a job's schedule and requirements are facts in fields: typed in GraphQL, chosen from lists in the editor, checked by the build", () => {
    const job = objects.get("Job")!
    expect([namedTypeOf(fieldOf(job, "schedule").type), namedTypeOf(fieldOf(job, "requirements").type)]).toEqual(["JobSchedule", "JobRequirements"])
    expect(objects.get("JobSchedule")!.fields!.map((field) => [field.name.value, nonNull(field.type)])).toEqual([
      ["days", true], ["start", true], ["end", true], ["hoursPerWeek", false], ["extras", true],
    ])
    expect(enums.get("Weekday")).toEqual(WEEKDAYS)
    expect(enums.get("PhysicalDemand")).toEqual(PHYSICAL_DEMANDS)
    expect(enums.get("ScheduleExtra")).toEqual(SCHEDULE_EXTRAS)
    const schedule = fieldsFor(jobSchema).find((field) => field.name === "schedule")!
    const days = schedule.fields!.find((field) => field.name === "days")!
    expect([days.widget, days.multiple, days.min]).toEqual(["select", true, 1])
    expect(days.options).toEqual(WEEKDAYS.map((value) => ({ label: WEEKDAY_LABELS[value], value })))

    expect(jobProblems(VALID_JOB)).toEqual([])
    expect(jobProblems({ ...VALID_JOB, schedule: { ...VALID_JOB.schedule, start: "18:00", days: [] } })).toEqual([
      "schedule.days: must list at least 1",
      "schedule.start: must be a time like 6 pm or 2:30 am",
    ])
    expect(jobProblems({ ...VALID_JOB, schedule: { ...VALID_JOB.schedule, days: ["MONDAY", "MONDAY"], extras: ["SOMETIMES"] } })).toEqual([
      "schedule.days: lists the same value twice",
      "schedule.extras[0]: must be one of ON_CALL_WEEK, SOME_WEEKENDS, PROJECT_BASED",
    ])
    expect(jobProblems({ ...VALID_JOB, requirements: { ...VALID_JOB.requirements, liftPounds: 500, physical: ["JUGGLING"] } })).toEqual([
      "requirements.liftPounds: must be at most 100",
      `requirements.physical[0]: must be one of ${PHYSICAL_DEMANDS.join(", ")}`,
    ])
    // The old free-text fields are refused, so a fact cannot come back as words that drift.
    expect(jobProblems({ ...VALID_JOB, pay: "Competitive pay" })).toEqual([
      '(file): has pay, which a job does not have (its pay is payRange, or "Competitive pay" without one)',
    ])
  })

  it("a job's Spanish holds its words only: a fact written there stops the build", () => {
    const words = { slug: "porter", title: "Conserje", summary: "Mantén limpio el edificio.", description: VALID_JOB.description }
    expect(jobProblems(words, jobSpanishSchema)).toEqual([])
    expect(jobProblems({ ...words, schedule: "De lunes a viernes" }, jobSpanishSchema)).toEqual([
      "(file): has schedule: a job's facts (schedule, pay, place, requirements, dates) are written once, in the English file",
    ])
  })

  it("every folder and file under content/ belongs to a content type, and each type's template exists", () => {
    const filesUnder = (dir: string): string[] =>
      fs.readdirSync(path.join(ROOT, "content", dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
      )
    for (const dir of fs.readdirSync(path.join(ROOT, "content"))) {
      if (dir === "images") continue
      for (const file of filesUnder(dir)) expect([file, Boolean(schemaFor(file))]).toEqual([file, true])
    }
    for (const type of MARKDOWN_TYPES) expect(fs.existsSync(path.join(ROOT, `src/templates/${type.template}.tsx`))).toBe(true)
    for (const { file } of [...DATA_FILES, ...pageCopyTypes()]) expect(fs.existsSync(path.join(ROOT, "content", file))).toBe(true)
  })

  it("a job links its Spanish (JobEs, by slug), whose fields are the English job's words; page copy in two languages has one type with a lang", () => {
    expect(fieldOf(objects.get("Job")!, "es").directives!.map((d) => d.name.value)).toEqual(["link"])
    expect(namedTypeOf(fieldOf(objects.get("Job")!, "es").type)).toBe("JobEs")
    const spanish = objects.get("JobEs")!.fields!.map((field) => [field.name.value, nonNull(field.type)])
    expect(spanish).toEqual([["slug", true], ["title", true], ["summary", true], ["description", true], ["html", true]])
    for (const name of SPANISH_PAGES) {
      const copies = pageCopyTypes().filter((page) => page.name === name)
      expect(copies.map((page) => [page.lang, page.file])).toEqual([["en", `pages/${name}.yaml`], ["es", `pages/${name}.es.yaml`]])
      expect(new Set(copies.map((page) => page.nodeType)).size).toBe(1)
      expect(nonNull(fieldOf(objects.get(copies[0].nodeType)!, "lang").type)).toBe(true)
    }
    expect(yamlNodeTypeOf("pages/careers.es.yaml")).toBe("CareersPageYaml")
    expect(schemaFor("jobs/es/day-porter.md")).toBe(MARKDOWN_TRANSLATIONS[0].schema)
    expect(schemaFor("jobs/es/nested/x.md")).toBeUndefined()
  })

  it("each YAML file's entries become the node type its definition names, and GraphQL declares that type", () => {
    expect(yamlNodeTypeOf("data/faq.yaml")).toBe("FaqYaml")
    expect(yamlNodeTypeOf("pages/service-areas.yaml")).toBe("ServiceAreasPageYaml")
    for (const { file, nodeType } of [...DATA_FILES, ...pageCopyTypes()]) {
      expect(yamlNodeTypeOf(file)).toBe(nodeType)
      expect(objects.has(nodeType)).toBe(true)
    }
    expect(yamlNodeTypeOf("data/unknown.yaml")).toBeUndefined()
  })
})

describe("which language a content file is in", () => {
  it("is Spanish for a job's Spanish (jobs/es/<slug>.md) and a page's (pages/<name>.es.yaml), English otherwise", () => {
    expect([langOfContentFile("jobs/es/day-porter.md"), langOfContentFile("pages/careers.es.yaml")]).toEqual(["es", "es"])
    expect([langOfContentFile("jobs/day-porter.md"), langOfContentFile("pages/careers.yaml"), langOfContentFile("services/estates.md")]).toEqual(["en", "en", "en"])
  })
})
