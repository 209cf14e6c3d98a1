/**
 * The field vocabulary of the content contract: small yup builders with the build's messages.
 * What yup cannot say about a field, but GraphQL and the editor need, rides along as meta:
 * the name of an object's GraphQL type, the name of a choice's GraphQL enum, and the node type a
 * slug points at. gatsby/schema/sdl.ts and gatsby/cms/ read it back with describe().
 */
import * as yup from "yup"

declare module "yup" {
  interface CustomSchemaMetadata {
    /** An object's GraphQL type name (nested objects must have one). */
    graphqlType?: string
    /** A choice's GraphQL enum name; only for values that are GraphQL names (FL, FULL_TIME, rich). */
    graphqlEnum?: string
    /** A slug (or list of slugs) that names a node of this type: `@link(by: "slug")`. */
    link?: string
    /** The value the /admin editor fills in for a new entry (the file must still state it). */
    editorDefault?: unknown
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A path inside content/images as seen from a content folder; the SDL and the editor recognise images by it. */
export const IMAGE = /^\.\.\/images\/[\w-]+\.(jpg|jpeg|png|webp)$/

export const text = () => yup.string().trim()
export const required = () => text().required("is required")
export const slug = () => required().matches(SLUG, "must be lowercase words joined by hyphens")
export const metaTitle = () => required().max(60, "must be at most 60 characters")
export const description = () =>
  required().min(70, "must be at least 70 characters").max(160, "must be at most 160 characters")
export const image = () => text().matches(IMAGE, "must be ../images/<name>.jpg (or .png, .webp)")
export const imageAlt = () =>
  text().when("image", {
    is: (value: unknown) => Boolean(value),
    then: (schema) => schema.required("is required when image is set"),
  })
export const order = () =>
  yup.number().typeError("must be a number").integer("must be a whole number").min(0).required("is required")
/** A time of day as Florida writes it, in both languages: "6 pm", "2:30 am" (not 18:00, which YAML reads as a number). */
export const TIME_OF_DAY = /^(1[0-2]|[1-9])(:[0-5]\d)? (am|pm)$/
export const timeOfDay = () => required().matches(TIME_OF_DAY, "must be a time like 6 pm or 2:30 am")
/** A whole number in a range, or nothing. */
export const optionalCount = (min: number, max: number) =>
  yup.number().typeError("must be a number").integer("must be a whole number").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).optional()
export const flag = () => yup.boolean().typeError("must be true or false").required("is required")
/** A list of choices from a closed list, each at most once (it may be empty). */
export const choices = <T extends string>(values: readonly T[], graphqlEnum: string, min = 0) => {
  const list = yup
    .array(choice(values, graphqlEnum))
    .required("is required")
    .test("each-once", "lists the same value twice", (items) => !items || new Set(items).size === items.length)
  return min > 0 ? list.min(min, `must list at least ${min}`) : list
}
export const strings = (min: number) =>
  yup.array(required()).min(min, `must list at least ${min}`).required("is required")

/** A required choice from a closed list; `graphqlEnum` names the GraphQL enum it becomes. */
export const choice = <T extends string>(values: readonly T[], graphqlEnum?: string, message = `must be one of ${values.join(", ")}`) => {
  const schema = required().oneOf([...values], message)
  return graphqlEnum ? schema.meta({ graphqlEnum }) : schema
}

/** The slug of a node of another type (content/<folder>/<slug>.md), linked in GraphQL. */
export const slugOf = (nodeType: string) => slug().meta({ link: nodeType })

/** A list of such slugs. */
export const slugsOf = (nodeType: string, min: number, max = 30) =>
  yup
    .array(slug())
    .min(min, `must list at least ${min}`)
    .max(max, `must list at most ${max}`)
    .required("is required")
    .meta({ link: nodeType })

/**
 * An object that refuses fields it does not declare, naming them (yup's noUnknown strips them unseen when it casts,
 * so the build's non-strict check would never report one).
 */
export const onlyKnownFields = <S extends yup.AnyObjectSchema>(schema: S, message: (unknown: string) => string): S =>
  schema.test("only-known-fields", "has fields it does not declare", function () {
    const original: unknown = this.originalValue
    if (!original || typeof original !== "object" || Array.isArray(original)) return true
    const unknown = Object.keys(original).filter((key) => !Object.hasOwn(schema.fields, key))
    return unknown.length === 0 || this.createError({ message: message(unknown.join(", ")) })
  })

/** A named object type: the same name in GraphQL wherever the builder is used. */
export const named = <S extends yup.AnyObjectSchema>(graphqlType: string, schema: S): S => schema.meta({ graphqlType })
