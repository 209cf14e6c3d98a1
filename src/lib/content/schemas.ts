/**
 * The content contract checked at build time: one yup schema per content type.
 * Field names match the GraphQL types in gatsby/schema/ and the /admin editor.
 */
import * as yup from "yup"
import {
  BLOG_CATEGORIES,
  JOB_BOARDS,
  JOB_TYPES,
  NAV_GROUPS,
  SECTION_KINDS,
  STATE_CODES,
} from "./constants"

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const LINK = /^(\/[a-z0-9\-/]*|tel:.+|mailto:.+|sms:.+)$/
const IMAGE = /^\.\.\/images\/[\w-]+\.(jpg|jpeg|png|webp)$/

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
const order = () => yup.number().typeError("must be a number").integer("must be a whole number").min(0).required("is required")
export const strings = (min: number) =>
  yup.array(required()).min(min, `must list at least ${min}`).required("is required")

export const sectionItemSchema = yup.object({
  title: required(),
  text: text(),
  link: text().matches(LINK, "must be a site path like /quote, or a tel:/mailto:/sms: link"),
})

export const sectionSchema = yup.object({
  id: slug(),
  kind: required().oneOf([...SECTION_KINDS], `must be one of ${SECTION_KINDS.join(", ")}`),
  heading: required(),
  intro: text(),
  items: yup
    .array(sectionItemSchema)
    .required("is required")
    .when("kind", {
      is: (kind: string) => kind !== "text",
      then: (schema) => schema.min(1, "must have at least one item"),
    }),
})

export const sections = () =>
  yup
    .array(sectionSchema)
    .required("is required")
    .test("unique-ids", "section ids must be unique", (list) => !list || new Set(list.map((s) => s.id)).size === list.length)

const page = {
  slug: slug(),
  title: required(),
  metaTitle: metaTitle(),
  description: description(),
}

export const serviceSchema = yup.object({
  ...page,
  order: order(),
  inNav: yup.boolean().required("is required"),
  emergency: yup.boolean().default(false),
  summary: required(),
  intro: required(),
  image: image().required("is required"),
  imageAlt: imageAlt(),
  sections: sections(),
})

export const locationSchema = yup.object({
  slug: slug(),
  city: required(),
  state: required().oneOf([...STATE_CODES], `must be one of ${STATE_CODES.join(", ")}`),
  navGroup: required().oneOf([...NAV_GROUPS, "none"], `must be one of ${NAV_GROUPS.join(", ")}, none`),
  order: order(),
  layout: required().oneOf(["rich", "standard"], "must be rich or standard"),
  metaTitle: metaTitle(),
  description: description(),
  intro: required(),
  nearbyAreas: strings(3),
  industries: strings(3),
  image: image(),
  imageAlt: imageAlt(),
  sections: sections(),
})

export const clientSchema = yup.object({
  ...page,
  clientType: required(),
  summary: required(),
  intro: required(),
  image: image().required("is required"),
  imageAlt: imageAlt(),
  sections: sections(),
})

export const postSchema = yup.object({
  ...page,
  metaTitle: text().max(60, "must be at most 60 characters"),
  date: yup.date().typeError("must be a date like 2024-03-15").required("is required"),
  author: required(),
  category: required().oneOf([...BLOG_CATEGORIES], `must be one of ${BLOG_CATEGORIES.join(", ")}`),
  excerpt: required(),
  image: image(),
  imageAlt: imageAlt(),
})

export const jobSchema = yup.object({
  slug: slug(),
  title: required(),
  type: required().oneOf([...JOB_TYPES], `must be one of ${JOB_TYPES.join(", ")}`),
  board: required().oneOf([...JOB_BOARDS], `must be one of ${JOB_BOARDS.join(", ")}`),
  order: order(),
  summary: required(),
  description: description(),
  validThrough: yup.date().typeError("must be a date like 2026-12-31").required("is required"),
  location: yup
    .object({
      city: required(),
      region: required().oneOf([...STATE_CODES], `must be one of ${STATE_CODES.join(", ")}`),
    })
    .required("is required"),
  schedule: required(),
  pay: required(),
})

export const faqSchema = yup
  .array(yup.object({ q: required(), a: required() }))
  .min(1, "must have at least one question")
  .required("is required")

export const testimonialsSchema = yup
  .array(
    yup.object({
      name: required(),
      text: required(),
      rating: yup.number().typeError("must be a number").integer().min(1).max(5).required("is required"),
    }),
  )
  .min(1, "must have at least one testimonial")
  .required("is required")

export const siteSettingsSchema = yup.object({
  companyName: required(),
  legalName: required(),
  tagline: required(),
  description: description(),
  phone: required().matches(/^\+1-\d{3}-\d{3}-\d{4}$/, "must look like +1-813-555-0142"),
  phoneDisplay: required(),
  sms: required().matches(/^\+1-\d{3}-\d{3}-\d{4}$/, "must look like +1-813-555-0142"),
  email: required().email("must be an e-mail address"),
  address: yup
    .object({
      streetAddress: required(),
      locality: required(),
      region: required(),
      postalCode: required().matches(/^\d{5}$/, "must be 5 digits"),
      country: required(),
    })
    .required("is required"),
  openingHours: required(),
  serviceStates: yup.array(required().oneOf([...STATE_CODES])).min(1).required("is required"),
  priceRange: required(),
  foundingYear: yup.number().integer().required("is required"),
  copyrightYear: yup.number().integer().required("is required"),
  geo: yup.object({ latitude: yup.number().required(), longitude: yup.number().required() }).required("is required"),
  socialImage: required(),
  claims: strings(3),
  defaultSiteUrl: required().url("must be a URL"),
})
