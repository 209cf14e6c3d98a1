/**
 * Checks every content file against its schema and the rules no single file can
 * show (unique slugs and titles, the city slug rule). Pure: it receives parsed
 * files and returns "content/<path>: <field>: <problem>" lines, all at once.
 */
import { ValidationError, type AnySchema } from "yup"
import { MARKDOWN_TRANSLATIONS, MARKDOWN_TYPES, markdownTypeOf, schemaFor, translationTypeOf } from "../src/lib/content/content-types"
import type { Description } from "./lib/describe-schema"
import { slugify } from "../src/lib/slug"

export { schemaFor }

export interface ContentFile {
  /** Path relative to the content folder, e.g. "services/office-cleaning.md". */
  path: string
  data: unknown
}

const fieldOf = (error: ValidationError) => error.path || "(file)"

/** yup's built-in messages start with the field path; ours do not. Keep only the problem. */
function messageOf(error: ValidationError): string {
  const message = error.errors[0]
  return error.path && message.startsWith(`${error.path} `) ? message.slice(error.path.length + 1) : message
}

function schemaProblems(file: ContentFile, schema: AnySchema): string[] {
  try {
    schema.validateSync(file.data, { abortEarly: false, strict: false })
    return []
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const inner = error.inner.length ? error.inner : [error]
    return inner.map((e) => `content/${file.path}: ${fieldOf(e)}: ${messageOf(e)}`)
  }
}

type Record_ = Record<string, unknown>
const isRecord = (value: unknown): value is Record_ => typeof value === "object" && value !== null && !Array.isArray(value)

function crossFileProblems(files: ContentFile[]): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  const claim = (key: string, file: ContentFile, field: string, what: string) => {
    const first = seen.get(key)
    if (first) problems.push(`content/${file.path}: ${field}: ${what} is already used by content/${first}`)
    else seen.set(key, file.path)
  }
  const paths = new Set(files.map((file) => file.path))
  for (const file of files) {
    const at = file.path.lastIndexOf("/")
    const [dir, name] = [file.path.slice(0, at), file.path.slice(at + 1)]
    const translation = translationTypeOf(dir)
    const markdown = markdownTypeOf(dir) ?? translation
    if (!(markdown || dir === "pages") || !isRecord(file.data)) continue
    const { slug, city, metaTitle, description } = file.data
    if (typeof metaTitle === "string") claim(`title/${metaTitle}`, file, "metaTitle", `"${metaTitle}"`)
    if (typeof description === "string") claim(`description/${description}`, file, "description", "this description")
    if (!markdown) continue
    const base = name.replace(/\.md$/, "")
    if (typeof slug === "string") {
      if (slug !== base) problems.push(`content/${file.path}: slug: must equal the file name "${base}"`)
      claim(`${dir}/slug/${slug}`, file, "slug", `"${slug}"`)
    }
    // A translation names its original by its file name (the slug): without the English, it has no page to be the Spanish of.
    const original = translation && `${translation.original}/${name}`
    if (original && !paths.has(original)) {
      problems.push(`content/${file.path}: (file): has no English original content/${original}; write that job first, or remove this file`)
    }
    if (dir === "locations" && typeof city === "string" && typeof slug === "string" && slugify(city) !== slug) {
      problems.push(`content/${file.path}: slug: must be "${slugify(city)}" (the lowercase city name with spaces turned into hyphens)`)
    }
  }
  return problems
}

/**
 * Slugs a file gives in fields that name an entry of another type (slugOf, slugsOf: home's services, the
 * schedule's far cities): each must be the slug of an existing entry, or the link would silently be empty.
 * Checked against the entries of that type among the files given (a build gives them all; a check of one
 * file alone, with no entry of that type, cannot tell).
 */
function linkProblems(file: ContentFile, schema: AnySchema, paths: Set<string>): string[] {
  const problems: string[] = []
  const walk = (description: Description, value: unknown, at: string) => {
    const folder = MARKDOWN_TYPES.find((type) => type.nodeType === description.meta?.link)?.folder
    if (folder && [...paths].some((path) => path.startsWith(`${folder}/`))) {
      const slugs = Array.isArray(value) ? value.map((slug, index) => [slug, `${at}[${index}]`] as const) : [[value, at] as const]
      for (const [slug, where] of slugs) {
        if (typeof slug === "string" && !paths.has(`${folder}/${slug}.md`)) {
          problems.push(`content/${file.path}: ${where}: "${slug}" names no entry (there is no content/${folder}/${slug}.md)`)
        }
      }
    } else if (description.type === "object" && isRecord(value)) {
      for (const [name, field] of Object.entries(description.fields ?? {})) walk(field, value[name], at ? `${at}.${name}` : name)
    } else if (description.type === "array" && description.innerType && Array.isArray(value)) {
      value.forEach((item, index) => walk(description.innerType!, item, `${at}[${index}]`))
    }
  }
  walk(schema.describe() as unknown as Description, file.data, "")
  return problems
}

/**
 * The entries that have no translation yet: they build in English only, which the build says (a warning, not
 * a failure: editors may publish a job before its Spanish is written).
 */
export function missingTranslationWarnings(files: ContentFile[]): string[] {
  const paths = new Set(files.map((file) => file.path))
  return MARKDOWN_TRANSLATIONS.flatMap(({ original, folder, lang }) =>
    files
      .filter((file) => file.path.startsWith(`${original}/`) && file.path.slice(original.length + 1).match(/^[^/]+\.md$/))
      .filter((file) => !paths.has(`${folder}/${file.path.slice(original.length + 1)}`))
      .map((file) => `content/${file.path}: no ${LANGUAGE_NAMES[lang]} version (content/${folder}/${file.path.slice(original.length + 1)}); it is built in English only`),
  )
}

const LANGUAGE_NAMES = { es: "Spanish" } as const

export function validateContent(files: ContentFile[]): string[] {
  const problems: string[] = []
  const paths = new Set(files.map((file) => file.path))
  for (const file of files) {
    const schema = schemaFor(file.path)
    if (!schema) {
      problems.push(`content/${file.path}: (file): no content type is defined for this file`)
      continue
    }
    problems.push(...schemaProblems(file, schema), ...linkProblems(file, schema, paths))
  }
  return [...problems, ...crossFileProblems(files)]
}
