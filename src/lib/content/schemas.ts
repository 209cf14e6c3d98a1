/**
 * The fields of each content type: one yup schema per type, with the build's messages. The build
 * validates with them (gatsby/validate-content.ts), the GraphQL types are generated from them
 * (gatsby/schema/sdl.ts) and so are the /admin editor's fields (gatsby/cms/). Where each type lives,
 * its node type, route and template are in content-types.ts.
 */
import * as yup from "yup"
import {
  BLOG_CATEGORIES,
  JOB_BOARDS,
  JOB_TYPES,
  LOCATION_LAYOUTS,
  NAV_GROUPS,
  PAY_UNITS,
  PHYSICAL_DEMANDS,
  SCHEDULE_EXTRAS,
  SECTION_KINDS,
  SERVICE_RADIUS,
  STATE_BOUNDS,
  STATE_CODES,
  STATE_NAMES,
  isStateCode,
  WEEKDAYS,
} from "./constants"
import {
  choice,
  choices,
  description,
  flag,
  image,
  imageAlt,
  metaTitle,
  named,
  optionalCount,
  onlyKnownFields,
  order,
  required,
  slug,
  strings,
  text,
  timeOfDay,
} from "./fields"

const LINK = /^(\/[a-z0-9\-/]*|tel:.+|mailto:.+|sms:.+)$/

export const sectionItemSchema = named(
  "SectionItem",
  yup.object({
    title: required(),
    text: text(),
    link: text().matches(LINK, "must be a site path like /quote, or a tel:/mailto:/sms: link"),
  }),
)

export const sectionSchema = named(
  "ContentSection",
  yup.object({
    id: slug(),
    kind: choice(SECTION_KINDS, "SectionKind"),
    heading: required(),
    intro: text(),
    items: yup
      .array(sectionItemSchema)
      .required("is required")
      .when("kind", {
        is: (kind: string) => kind !== "text",
        then: (schema) => schema.min(1, "must have at least one item"),
      }),
  }),
)

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

const degrees = (min: number, max: number) =>
  yup.number().typeError("must be a number of degrees").min(min, `must be from ${min} to ${max}`).max(max, `must be from ${min} to ${max}`).required("is required")

/** Where a city's crews start from: the centre of the service circle, the map's dot and the structured data's. */
const geoPoint = () =>
  named("GeoPoint", yup.object({ latitude: degrees(-90, 90), longitude: degrees(-180, 180) })).required("is required")

/** Miles around the city's map position where we serve (the ZIP check, the map's circle, the structured data's GeoCircle). */
const serviceRadius = () =>
  yup
    .number()
    .typeError("must be a number of miles")
    .integer("must be a whole number of miles")
    .min(SERVICE_RADIUS.min, `must be from ${SERVICE_RADIUS.min} to ${SERVICE_RADIUS.max} miles`)
    .max(SERVICE_RADIUS.max, `must be from ${SERVICE_RADIUS.min} to ${SERVICE_RADIUS.max} miles`)
    .required(`is required (in miles; ${SERVICE_RADIUS.default} suits most cities)`)
    .meta({ editorDefault: SERVICE_RADIUS.default })

/** The map position lies in the city's own state (a dropped minus sign or swapped numbers land elsewhere). */
function geoInState(this: yup.TestContext, value: { state?: unknown; geo?: { latitude?: unknown; longitude?: unknown } }) {
  const { state, geo } = value ?? {}
  const { latitude, longitude } = geo ?? {}
  // A missing or out-of-range number is already reported on its own field.
  const degrees = (v: unknown, limit: number): v is number => typeof v === "number" && Math.abs(v) <= limit
  if (!isStateCode(state) || !degrees(latitude, 90) || !degrees(longitude, 180)) return true
  const box = STATE_BOUNDS[state]
  const inside = (v: number, [min, max]: [number, number]) => v >= min && v <= max
  if (inside(latitude, box.latitude) && inside(longitude, box.longitude)) return true
  return this.createError({
    path: "geo",
    message: `is not in ${STATE_NAMES[state]} (latitude ${box.latitude.join(" to ")}, longitude ${box.longitude.join(" to ")}): check the numbers and the minus sign`,
  })
}

export const locationSchema = yup.object({
  slug: slug(),
  city: required(),
  state: choice(STATE_CODES, "StateCode"),
  // Menu group names have spaces, so they stay strings in GraphQL.
  navGroup: choice([...NAV_GROUPS, "none"]),
  order: order(),
  layout: choice(LOCATION_LAYOUTS, "LocationLayout", "must be rich or standard"),
  metaTitle: metaTitle(),
  description: description(),
  intro: required(),
  nearbyAreas: strings(3),
  industries: strings(3),
  geo: geoPoint(),
  serviceRadius: serviceRadius(),
  image: image(),
  imageAlt: imageAlt(),
  sections: sections(),
}).test("geo-in-state", "", geoInState)

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
  category: choice(BLOG_CATEGORIES),
  excerpt: required(),
  image: image(),
  imageAlt: imageAlt(),
})

const dollars = () =>
  yup.number().typeError("must be a number of dollars").positive("must be more than 0").required("is required")

/**
 * A job's stated pay, optional: when it is there, its card, its page and its JobPosting (baseSalary) show it;
 * when it is not, they say "Competitive pay" in the page's language. Both ends in US dollars, per hour or per year.
 */
const payRange = () =>
  named(
    "PayRange",
    yup.object({
      min: dollars(),
      max: dollars().test("not-below-min", "must be at least the minimum", function (max) {
        const { min } = this.parent as { min?: unknown }
        return !Number.isFinite(min) || typeof max !== "number" || max >= (min as number)
      }),
      per: choice(PAY_UNITS, "PayUnit"),
    }),
  )
    .default(undefined)
    .optional()

/**
 * When a job is worked: facts both languages render (src/lib/job-facts), so the Spanish page cannot say other
 * hours. Its start time names its shift (src/lib/job-application/shifts.ts), as the application form does.
 */
const jobSchedule = () =>
  named(
    "JobSchedule",
    yup.object({
      days: choices(WEEKDAYS, "Weekday", 1),
      start: timeOfDay(),
      end: timeOfDay(),
      hoursPerWeek: optionalCount(1, 60),
      extras: choices(SCHEDULE_EXTRAS, "ScheduleExtra"),
    }),
  ).required("is required")

/** What a job asks of an applicant: facts both languages render, the physical ones "with or without reasonable accommodation". */
const jobRequirements = () =>
  named(
    "JobRequirements",
    yup.object({
      /** The heaviest weight the job asks to lift, in pounds. */
      liftPounds: yup.number().typeError("must be a number").integer("must be a whole number").min(0).max(100, "must be at most 100").required("is required"),
      physical: choices(PHYSICAL_DEMANDS, "PhysicalDemand"),
      experienceYears: optionalCount(1, 20),
      driversLicense: flag(),
      transportation: flag(),
      backgroundCheck: flag(),
    }),
  ).required("is required")

/**
 * content/jobs/<slug>.md: every fact of a job (type, place, schedule, pay, requirements, closing date) once, for
 * both languages; its words are the English, and content/jobs/es/<slug>.md holds the Spanish words only.
 */
const jobFields = {
  slug: slug(),
  title: required(),
  type: choice(JOB_TYPES, "JobType"),
  board: choice(JOB_BOARDS, "JobBoard"),
  order: order(),
  summary: required(),
  description: description(),
  validThrough: yup.date().typeError("must be a date like 2026-12-31").required("is required"),
  location: named("JobLocation", yup.object({ city: required(), region: choice(STATE_CODES, "StateCode") })).required("is required"),
  schedule: jobSchedule(),
  requirements: jobRequirements(),
  payRange: payRange(),
}

export const jobSchema = onlyKnownFields(
  yup.object(jobFields),
  (unknown) => `has ${unknown}, which a job does not have (its pay is payRange, or "Competitive pay" without one)`,
)

/**
 * content/jobs/es/<slug>.md: the Spanish words of content/jobs/<slug>.md, written by the editors (never machine
 * translated): its title, summary, search description and body. Every fact is the English file's.
 */
export const jobSpanishSchema = onlyKnownFields(
  yup.object({ slug: jobFields.slug, title: jobFields.title, summary: jobFields.summary, description: jobFields.description }),
  (unknown) => `has ${unknown}: a job's facts (schedule, pay, place, requirements, dates) are written once, in the English file`,
)

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

const phone = () => required().matches(/^\+1-\d{3}-\d{3}-\d{4}$/, "must look like +1-813-555-0142")

/** content/settings/site.json, read by src/config/site.ts (not a GraphQL node). */
export const siteSettingsSchema = yup.object({
  companyName: required(),
  legalName: required(),
  tagline: required(),
  description: description(),
  phone: phone(),
  phoneDisplay: required(),
  sms: phone(),
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

/**
 * A notice a company participating in E-Verify must show applicants: an https address or a file on this site (a
 * path such as /notices/e-verify-participation.pdf, from static/). Required when `eVerify` is on.
 */
const notice = () =>
  text()
    .matches(/^(https:\/\/\S+|\/[\w\-./]+\.(pdf|png|jpg))$/, {
      message: "must be an https:// address or a file on this site such as /notices/right-to-work-en.pdf",
      excludeEmptyString: true,
    })
    .when("eVerify", { is: true, then: (schema) => schema.required("is required when E-Verify is on") })

/**
 * content/settings/hiring.json, read by src/config/hiring.ts (not a GraphQL node). With `eVerify` on, every hiring
 * page shows the E-Verify participation and Right to Work notices, each in English and Spanish (docs/editing.md).
 */
export const hiringSettingsSchema = yup.object({
  eVerify: flag(),
  eVerifyPosterEnglish: notice(),
  eVerifyPosterSpanish: notice(),
  rightToWorkPosterEnglish: notice(),
  rightToWorkPosterSpanish: notice(),
})
