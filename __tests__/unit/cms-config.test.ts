/**
 * The /admin editor's configuration agrees with the build-time content schemas: every content
 * file has a collection, the same field names and required flags on both sides, the same choices,
 * patterns and limits, every existing file passes the editor's checks unchanged, and values the
 * build rejects are rejected by the editor too.
 */
import fs from "node:fs"
import path from "node:path"
import vm from "node:vm"
import matter from "gray-matter"
import yaml from "js-yaml"
import * as yup from "yup"
import type { AnySchema } from "yup"
import { readContent } from "../../gatsby/read-content"
import {
  buildCmsConfig,
  effectiveDescription,
  IMAGE_PREFIX,
  optionsFromEnv,
  ROOT_LIST_FIELD,
  ROOT_LIST_FORMAT,
  type CmsCollection,
  type CmsField,
  type Description,
} from "../../gatsby/cms"
import { pageSchemas } from "../../src/lib/content/page-schemas"
import { schemaFor, validateContent, type ContentFile } from "../../gatsby/validate-content"

const ROOT = path.resolve(__dirname, "../..")
const config = buildCmsConfig({})
const { files: contentFiles } = readContent(path.join(ROOT, "content"))

// ------------------------------------------------------------------------------------------------
// Where each content file is edited

interface Target {
  collection: CmsCollection
  fields: CmsField[]
  /** The file's data as the editor holds it (a markdown body as "body", a top-level list wrapped, see admin/cms.js). */
  wrap: (data: unknown) => Record<string, unknown>
  markdown: boolean
}

function targetFor(file: string): Target | undefined {
  for (const collection of config.collections) {
    if (collection.folder && path.posix.dirname(`content/${file}`) === collection.folder && file.endsWith(`.${collection.extension}`)) {
      const body = matter(fs.readFileSync(path.join(ROOT, "content", file), "utf8")).content.trim()
      return { collection, fields: collection.fields!, wrap: (data) => ({ ...(data as Record<string, unknown>), body }), markdown: true }
    }
    const entry = collection.files?.find((candidate) => candidate.file === `content/${file}`)
    if (entry) {
      const rootList = collection.format === ROOT_LIST_FORMAT
      return { collection, fields: entry.fields, wrap: (data) => (rootList ? { [ROOT_LIST_FIELD]: data } : (data as Record<string, unknown>)), markdown: false }
    }
  }
  return undefined
}

/** The schema the build applies to a file, seen the way the editor sees it (a top-level list as one field). */
function describedAsEditor(schema: AnySchema, target: Target): Description {
  const description = effectiveDescription(schema)
  if (target.collection.format === ROOT_LIST_FORMAT) {
    return { type: "object", optional: false, tests: [], fields: { [ROOT_LIST_FIELD]: description } }
  }
  return description
}

// ------------------------------------------------------------------------------------------------
// Field-by-field comparison

/**
 * Decap's `required` on a list means "not empty". A list the build needs present but allows
 * empty (sections, a section's items) is therefore optional in the editor and starts as [].
 */
const editorRequires = (field: CmsField) =>
  field.required || ((field.widget === "list" || Boolean(field.multiple)) && Array.isArray(field.default) && (field.default as unknown[]).length === 0 && !field.min)

const test_ = (description: Description, name: string) => description.tests.find((t) => t.name === name)

/** `insideOptional`: the fields of an optional object, which Decap must let the editor leave empty (the build checks them when one is given). */
function compare(fields: CmsField[], description: Description, where: string, problems: string[], insideOptional = false) {
  const schemaNames = Object.keys(description.fields ?? {})
  const editorNames = fields.map((field) => field.name)
  if (schemaNames.join() !== editorNames.join()) problems.push(`${where}: fields ${editorNames.join(",")} != schema ${schemaNames.join(",")}`)
  for (const field of fields) {
    const rule = description.fields?.[field.name]
    if (!rule) continue
    const at = `${where}.${field.name}`
    const required = !rule.optional && !insideOptional
    if (editorRequires(field) !== required) problems.push(`${at}: required ${field.required} in the editor, ${required} expected from the schema`)
    const choices = (rule.oneOf ?? []).filter((value) => typeof value === "string")
    const innerChoices = (rule.innerType?.oneOf ?? []).filter((value) => typeof value === "string")
    const options = (field.options ?? []).map((option) => (typeof option === "string" ? option : option.value))
    if ([...choices, ...innerChoices].sort().join() !== [...options].sort().join()) problems.push(`${at}: options ${options} != ${[...choices, ...innerChoices]}`)
    const regex = test_(rule, "matches")?.params?.regex as RegExp | undefined
    // A translation's slug is picked from the English entries (already checked slugs), not typed.
    if (field.widget === "relation") {
      if (!(field.name === "slug" && rule.type === "string" && regex)) problems.push(`${at}: a relation is only for a translation's slug`)
      continue
    }
    if (field.widget === "image") {
      // Decap writes public_folder + "/" + name and checks the pattern against the name alone.
      if (!regex || `${IMAGE_PREFIX}${field.pattern?.[0].replace(/^\^/, "")}` !== regex.source) problems.push(`${at}: image name pattern is not the tail of ${regex?.source}`)
      if (`${config.public_folder}/` !== "../images/" || !new RegExp(IMAGE_PREFIX).test("../images/")) problems.push(`${at}: public_folder does not give ../images/`)
    } else if (regex && !field.pattern?.[0].includes(regex.source.replace(/^\^/, ""))) problems.push(`${at}: pattern does not carry ${regex.source}`)
    if (!regex && !["min", "max", "email", "url"].some((name) => test_(rule, name)) && field.pattern && rule.type === "string") {
      problems.push(`${at}: the editor has a pattern the schema does not`)
    }
    if (rule.type === "array" && (test_(rule, "min")?.params?.min ?? undefined) !== field.min) problems.push(`${at}: min ${field.min} != ${test_(rule, "min")?.params?.min}`)
    if (rule.type === "number") {
      for (const limit of ["min", "max"] as const) {
        if (test_(rule, limit)?.params?.[limit] !== field[limit]) problems.push(`${at}: ${limit} ${field[limit]} != ${test_(rule, limit)?.params?.[limit]}`)
      }
      if (Boolean(test_(rule, "integer")) !== (field.value_type === "int")) problems.push(`${at}: integer mismatch`)
    }
    const expectedWidget: Record<string, string[]> = {
      string: ["string", "text", "select", "image"],
      number: ["number"],
      boolean: ["boolean"],
      date: ["datetime"],
      object: ["object"],
      array: ["list", "select"],
    }
    if (!expectedWidget[rule.type]?.includes(field.widget)) problems.push(`${at}: widget ${field.widget} for a ${rule.type}`)
    if (rule.type === "object") compare(field.fields ?? [], rule, at, problems, insideOptional || Boolean(rule.optional))
    if (rule.type === "array" && rule.innerType?.type === "object") compare(field.fields ?? [], rule.innerType, `${at}[]`, problems)
    if (rule.type === "array" && rule.innerType?.type === "string" && field.widget === "list") {
      if (!field.field || editorRequires(field.field) !== !rule.innerType.optional) problems.push(`${at}[]: entries' required flag differs`)
    }
  }
}

// ------------------------------------------------------------------------------------------------
// What the editor checks before saving (Decap's required, pattern, options, min/max)

const empty = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)

function editorProblems(fields: CmsField[], data: Record<string, unknown>, where = ""): string[] {
  const problems: string[] = []
  for (const field of fields) {
    const value = data?.[field.name]
    const at = `${where}${field.name}`
    if (empty(value)) {
      if (field.required) problems.push(`${at}: required`)
      continue
    }
    if (field.widget === "image") {
      // The widget only writes public_folder + "/" + a file name, and checks the name.
      const name = String(value).startsWith(`${config.public_folder}/`) ? String(value).slice(config.public_folder.length + 1) : undefined
      if (name === undefined) problems.push(`${at}: not in ${config.public_folder}`)
      else if (!new RegExp(field.pattern![0]).test(name)) problems.push(`${at}: ${field.pattern![1]}`)
    } else if (field.pattern && typeof value === "string" && !new RegExp(field.pattern[0]).test(value)) problems.push(`${at}: ${field.pattern[1]}`)
    if (field.widget === "select") {
      const options = (field.options ?? []).map((option) => (typeof option === "string" ? option : option.value))
      const values = field.multiple ? (value as unknown[]) : [value]
      if (values.some((v) => !options.includes(v as string))) problems.push(`${at}: not one of the options`)
      if (field.multiple && field.min !== undefined && values.length < field.min) problems.push(`${at}: at least ${field.min}`)
    }
    if (field.widget === "number") {
      const number = Number(value)
      if (Number.isNaN(number)) problems.push(`${at}: not a number`)
      if (field.min !== undefined && number < field.min) problems.push(`${at}: below ${field.min}`)
      if (field.max !== undefined && number > field.max) problems.push(`${at}: above ${field.max}`)
      if (field.value_type === "int" && !Number.isInteger(number)) problems.push(`${at}: not a whole number`)
    }
    if (field.widget === "list") {
      const list = value as unknown[]
      if (field.min !== undefined && list.length < field.min) problems.push(`${at}: at least ${field.min}`)
      list.forEach((item, index) => {
        if (field.fields) problems.push(...editorProblems(field.fields, item as Record<string, unknown>, `${at}[${index}].`))
        if (field.field) problems.push(...editorProblems([field.field], { [field.field.name]: item }, `${at}[${index}].`))
      })
    }
    if (field.widget === "object" && field.fields) problems.push(...editorProblems(field.fields, value as Record<string, unknown>, `${at}.`))
  }
  return problems
}

/** The build's view of one file (problems in that file only, cross-file rules included). */
const buildProblems = (file: ContentFile) => validateContent([file]).filter((line) => line.startsWith(`content/${file.path}:`))

const byPath = (p: string) => {
  const file = contentFiles.find((candidate) => candidate.path === p)
  if (!file) throw new Error(`no content file ${p}`)
  return file
}

// ------------------------------------------------------------------------------------------------

describe("the /admin collections", () => {
  it("cover every content file the build reads, each with the schema the build applies", () => {
    expect(contentFiles.length).toBeGreaterThan(50)
    const uncovered = contentFiles.filter((file) => !targetFor(file.path) || !schemaFor(file.path)).map((file) => file.path)
    expect(uncovered).toEqual([])
  })

  it("have one collection per content type", () => {
    const names = config.collections.map((collection) => collection.name)
    expect(names).toEqual(expect.arrayContaining(["services", "locations", "clients", "posts", "jobs", "faq", "testimonials", "settings"]))
  })

  it("are named after the files' folders (content/jobs/es: jobs-es), and new entries are saved as <slug>.md", () => {
    for (const collection of config.collections.filter((c) => c.folder)) {
      expect(collection.folder).toBe(`content/${collection.name.replace(/-(es)$/, "/$1")}`)
      expect(collection.slug).toBe("{{fields.slug}}")
      expect(collection.format).toBe("frontmatter")
    }
  })
})

describe("fields agree with the schemas", () => {
  // One case per collection (and per file of a files collection), using the first content file of each.
  const cases = new Map<string, ContentFile>()
  for (const file of contentFiles) {
    const target = targetFor(file.path)
    const key = target?.collection.folder ?? `content/${file.path}`
    if (target && !cases.has(key)) cases.set(key, file)
  }

  it.each([...cases.entries()])("%s: same names, required flags, choices, patterns and limits", (_key, file) => {
    const target = targetFor(file.path)!
    const schema = schemaFor(file.path)!
    const fields = target.markdown ? target.fields.filter((field) => field.name !== "body") : target.fields
    const problems: string[] = []
    compare(fields, describedAsEditor(schema, target), target.collection.name, problems)
    expect(problems).toEqual([])
  })

  it("markdown collections add only the body, with a markdown editor", () => {
    for (const collection of config.collections.filter((c) => c.folder)) {
      const extra = collection.fields!.filter((field) => !Object.keys(effectiveDescription(schemaFor(`${collection.folder!.replace(/^content\//, "")}/x.md`)!).fields!).includes(field.name))
      expect(extra.map((field) => [field.name, field.widget])).toEqual([["body", "markdown"]])
    }
  })

  it("a Spanish job names the English job it translates by picking it from the jobs collection", () => {
    const spanish = config.collections.find((c) => c.name === "jobs-es")!
    expect(spanish.fields!.find((field) => field.name === "slug")).toMatchObject({ widget: "relation", collection: "jobs", value_field: "slug", required: true })
  })

  it("a required image makes its alt text required; an optional one leaves it to the save check", () => {
    const required = (collection: string) => config.collections.find((c) => c.name === collection)!.fields!.find((f) => f.name === "imageAlt")!.required
    expect([required("services"), required("clients"), required("locations"), required("posts")]).toEqual([true, true, false, false])
  })

  it("every content file passes the editor's checks as it is", () => {
    const problems = contentFiles.flatMap((file) => {
      const target = targetFor(file.path)!
      return editorProblems(target.fields, target.wrap(file.data)).map((line) => `${file.path}: ${line}`)
    })
    expect(problems).toEqual([])
  })
})

describe("page copy (content/pages/<page>.yaml)", () => {
  // Other work adds page schemas; whatever is registered becomes one file of the "pages" collection.
  const added: string[] = []
  beforeAll(() => {
    for (const name of ["zz-test-home", "zz-test-about"]) {
      if (pageSchemas[name]) continue
      pageSchemas[name] = yup.object({
        heading: yup.string().trim().required("is required"),
        intro: yup.string().trim(),
        highlights: yup.array(yup.string().trim().required("is required")).min(2, "must list at least 2").required("is required"),
        actions: yup.array(yup.object({ label: yup.string().trim().required("is required"), to: yup.string().trim().matches(/^\//, "must start with /").required("is required") })).required("is required"),
      })
      added.push(name)
    }
  })
  afterAll(() => added.forEach((name) => delete pageSchemas[name]))

  it("each registered page schema is a file of the pages collection, its fields agreeing with the schema", () => {
    const pages = buildCmsConfig({}).collections.find((collection) => collection.name === "pages")
    expect(pages?.format).toBe("yaml")
    for (const name of Object.keys(pageSchemas)) {
      const entry = pages!.files!.find((file) => file.name === name)!
      expect(entry.file).toBe(`content/pages/${name}.yaml`)
      expect(schemaFor(`pages/${name}.yaml`)).toBe(pageSchemas[name])
      const problems: string[] = []
      compare(entry.fields, effectiveDescription(pageSchemas[name]), `pages/${name}`, problems)
      expect(problems).toEqual([])
    }
    expect(pages!.files!.map((file) => file.name)).toEqual(expect.arrayContaining(added))
  })
})

describe("what the build rejects, the editor rejects", () => {
  const mutations: Array<[string, string, (data: any) => void]> = [
    ["services/office-cleaning.md", "slug with spaces", (d) => (d.slug = "Office Cleaning")],
    ["services/office-cleaning.md", "short description", (d) => (d.description = "Too short.")],
    ["services/office-cleaning.md", "long search title", (d) => (d.metaTitle = "x".repeat(61))],
    ["services/office-cleaning.md", "missing summary", (d) => delete d.summary],
    ["services/office-cleaning.md", "image outside content/images", (d) => (d.image = "/static/office.jpg")],
    ["services/office-cleaning.md", "image file name with a space", (d) => (d.image = "../images/our office.jpg")],
    ["services/office-cleaning.md", "unknown section kind", (d) => (d.sections[0].kind = "gallery")],
    ["services/office-cleaning.md", "bad link", (d) => (d.sections[2].items[0].link = "https://elsewhere.example")],
    ["locations/tampa.md", "state outside the five", (d) => (d.state = "TX")],
    ["locations/tampa.md", "two nearby areas", (d) => (d.nearbyAreas = d.nearbyAreas.slice(0, 2))],
    ["locations/tampa.md", "unknown menu group", (d) => (d.navGroup = "Elsewhere")],
    ["posts/green-cleaning-commercial-spaces.md", "unknown category", (d) => (d.category = "News")],
    ["jobs/day-porter-retail-medical.md", "unknown job type", (d) => (d.type = "INTERN")],
    ["jobs/day-porter-retail-medical.md", "negative order", (d) => (d.order = -1)],
    ["data/testimonials.yaml", "rating 6", (d) => (d[0].rating = 6)],
    ["data/faq.yaml", "question without answer", (d) => delete d[0].a],
    ["settings/site.json", "phone without +1", (d) => (d.phone = "813-555-0142")],
    ["settings/site.json", "four-digit ZIP", (d) => (d.address.postalCode = "3360")],
    ["settings/site.json", "bad e-mail", (d) => (d.email = "quotes at example.com")],
    ["settings/site.json", "no states", (d) => (d.serviceStates = [])],
    ["settings/assessment-schedule.json", "no crews", (d) => (d.capacity = 0)],
    ["settings/assessment-schedule.json", "a time written 8am", (d) => (d.weeklyHours[0].opens = "8am")],
    ["settings/assessment-schedule.json", "a day that is not one", (d) => (d.weeklyHours[0].day = "mon")],
    ["settings/assessment-schedule.json", "no far days", (d) => (d.farAway.days = [])],
    ["settings/assessment-schedule.json", "a far city written as a name", (d) => (d.farAway.cities = ["Panama City"])],
  ]

  it.each(mutations)("%s: %s", (filePath, _what, mutate) => {
    const file = byPath(filePath)
    const data = structuredClone(file.data)
    mutate(data)
    const changed = { path: file.path, data }
    expect(buildProblems(changed)).not.toEqual([])
    const target = targetFor(file.path)!
    expect(editorProblems(target.fields, target.wrap(data))).not.toEqual([])
  })
})

describe("backend, media and local mode", () => {
  it("stores uploads in content/images and links them as ../images/<name> for gatsby-plugin-image", () => {
    expect(config.media_folder).toBe("content/images")
    expect(config.public_folder).toBe("../images")
    const image = config.collections.find((c) => c.name === "services")!.fields!.find((f) => f.name === "image")!
    expect(image.widget).toBe("image")
    // The widget checks the file name; the build checks the whole path. They agree on both.
    for (const name of ["office.jpg", "crew-2.webp", "our office.jpg", "office.gif"]) {
      expect(new RegExp(image.pattern![0]).test(name)).toBe(/^\.\.\/images\/[\w-]+\.(jpg|jpeg|png|webp)$/.test(`../images/${name}`))
    }
  })

  it("uses GitHub by default, git-gateway when asked, and nothing else", () => {
    expect(buildCmsConfig(optionsFromEnv({ DECAP_REPO: "acme/site", DECAP_BRANCH: "live" }, false)).backend).toMatchObject({ name: "github", repo: "acme/site", branch: "live" })
    const gateway = buildCmsConfig(optionsFromEnv({ DECAP_BACKEND: "git-gateway" }, false)).backend
    expect(gateway).toMatchObject({ name: "git-gateway", branch: "main" })
    expect(gateway).not.toHaveProperty("repo")
    expect(buildCmsConfig(optionsFromEnv({ DECAP_BASE_URL: "https://auth.example.com", DECAP_AUTH_ENDPOINT: "api/auth" }, false)).backend).toMatchObject({ base_url: "https://auth.example.com", auth_endpoint: "api/auth" })
    expect(() => buildCmsConfig(optionsFromEnv({ DECAP_BACKEND: "gitlab" }, false))).toThrow(/DECAP_BACKEND/)
  })

  it("turns local_backend on under gatsby develop (npm start) or when DECAP_LOCAL_BACKEND says so, not in a production build", () => {
    expect(buildCmsConfig(optionsFromEnv({}, true)).local_backend).toBe(true)
    expect(buildCmsConfig(optionsFromEnv({}, false))).not.toHaveProperty("local_backend")
    expect(buildCmsConfig(optionsFromEnv({ DECAP_LOCAL_BACKEND: "true" }, false)).local_backend).toBe(true)
    expect(buildCmsConfig(optionsFromEnv({ DECAP_LOCAL_BACKEND: "false" }, true))).not.toHaveProperty("local_backend")
  })

  it("survives a YAML round trip (what /admin/config.yml holds)", () => {
    expect(yaml.load(yaml.dump(config, { lineWidth: -1, noRefs: true }))).toEqual(JSON.parse(JSON.stringify(config)))
  })
})

describe("admin/cms.js: top-level lists (FAQ, testimonials)", () => {
  /** Runs admin/cms.js against a stand-in for Decap that records what it registers. */
  function loadCms() {
    const registered: { formats: Record<string, any>; listeners: any[]; init: number } = { formats: {}, listeners: [], init: 0 }
    const window: Record<string, unknown> = {
      jsyaml: yaml,
      DecapCmsApp: {
        registerCustomFormat: (name: string, extension: string, formatter: unknown) => (registered.formats[name] = { extension, formatter }),
        registerEventListener: (listener: unknown) => registered.listeners.push(listener),
        init: () => (registered.init += 1),
      },
    }
    window.AdminRules = require("../../admin/rules.js")
    vm.runInNewContext(fs.readFileSync(path.join(ROOT, "admin/cms.js"), "utf8"), { window })
    return registered
  }

  it("registers the format the config names and starts Decap once", () => {
    const cms = loadCms()
    expect(Object.keys(cms.formats)).toEqual([ROOT_LIST_FORMAT])
    expect(cms.formats[ROOT_LIST_FORMAT].extension).toBe("yaml")
    expect(cms.init).toBe(1)
  })

  it.each(["content/data/faq.yaml", "content/data/testimonials.yaml"])("reads and writes %s without changing its data", (file) => {
    const { formatter } = loadCms().formats[ROOT_LIST_FORMAT]
    const text = fs.readFileSync(path.join(ROOT, file), "utf8")
    const data = formatter.fromFile(text)
    expect(data).toEqual({ [ROOT_LIST_FIELD]: yaml.load(text) })
    expect(yaml.load(formatter.toFile(data))).toEqual(yaml.load(text))
  })

  it("refuses a file that is not a list rather than saving over it", () => {
    const { formatter } = loadCms().formats[ROOT_LIST_FORMAT]
    expect(() => formatter.fromFile("q: not a list\n")).toThrow(/list/)
  })

  it("stops a save that breaks a rule tying two fields together, with the build's wording", () => {
    const [listener] = loadCms().listeners
    expect(listener.name).toBe("preSave")
    const entry = (data: unknown, extra: Record<string, unknown> = {}) => {
      const values: Record<string, unknown> = { data: { toJS: () => data }, collection: "posts", slug: "a-post", newRecord: false, ...extra }
      return { get: (key: string) => values[key] }
    }
    expect(() => listener.handler({ entry: entry({ slug: "a-post", image: "../images/office.jpg" }) })).toThrow("imageAlt: is required when image is set")
    expect(() => listener.handler({ entry: entry({ slug: "a-post", image: "../images/office.jpg", imageAlt: "An office" }) })).not.toThrow()
  })
})
