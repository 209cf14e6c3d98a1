/**
 * The one list of content types: where each lives in content/, the GraphQL node type it becomes,
 * its schema (fields, required flags, choices), its route and template, and how the /admin editor
 * presents it. Everything else is derived: the GraphQL types (gatsby/schema/), the nodes
 * (gatsby/on-create-node.ts), the pages (gatsby/create-pages.ts), the build's content check
 * (gatsby/validate-content.ts) and the editor's collections (gatsby/cms/).
 */
import type { AnySchema } from "yup"
import type { Lang } from "../i18n/language"
import { routes } from "../routes"
import { pageSchemas } from "./page-schemas"
import { assessmentScheduleSchema } from "./schedule-schema"
import {
  clientSchema,
  faqSchema,
  hiringSettingsSchema,
  jobSchema,
  jobSpanishSchema,
  locationSchema,
  postSchema,
  serviceSchema,
  siteSettingsSchema,
  testimonialsSchema,
} from "./schemas"

/** How /admin lists a markdown collection and names its body field. */
export interface MarkdownEditor {
  label: string
  singular: string
  identifier: string
  summary: string
  sortable: string[]
  body: { label: string; required: boolean; hint: string }
  description: string
}

/** content/<folder>/<slug>.md: front matter checked by `schema`, one page per file. */
export interface MarkdownType {
  folder: string
  nodeType: string
  schema: AnySchema
  route: (slug: string) => string
  /** src/templates/<template>.tsx */
  template: string
  /** Has a validThrough date: no page once it has passed on the build's `now`. */
  expires?: boolean
  editor: MarkdownEditor
}

export const MARKDOWN_TYPES = [
  {
    folder: "services",
    nodeType: "Service",
    schema: serviceSchema,
    route: routes.service,
    template: "service",
    editor: {
      label: "Services",
      singular: "Service",
      identifier: "title",
      summary: "{{order}}. {{title}}",
      sortable: ["order", "title"],
      body: { label: "More about this service (optional)", required: false, hint: "Shown under the sections as \"More about ...\"." },
      description: "One page per service at /services/<slug>.",
    },
  },
  {
    folder: "locations",
    nodeType: "Location",
    schema: locationSchema,
    route: routes.location,
    template: "location",
    editor: {
      label: "Locations",
      singular: "Location",
      identifier: "city",
      summary: "{{city}}, {{state}} ({{navGroup}})",
      sortable: ["city", "state", "order"],
      body: { label: "More about this city (optional)", required: false, hint: "Extra text shown at the end of the city page." },
      description:
        "One page per city at /locations/<slug>. The slug is the lowercase city name with spaces turned into hyphens (St. Petersburg: st-petersburg).",
    },
  },
  {
    folder: "clients",
    nodeType: "Client",
    schema: clientSchema,
    route: routes.client,
    template: "client",
    editor: {
      label: "Clients",
      singular: "Client page",
      identifier: "title",
      summary: "{{title}}",
      sortable: ["title"],
      body: { label: "More about this client type (optional)", required: false, hint: "Extra text shown at the end of the page." },
      description: "Pages by client type at /clients/<slug>. Describe the kind of client; never claim an endorsement.",
    },
  },
  {
    folder: "posts",
    nodeType: "Post",
    schema: postSchema,
    route: routes.post,
    template: "post",
    editor: {
      label: "Blog posts",
      singular: "Blog post",
      identifier: "title",
      summary: "{{title}} ({{date}})",
      sortable: ["date", "title", "category"],
      body: { label: "Article", required: true, hint: "The article itself. Use headings (##) to break it up." },
      description: "Articles at /blog/<slug>, newest first.",
    },
  },
  {
    folder: "jobs",
    nodeType: "Job",
    schema: jobSchema,
    route: routes.job,
    template: "job",
    expires: true,
    editor: {
      label: "Jobs",
      singular: "Job",
      identifier: "title",
      summary: "{{title}} ({{board}}, until {{validThrough}})",
      sortable: ["order", "title", "validThrough"],
      body: { label: "Full job description", required: true, hint: "Duties, schedule, requirements and what we offer." },
      description: "Open roles, each with its own page at /jobs/<slug>. A role past its \"Open until\" date disappears from the site.",
    },
  },
] as const satisfies readonly MarkdownType[]

/**
 * content/<folder>/es/<slug>.md: the Spanish of the entry content/<folder>/<slug>.md, a node of its own type
 * that the original links as `es` (by slug). Only the hiring pages are in Spanish, so only jobs have one. An
 * entry without it builds in English only (the build says so); one without an English original fails.
 */
export interface TranslationType {
  lang: Exclude<Lang, "en">
  /** The folder of the originals. */
  original: string
  folder: string
  nodeType: string
  schema: AnySchema
  route: (slug: string) => string
  editor: Omit<MarkdownEditor, "sortable" | "identifier"> & { name: string }
}

export const MARKDOWN_TRANSLATIONS: readonly TranslationType[] = [
  {
    lang: "es",
    original: "jobs",
    folder: "jobs/es",
    nodeType: "JobEs",
    schema: jobSpanishSchema,
    route: routes.esJob,
    editor: {
      name: "jobs-es",
      label: "Jobs in Spanish",
      singular: "Spanish job",
      summary: "{{slug}}: {{title}}",
      body: { label: "Full job description (Spanish)", required: true, hint: "The same role as the English page, written in Spanish: duties, schedule, requirements and what we offer." },
      description:
        "The Spanish page of a job, at /es/empleos/<slug>. Pick the English job it belongs to; a job without one is shown in English only. Write it as you would say it to an applicant, not word for word.",
    },
  },
]

/** The translation of a content folder ("jobs/es"), if it is one. */
export const translationTypeOf = (folder: string): TranslationType | undefined => MARKDOWN_TRANSLATIONS.find((type) => type.folder === folder)

/** The translations of a markdown type's entries ("jobs": the Spanish jobs). */
export const translationsOf = (folder: string): TranslationType[] => MARKDOWN_TRANSLATIONS.filter((type) => type.original === folder)

/** The schedule's file under content/ (the build publishes it; tests read it). */
export const ASSESSMENT_SCHEDULE_FILE = "settings/assessment-schedule.json"

/** A YAML file whose top level is a list; gatsby-transformer-yaml makes each entry a node. */
export interface DataFileType {
  /** Path under content/. */
  file: string
  nodeType: string
  schema: AnySchema
  editor: { name: string; label: string; fileLabel: string; itemLabel: string; singular: string }
}

export const DATA_FILES: readonly DataFileType[] = [
  {
    file: "data/faq.yaml",
    nodeType: "FaqYaml",
    schema: faqSchema,
    editor: { name: "faq", label: "FAQ", fileLabel: "Frequently asked questions", itemLabel: "Questions", singular: "question" },
  },
  {
    file: "data/testimonials.yaml",
    nodeType: "TestimonialsYaml",
    schema: testimonialsSchema,
    editor: { name: "testimonials", label: "Testimonials", fileLabel: "Testimonials", itemLabel: "Testimonials", singular: "testimonial" },
  },
]

/** A JSON file of settings under content/settings/, read as a file (imported or published), not a GraphQL node. */
export interface SettingsFileType {
  file: string
  schema: AnySchema
  editor: { name: string; label: string; description: string }
}

/** The business facts every page reads (src/config/site.ts). */
export const SETTINGS: SettingsFileType = {
  file: "settings/site.json",
  schema: siteSettingsSchema,
  editor: { name: "site", label: "Company details", description: "Name, phone, e-mail, address and other facts every page reads." },
}

/** How the company hires, which the hiring pages read (src/config/hiring.ts): whether it uses E-Verify and its notices. */
export const HIRING_SETTINGS: SettingsFileType = {
  file: "settings/hiring.json",
  schema: hiringSettingsSchema,
  editor: {
    name: "hiring",
    label: "Hiring",
    description:
      "Turn on E-Verify if the company uses it (Florida requires it from 25 employees): every hiring page then shows the E-Verify and Right to Work notices, in English and Spanish. Download them from your E-Verify account (Essential Resources).",
  },
}

/** When the free on-site assessment can be booked (src/lib/booking/); published as /assessment-schedule.json. */
export const ASSESSMENT_SCHEDULE_SETTINGS: SettingsFileType = {
  file: ASSESSMENT_SCHEDULE_FILE,
  schema: assessmentScheduleSchema,
  editor: {
    name: "assessment-schedule",
    label: "Assessment schedule",
    description:
      "When prospects can book the free on-site assessment online: opening hours, window length, crews, notice, holidays and the days for cities far from Tampa. Takes effect within 10 minutes of the site being rebuilt.",
  },
}

export const SETTINGS_FILES: readonly SettingsFileType[] = [SETTINGS, HIRING_SETTINGS, ASSESSMENT_SCHEDULE_SETTINGS]

/**
 * content/pages/<name>.yaml: the copy of one home or company page; content/pages/<name>.es.yaml its Spanish, beside
 * it so that its image paths (../images/) are the same.
 */
export interface PageCopyType {
  name: string
  lang: Lang
  file: string
  /** The same node type in both languages: a query picks one with `lang: { eq: "es" }`. */
  nodeType: string
  schema: AnySchema
  /** True for a page in both languages: its node type has a `lang` field. */
  translated: boolean
}

/**
 * The page copy also written in Spanish: the hiring pages (the jobs and their list, and careers), and what the
 * privacy page says about job applications (privacy.es.yaml, a page of its own for applicants, no hreflang pair).
 */
export const SPANISH_PAGES = ["careers", "jobs", "privacy"] as const

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_m, _dash, c: string) => c.toUpperCase())

/** Read when called, so a schema registered later (tests do) is included. */
export function pageCopyTypes(): PageCopyType[] {
  return Object.entries(pageSchemas).flatMap(([name, schema]) => {
    const nodeType = `${pascal(name)}PageYaml`
    const translated = (SPANISH_PAGES as readonly string[]).includes(name)
    const english: PageCopyType = { name, lang: "en", file: `pages/${name}.yaml`, nodeType, schema, translated }
    return translated ? [english, { ...english, lang: "es" as const, file: `pages/${name}.es.yaml` }] : [english]
  })
}

/** The node type gatsby-transformer-yaml gives the entries of a YAML file under content/ (gatsby-config.ts). */
export const yamlNodeTypeOf = (file: string): string | undefined =>
  [...DATA_FILES, ...pageCopyTypes()].find((type) => type.file === file)?.nodeType

/** The markdown type of a content folder, if it is one. */
export const markdownTypeOf = (folder: string): MarkdownType | undefined => MARKDOWN_TYPES.find((type) => type.folder === folder)

/** The node type of a markdown file in this content folder ("jobs": Job, "jobs/es": JobEs). */
export const markdownNodeTypeOf = (folder: string): string | undefined =>
  (markdownTypeOf(folder) ?? translationTypeOf(folder))?.nodeType

/** The schema the build applies to a file under content/ ("services/x.md", "jobs/es/x.md", "pages/home.yaml"). */
export function schemaFor(path: string): AnySchema | undefined {
  const single = [...DATA_FILES, ...SETTINGS_FILES, ...pageCopyTypes()].find((type) => type.file === path)
  if (single) return single.schema
  const at = path.lastIndexOf("/")
  const dir = path.slice(0, at)
  return at > 0 && path.endsWith(".md") ? (markdownTypeOf(dir) ?? translationTypeOf(dir))?.schema : undefined
}
