/**
 * yup's describe(), read the way the GraphQL schema and the /admin editor need it. Both are
 * generated from the content schemas (src/lib/content/), so both read them through here.
 */
import type { AnySchema, CustomSchemaMetadata } from "yup"
import { IMAGE } from "../../src/lib/content/fields"

/** What yup's describe() returns, as far as the generators read it. */
export interface Description {
  type: string
  optional: boolean
  nullable?: boolean
  default?: unknown
  oneOf?: unknown[]
  meta?: CustomSchemaMetadata
  tests: Array<{ name?: string; params?: Record<string, unknown> }>
  fields?: Record<string, Description>
  innerType?: Description
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

export const testOf = (description: Description, name: string) => description.tests.find((test) => test.name === name)

/** A string field that holds a path into content/images (the field builder `image()`). */
export const isImage = (description: Description) =>
  (testOf(description, "matches")?.params?.regex as RegExp | undefined)?.source === IMAGE.source

/** The string choices of a field (oneOf without the empty values yup lists for optional fields). */
export const choicesOf = (description: Description | undefined): string[] =>
  (description?.oneOf ?? []).filter((value): value is string => typeof value === "string" && value !== "")
