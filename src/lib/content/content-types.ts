/**
 * The one list of content types: where each lives in content/, the GraphQL node type it becomes,
 * its schema (fields, required flags, choices), its route and template, and how the /admin editor
 * presents it. Everything else is derived: the GraphQL types (gatsby/schema/), the nodes
 * (gatsby/on-create-node.ts), the pages (gatsby/create-pages.ts), the build's content check
 * (gatsby/validate-content.ts) and the editor's collections (gatsby/cms/).
 */
import type { AnySchema } from "yup"
import { routes } from "../routes"
import { pageSchemas } from "./page-schemas"
import {
  clientSchema,
  faqSchema,
  jobSchema,
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
  /** Has a validThrough date: no page once it has passed on the build's "now". */
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

/** The business facts every page reads (src/config/site.ts); imported as JSON, not a GraphQL node. */
export const SETTINGS = {
  file: "settings/site.json",
  schema: siteSettingsSchema,
  editor: { label: "Company details", description: "Name, phone, e-mail, address and other facts every page reads." },
} as const

/** content/pages/<name>.yaml: the copy of one home or company page. */
export interface PageCopyType {
  name: string
  file: string
  nodeType: string
  schema: AnySchema
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_m, _dash, c: string) => c.toUpperCase())

/** Read when called, so a schema registered later (tests do) is included. */
export function pageCopyTypes(): PageCopyType[] {
  return Object.entries(pageSchemas).map(([name, schema]) => ({
    name,
    file: `pages/${name}.yaml`,
    nodeType: `${pascal(name)}PageYaml`,
    schema,
  }))
}

/** The node type gatsby-transformer-yaml gives the entries of a YAML file under content/ (gatsby-config.ts). */
export const yamlNodeTypeOf = (file: string): string | undefined =>
  [...DATA_FILES, ...pageCopyTypes()].find((type) => type.file === file)?.nodeType

/** The markdown type of a content folder, if it is one. */
export const markdownTypeOf = (folder: string): MarkdownType | undefined => MARKDOWN_TYPES.find((type) => type.folder === folder)

/** The schema the build applies to a file under content/ ("services/x.md", "pages/home.yaml"). */
export function schemaFor(path: string): AnySchema | undefined {
  const single = [...DATA_FILES, SETTINGS].find((type) => type.file === path)
  if (single) return single.schema
  const [dir, file = ""] = path.split("/")
  const page = file.replace(/\.ya?ml$/, "")
  if (dir === "pages") return Object.hasOwn(pageSchemas, page) ? pageSchemas[page] : undefined
  return /\.md$/.test(file) ? markdownTypeOf(dir)?.schema : undefined
}
