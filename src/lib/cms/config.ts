/**
 * The Decap CMS configuration for /admin, generated from the build-time content schemas
 * (src/lib/content/schemas.ts and page-schemas.ts), so the editor asks for the same fields,
 * with the same required flags, patterns and choices, as the build checks. Only labels,
 * hints and widget choices are written here; the rules come from the yup schemas.
 *
 * gatsby/admin.ts writes the result to public/admin/config.yml after a build and serves it
 * under `gatsby develop`. __tests__/unit/cms-config.test.ts checks it against the schemas.
 */
import type { AnySchema } from "yup"
import { pageSchemas } from "../content/page-schemas"
import {
  clientSchema,
  faqSchema,
  jobSchema,
  locationSchema,
  postSchema,
  serviceSchema,
  siteSettingsSchema,
  testimonialsSchema,
} from "../content/schemas"

export interface CmsOption {
  label: string
  value: string
}

export interface CmsField {
  name: string
  label: string
  label_singular?: string
  widget: string
  required: boolean
  hint?: string
  default?: unknown
  pattern?: [string, string]
  options?: Array<string | CmsOption>
  multiple?: boolean
  min?: number
  max?: number
  value_type?: "int" | "float"
  step?: number
  fields?: CmsField[]
  field?: CmsField
  summary?: string
  collapsed?: boolean
  minimize_collapsed?: boolean
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  choose_url?: boolean
  media_library?: { config: { multiple: boolean } }
}

export interface CmsCollection {
  name: string
  label: string
  label_singular?: string
  description?: string
  folder?: string
  files?: Array<{ name: string; label: string; file: string; description?: string; fields: CmsField[] }>
  extension?: string
  format?: string
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  summary?: string
  sortable_fields?: string[]
  editor?: { preview: boolean }
  fields?: CmsField[]
}

export interface CmsConfig {
  backend: Record<string, unknown>
  local_backend?: boolean
  publish_mode?: string
  site_url?: string
  display_url?: string
  logo_url?: string
  media_folder: string
  public_folder: string
  slug: { encoding: string; clean_accents: boolean; sanitize_replacement: string }
  collections: CmsCollection[]
}

/** A data file whose top level is a list: Decap edits it as { list: [...] } (admin/cms.js registers the format). */
export const ROOT_LIST_FORMAT = "yaml-root-list"
export const ROOT_LIST_FIELD = "list"

// ---------------------------------------------------------------------------------------------
// Reading the yup schemas

/** What yup's describe() returns, as far as this module reads it. */
export interface Description {
  type: string
  optional: boolean
  nullable?: boolean
  default?: unknown
  oneOf?: unknown[]
  tests: Array<{ name?: string; params?: Record<string, unknown> }>
  fields?: Record<string, Description>
  innerType?: Description
}

type SchemaLike = AnySchema & {
  fields?: Record<string, AnySchema>
  innerType?: AnySchema
  tests?: Array<{ OPTIONS?: { name?: string; message?: unknown } }>
}

/** A value with every required field filled, so conditions that hang on them resolve (imageAlt when image is required). */
function sampleOf(description: Description): unknown {
  if (description.type === "object" && description.fields) {
    const value: Record<string, unknown> = {}
    for (const [name, field] of Object.entries(description.fields)) {
      if (!field.optional) value[name] = sampleOf(field)
    }
    return value
  }
  if (description.type === "array") return []
  if (description.type === "number") return 1
  if (description.type === "boolean") return false
  if (description.type === "date") return "2024-01-01"
  return "x"
}

/**
 * The schema described as an editor meets it: conditional rules that hold whenever the
 * required fields are filled (a required image makes its alt text required) count as rules.
 */
export function effectiveDescription(schema: AnySchema): Description {
  const plain = schema.describe() as unknown as Description
  if (plain.type !== "object" || !plain.fields) return plain
  const resolved = schema.describe({ value: sampleOf(plain) } as never) as unknown as Description
  // Lists stay as declared: a rule that depends on an item's own values (a section's kind)
  // holds for some items and not others, so it is not a rule of the list.
  const fields = Object.fromEntries(
    Object.entries(plain.fields).map(([name, field]) => [name, field.type === "array" ? field : resolved.fields![name]]),
  )
  return { ...resolved, fields }
}

const testOf = (description: Description, name: string) => description.tests.find((test) => test.name === name)

/** The build's own error message for a test, so the editor says what the build would say. */
function messageOf(schema: SchemaLike | undefined, name: string): string | undefined {
  const message = schema?.tests?.find((test) => test.OPTIONS?.name === name)?.OPTIONS?.message
  return typeof message === "string" ? message : undefined
}

// ---------------------------------------------------------------------------------------------
// Labels, hints and widget choices (presentation only)

const LABELS: Record<string, string> = {
  slug: "Slug (web address)",
  metaTitle: "Search title",
  description: "Search description",
  imageAlt: "Image description (alt text)",
  inNav: "Show in the Services menu",
  emergency: "Show the 24/7 emergency banner",
  navGroup: "Menu group",
  nearbyAreas: "Nearby areas",
  clientType: "Client type",
  validThrough: "Open until",
  q: "Question",
  a: "Answer",
  phone: "Phone (for links)",
  phoneDisplay: "Phone (as shown)",
  sms: "SMS number",
  email: "E-mail",
  streetAddress: "Street address",
  locality: "City",
  postalCode: "ZIP code",
  serviceStates: "States served",
  priceRange: "Price range",
  foundingYear: "Year founded",
  copyrightYear: "Copyright year",
  socialImage: "Social preview image",
  defaultSiteUrl: "Site address",
  id: "Anchor id",
  region: "State",
  geo: "Map position",
}

/** Hints for the fields of a content file (top level). */
const HINTS: Record<string, string> = {
  slug: "Lowercase words joined by hyphens. It must equal the file name and becomes the page address, so do not change it on an existing page.",
  metaTitle: "The browser tab and search-result title; unique on the site, at most 60 characters.",
  description: "The search-result text; unique on the site, 70 to 160 characters.",
  summary: "One or two sentences for the cards that link here.",
  intro: "The paragraph under the page heading.",
  image: "Upload or choose a picture; it is stored in content/images.",
  imageAlt: "Say what the picture shows, for people who cannot see it. Required when there is an image.",
  order: "Position in menus and lists (1 comes first).",
  sections: "The blocks of the page, top to bottom. Each needs a unique anchor id.",
  navGroup: "Where the city appears in the Locations menu; \"none\" keeps it out of the menu.",
  layout: "rich: the larger page with extra sections; standard: the shorter city page.",
  nearbyAreas: "At least three neighbouring towns or areas.",
  industries: "At least three local industries.",
  validThrough: "After this date the job has no page, card or listing.",
  board: "jobs: the /jobs page; careers: the /careers page.",
  date: "The article's publication date.",
  phone: "Digits for links, like +1-813-555-0142.",
  sms: "Digits for text-message links, like +1-813-555-0142.",
  socialImage: "A path on the site, such as /og-image.png.",
  defaultSiteUrl: "The site's address, used when SITE_URL is not set at build time.",
}

/** Hints for the fields of a page section and of its items, by the list they are in. */
const NESTED_HINTS: Record<string, Record<string, string>> = {
  sections: {
    id: "Lowercase words joined by hyphens, unique on the page; it becomes the block's #anchor.",
    kind: "checklist: list with check marks; cards: grid of cards; steps: numbered steps; badges: small pills; faq: questions (title) and answers (text); links: cards that are links; text: heading and paragraph.",
    intro: "Optional paragraph under the heading.",
    items: "The entries of this block. Every kind except \"text\" needs at least one.",
  },
  items: {
    title: "For a faq block, the question.",
    text: "For a faq block, the answer.",
    link: "A page of this site such as /quote or /locations/tampa, or a tel:, mailto: or sms: link.",
  },
}

const LONG_TEXT = new Set(["description", "summary", "intro", "excerpt", "text", "a"])

const OPTION_LABELS: Record<string, Record<string, string>> = {
  type: { FULL_TIME: "Full time", PART_TIME: "Part time", CONTRACT: "Contract" },
}

function labelOf(name: string): string {
  if (LABELS[name]) return LABELS[name]
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** What the "Add ..." button of a list says. */
const SINGULAR: Record<string, string> = {
  sections: "section",
  items: "item",
  nearbyAreas: "area",
  industries: "industry",
}

/** Decap's collapsed list summaries. */
const LIST_SUMMARIES: Record<string, string> = {
  sections: "{{fields.heading}} ({{fields.kind}})",
}

// ---------------------------------------------------------------------------------------------
// yup description -> Decap field

/** The start of the build's image pattern: ../images/ (content/images seen from a content folder). */
export const IMAGE_PREFIX = "^\\.\\.\\/images\\/"
const IMAGE_NAME_MESSAGE = "the file name may only use letters, digits, - and _ and must end in .jpg, .jpeg, .png or .webp: rename the file and upload it again"

function stringField(name: string, description: Description, schema: SchemaLike | undefined): Partial<CmsField> {
  const options = (description.oneOf ?? []).filter((value): value is string => typeof value === "string" && value !== "")
  if (options.length) {
    const labels = OPTION_LABELS[name]
    return { widget: "select", options: labels ? options.map((value) => ({ label: labels[value] ?? value, value })) : options }
  }
  const matches = testOf(description, "matches")
  const regex = matches?.params?.regex as RegExp | undefined
  if (regex && regex.source.startsWith(IMAGE_PREFIX)) {
    // Decap's image widget writes public_folder + "/" + file name, and checks its pattern
    // against the file name alone; so the pattern here is the file-name part of the build's.
    return {
      widget: "image",
      choose_url: false,
      media_library: { config: { multiple: false } },
      pattern: [`^${regex.source.slice(IMAGE_PREFIX.length)}`, IMAGE_NAME_MESSAGE],
    }
  }
  const parts: string[] = []
  const messages: string[] = []
  const min = testOf(description, "min")?.params?.min as number | undefined
  const max = testOf(description, "max")?.params?.max as number | undefined
  if (min !== undefined || max !== undefined) {
    parts.push(`(?=[\\s\\S]{${min ?? 0},${max ?? ""}}$)`)
    if (min !== undefined) messages.push(messageOf(schema, "min") ?? `must be at least ${min} characters`)
    if (max !== undefined) messages.push(messageOf(schema, "max") ?? `must be at most ${max} characters`)
  }
  if (regex) {
    parts.push(regex.source.replace(/^\^/, ""))
    messages.push(messageOf(schema, "matches") ?? "has the wrong format")
  } else if (testOf(description, "email")) {
    parts.push("[^@\\s]+@[^@\\s]+\\.[^@\\s]+$")
    messages.push(messageOf(schema, "email") ?? "must be an e-mail address")
  } else if (testOf(description, "url")) {
    parts.push("https?:\\/\\/[^\\s/$.?#][^\\s]*$")
    messages.push(messageOf(schema, "url") ?? "must be a URL")
  }
  const field: Partial<CmsField> = { widget: LONG_TEXT.has(name) ? "text" : "string" }
  if (parts.length) field.pattern = [`^${parts.join("")}`, messages.join("; ")]
  return field
}

function numberField(description: Description): Partial<CmsField> {
  const integer = Boolean(testOf(description, "integer"))
  const field: Partial<CmsField> = { widget: "number", value_type: integer ? "int" : "float" }
  if (!integer) field.step = 0.0001
  const min = testOf(description, "min")?.params?.min
  const max = testOf(description, "max")?.params?.max
  if (typeof min === "number") field.min = min
  if (typeof max === "number") field.max = max
  return field
}

function arrayField(name: string, description: Description, schema: SchemaLike | undefined): Partial<CmsField> {
  const inner = description.innerType
  const innerSchema = schema?.innerType as SchemaLike | undefined
  const min = testOf(description, "min")?.params?.min as number | undefined
  const field: Partial<CmsField> = { widget: "list" }
  if (SINGULAR[name]) field.label_singular = SINGULAR[name]
  if (min !== undefined) field.min = min
  // A list the build wants present but allows empty: the editor starts it empty rather than
  // demanding an entry (Decap's "required" on a list means "not empty").
  if (!description.optional && !min) field.default = []
  if (inner?.type === "object" && inner.fields) {
    field.fields = fieldsOf(inner, innerSchema, name)
    field.summary = LIST_SUMMARIES[name] ?? `{{fields.${Object.keys(inner.fields)[0]}}}`
    field.collapsed = true
  } else if (inner?.type === "string" && inner.oneOf?.some((value) => typeof value === "string")) {
    return { ...stringField(name, inner, innerSchema), multiple: true, ...(min !== undefined ? { min } : {}) }
  } else if (inner) {
    field.field = toField("value", inner, innerSchema, labelOf(name).replace(/s$/, ""), name)
  }
  return field
}

/** One Decap field for one yup field. */
export function toField(name: string, description: Description, schema?: SchemaLike, label = labelOf(name), parent?: string): CmsField {
  let widget: Partial<CmsField>
  switch (description.type) {
    case "string":
      widget = stringField(name, description, schema)
      break
    case "number":
      widget = numberField(description)
      break
    case "boolean":
      widget = { widget: "boolean", default: description.default ?? false }
      break
    case "date":
      widget = { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true }
      break
    case "array":
      widget = arrayField(name, description, schema)
      break
    case "object":
      widget = { widget: "object", fields: fieldsOf(description, schema, name), collapsed: false }
      break
    default:
      widget = { widget: "string" }
  }
  const required = !description.optional && !(widget.widget === "list" && Array.isArray(widget.default))
  const field: CmsField = { label, name, widget: "string", required, ...widget } as CmsField
  const hint = parent === undefined ? HINTS[name] : NESTED_HINTS[parent]?.[name]
  if (hint) field.hint = hint
  return field
}

function fieldsOf(description: Description, schema: SchemaLike | undefined, parent?: string): CmsField[] {
  return Object.entries(description.fields ?? {}).map(([name, field]) =>
    toField(name, field, schema?.fields?.[name] as SchemaLike, labelOf(name), parent),
  )
}

/** The editor fields for a content type's schema. */
export function fieldsFor(schema: AnySchema): CmsField[] {
  return fieldsOf(effectiveDescription(schema), schema as SchemaLike)
}

// ---------------------------------------------------------------------------------------------
// Collections

interface MarkdownType {
  name: string
  label: string
  singular: string
  schema: AnySchema
  identifier: string
  summary: string
  sortable: string[]
  body: { label: string; required: boolean; hint: string }
  description: string
}

/** The markdown collections: content/<name>/<slug>.md, front matter plus body. */
export const MARKDOWN_TYPES: MarkdownType[] = [
  {
    name: "services",
    label: "Services",
    singular: "Service",
    schema: serviceSchema,
    identifier: "title",
    summary: "{{order}}. {{title}}",
    sortable: ["order", "title"],
    body: { label: "More about this service (optional)", required: false, hint: "Shown under the sections as \"More about ...\"." },
    description: "One page per service at /services/<slug>.",
  },
  {
    name: "locations",
    label: "Locations",
    singular: "Location",
    schema: locationSchema,
    identifier: "city",
    summary: "{{city}}, {{state}} ({{navGroup}})",
    sortable: ["city", "state", "order"],
    body: { label: "More about this city (optional)", required: false, hint: "Extra text shown at the end of the city page." },
    description: "One page per city at /locations/<slug>. The slug is the lowercase city name with spaces turned into hyphens (St. Petersburg: st-petersburg).",
  },
  {
    name: "clients",
    label: "Clients",
    singular: "Client page",
    schema: clientSchema,
    identifier: "title",
    summary: "{{title}}",
    sortable: ["title"],
    body: { label: "More about this client type (optional)", required: false, hint: "Extra text shown at the end of the page." },
    description: "Pages by client type at /clients/<slug>. Describe the kind of client; never claim an endorsement.",
  },
  {
    name: "posts",
    label: "Blog posts",
    singular: "Blog post",
    schema: postSchema,
    identifier: "title",
    summary: "{{title}} ({{date}})",
    sortable: ["date", "title", "category"],
    body: { label: "Article", required: true, hint: "The article itself. Use headings (##) to break it up." },
    description: "Articles at /blog/<slug>, newest first.",
  },
  {
    name: "jobs",
    label: "Jobs",
    singular: "Job",
    schema: jobSchema,
    identifier: "title",
    summary: "{{title}} ({{board}}, until {{validThrough}})",
    sortable: ["order", "title", "validThrough"],
    body: { label: "Full job description", required: true, hint: "Duties, schedule, requirements and what we offer." },
    description: "Open roles, each with its own page at /jobs/<slug>. A role past its \"Open until\" date disappears from the site.",
  },
]

/** The data files: one collection each, since each has its own format. */
export const DATA_FILES = [
  { name: "faq", label: "FAQ", fileLabel: "Frequently asked questions", file: "content/data/faq.yaml", schema: faqSchema, itemLabel: "Questions", singular: "question" },
  { name: "testimonials", label: "Testimonials", fileLabel: "Testimonials", file: "content/data/testimonials.yaml", schema: testimonialsSchema, itemLabel: "Testimonials", singular: "testimonial" },
] as const

export const SETTINGS_FILE = "content/settings/site.json"

function markdownCollection(type: MarkdownType): CmsCollection {
  return {
    name: type.name,
    label: type.label,
    label_singular: type.singular,
    description: type.description,
    folder: `content/${type.name}`,
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: true,
    slug: "{{fields.slug}}",
    identifier_field: type.identifier,
    summary: type.summary,
    sortable_fields: type.sortable,
    editor: { preview: false },
    fields: [
      ...fieldsFor(type.schema),
      { label: type.body.label, name: "body", widget: "markdown", required: type.body.required, hint: type.body.hint },
    ],
  }
}

/** A yup array schema at the top of a file becomes one list field named "list". */
function rootListField(schema: AnySchema, label: string, singular: string): CmsField {
  return { ...toField(ROOT_LIST_FIELD, effectiveDescription(schema), schema as SchemaLike, label, "(file)"), label_singular: singular }
}

function dataCollection(data: (typeof DATA_FILES)[number]): CmsCollection {
  return {
    name: data.name,
    label: data.label,
    format: ROOT_LIST_FORMAT,
    extension: "yaml",
    editor: { preview: false },
    files: [{ name: data.name, label: data.fileLabel, file: data.file, fields: [rootListField(data.schema, data.itemLabel, data.singular)] }],
  }
}

const pageLabel = (name: string) => `${labelOf(name.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()))} page`

export function collections(): CmsCollection[] {
  const list: CmsCollection[] = [
    ...MARKDOWN_TYPES.map(markdownCollection),
    ...DATA_FILES.map(dataCollection),
    {
      name: "settings",
      label: "Site settings",
      format: "json",
      extension: "json",
      editor: { preview: false },
      files: [
        {
          name: "site",
          label: "Company details",
          file: SETTINGS_FILE,
          description: "Name, phone, e-mail, address and other facts every page reads.",
          fields: fieldsFor(siteSettingsSchema),
        },
      ],
    },
  ]
  const pages = Object.entries(pageSchemas).sort(([a], [b]) => a.localeCompare(b))
  if (pages.length) {
    list.push({
      name: "pages",
      label: "Page copy",
      format: "yaml",
      extension: "yaml",
      editor: { preview: false },
      files: pages.map(([name, schema]) => ({ name, label: pageLabel(name), file: `content/pages/${name}.yaml`, fields: fieldsFor(schema) })),
    })
  }
  return list
}

// ---------------------------------------------------------------------------------------------
// The whole configuration

export interface CmsOptions {
  /** "github" (default) or "git-gateway": DECAP_BACKEND. */
  backend?: string
  /** owner/name of the repository on GitHub: DECAP_REPO. */
  repo?: string
  /** The branch editors publish to: DECAP_BRANCH (default main). */
  branch?: string
  /** OAuth server for GitHub logins when the site is not hosted on Netlify: DECAP_BASE_URL. */
  baseUrl?: string
  /** Path on that server, e.g. "auth" or "api/auth": DECAP_AUTH_ENDPOINT. */
  authEndpoint?: string
  /** Use `npx decap-server` on this machine instead of the git host (on under `gatsby develop`). */
  localBackend?: boolean
  siteUrl?: string
}

export const DEFAULT_REPO = "your-company/florida-commercial-cleaning"

/** Options from the environment (documented in docs/editing.md). */
export function optionsFromEnv(env: NodeJS.ProcessEnv, develop: boolean): CmsOptions {
  const flag = env.DECAP_LOCAL_BACKEND
  return {
    backend: env.DECAP_BACKEND || "github",
    repo: env.DECAP_REPO || undefined,
    branch: env.DECAP_BRANCH || undefined,
    baseUrl: env.DECAP_BASE_URL || undefined,
    authEndpoint: env.DECAP_AUTH_ENDPOINT || undefined,
    localBackend: flag ? flag === "true" || flag === "1" : develop,
  }
}

export function backendOf(options: CmsOptions): Record<string, unknown> {
  const name = options.backend ?? "github"
  if (name !== "github" && name !== "git-gateway") {
    throw new Error(`DECAP_BACKEND must be "github" or "git-gateway", not "${name}"`)
  }
  const backend: Record<string, unknown> = { name, branch: options.branch ?? "main" }
  if (name === "github") backend.repo = options.repo ?? DEFAULT_REPO
  if (options.baseUrl) backend.base_url = options.baseUrl
  if (options.authEndpoint) backend.auth_endpoint = options.authEndpoint
  backend.commit_messages = {
    create: "Add {{collection}} \"{{slug}}\" (by {{author-name}} in /admin)",
    update: "Update {{collection}} \"{{slug}}\" (by {{author-name}} in /admin)",
    delete: "Delete {{collection}} \"{{slug}}\" (by {{author-name}} in /admin)",
    uploadMedia: "Upload \"{{path}}\" (by {{author-name}} in /admin)",
    deleteMedia: "Delete \"{{path}}\" (by {{author-name}} in /admin)",
  }
  return backend
}

export function buildCmsConfig(options: CmsOptions = {}): CmsConfig {
  const config: CmsConfig = {
    backend: backendOf(options),
    publish_mode: "simple",
    media_folder: "content/images",
    public_folder: "../images",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: collections(),
  }
  if (options.localBackend) config.local_backend = true
  if (options.siteUrl) {
    config.site_url = options.siteUrl
    config.display_url = options.siteUrl
  }
  config.logo_url = "/favicon.svg"
  return config
}

/** Every regular expression in the config, for tests: the yup source it came from stays readable. */
export const patternOf = (field: CmsField) => (field.pattern ? new RegExp(field.pattern[0]) : undefined)
