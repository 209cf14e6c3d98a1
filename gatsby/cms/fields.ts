/**
 * One Decap field per schema field: the widget follows the yup type, and required flags, choices,
 * patterns and limits come from the schema (with the build's own messages), so the editor asks
 * for what the build checks. Labels and hints come from src/lib/content/editor-text.ts.
 */
import type { AnySchema } from "yup"
import { HINTS, LIST_SUMMARIES, LONG_TEXT, NESTED_HINTS, OPTION_LABELS, SINGULAR, labelOf } from "../../src/lib/content/editor-text"
import { choicesOf, effectiveDescription, testOf, type Description } from "../lib/describe-schema"
import type { CmsField } from "./types"

export type SchemaLike = AnySchema & {
  fields?: Record<string, AnySchema>
  innerType?: AnySchema
  tests?: Array<{ OPTIONS?: { name?: string; message?: unknown } }>
}

/** The build's own error message for a test, so the editor says what the build would say. */
function messageOf(schema: SchemaLike | undefined, name: string): string | undefined {
  const message = schema?.tests?.find((test) => test.OPTIONS?.name === name)?.OPTIONS?.message
  return typeof message === "string" ? message : undefined
}

/** The start of the build's image pattern: ../images/ (content/images seen from a content folder). */
export const IMAGE_PREFIX = "^\\.\\.\\/images\\/"
const IMAGE_NAME_MESSAGE = "the file name may only use letters, digits, - and _ and must end in .jpg, .jpeg, .png or .webp: rename the file and upload it again"

function stringField(name: string, description: Description, schema: SchemaLike | undefined): Partial<CmsField> {
  const options = choicesOf(description)
  if (options.length) {
    const labels = OPTION_LABELS[name]
    return { widget: "select", options: labels ? options.map((value) => ({ label: labels[value] ?? value, value })) : options }
  }
  const regex = testOf(description, "matches")?.params?.regex as RegExp | undefined
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
  if (description.meta?.editorDefault !== undefined) field.default = description.meta.editorDefault
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
  } else if (inner?.type === "string" && choicesOf(inner).length) {
    // A choice list the build allows empty starts empty in the editor too (not "required", which Decap reads as "not empty").
    return { ...stringField(name, inner, innerSchema), multiple: true, ...(min ? { min } : !description.optional ? { default: [] } : {}) }
  } else if (inner) {
    field.field = toField("value", inner, innerSchema, labelOf(name).replace(/ies$/, "y").replace(/s$/, ""), name)
  }
  return field
}

/** A field Decap lets the editor leave empty, with its nested fields. */
const optionalField = (field: CmsField): CmsField => ({ ...field, required: false, ...(field.fields ? { fields: field.fields.map(optionalField) } : {}) })

const DATE: Partial<CmsField> = { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true }

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
      widget = DATE
      break
    case "array":
      widget = arrayField(name, description, schema)
      break
    case "object":
      // Decap checks an object's required fields even when the object itself is optional, so an editor
      // could not save a job that leaves its optional pay range empty: inside an optional object every
      // field is optional to Decap, and the build's content contract still asks for all of them when one is given.
      widget = { widget: "object", fields: fieldsOf(description, schema, name).map((field) => (description.optional ? optionalField(field) : field)), collapsed: false }
      break
    default:
      widget = { widget: "string" }
  }
  const required = !description.optional && !((widget.widget === "list" || widget.multiple) && Array.isArray(widget.default))
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
