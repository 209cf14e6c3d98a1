/**
 * Checks every content file against its schema and the rules no single file can
 * show (unique slugs and titles, the city slug rule). Pure: it receives parsed
 * files and returns "content/<path>: <field>: <problem>" lines, all at once.
 */
import { ValidationError, type AnySchema } from "yup"
import { markdownTypeOf, schemaFor } from "../src/lib/content/content-types"
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
  for (const file of files) {
    const [dir, name] = file.path.split("/")
    const markdown = markdownTypeOf(dir)
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
    if (dir === "locations" && typeof city === "string" && typeof slug === "string" && slugify(city) !== slug) {
      problems.push(`content/${file.path}: slug: must be "${slugify(city)}" (the lowercase city name with spaces turned into hyphens)`)
    }
  }
  return problems
}

export function validateContent(files: ContentFile[]): string[] {
  const problems: string[] = []
  for (const file of files) {
    const schema = schemaFor(file.path)
    if (!schema) {
      problems.push(`content/${file.path}: (file): no content type is defined for this file`)
      continue
    }
    problems.push(...schemaProblems(file, schema))
  }
  return [...problems, ...crossFileProblems(files)]
}
