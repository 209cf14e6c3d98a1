/**
 * Schemas for the copy of the home and company pages (content/pages/<name>.yaml). Each becomes the
 * GraphQL node type <Name>PageYaml (content-types.ts); nested objects carry the name of their
 * GraphQL type, shared wherever the same builder is used.
 */
import * as yup from "yup"
import type { AnySchema } from "yup"
import { ICON_NAMES } from "./icons"
import { description, image, imageAlt, metaTitle, named, required, slugOf, slugsOf, strings, text } from "./fields"
import { sections } from "./schemas"

const LINK = /^\/[a-z0-9\-/]*$/

// Icon names have hyphens, so they stay strings in GraphQL.
const icon = () => text().oneOf([...ICON_NAMES, undefined], `must be one of ${ICON_NAMES.join(", ")}`)

const hero = () =>
  named(
    "PageHeroCopy",
    yup.object({ eyebrow: text(), title: required(), intro: required(), image: image(), imageAlt: imageAlt() }),
  ).required("is required")

const block = () => named("CopyBlock", yup.object({ heading: required(), intro: text() })).required("is required")

const headingText = () => named("HeadingText", yup.object({ heading: required(), text: required() })).required("is required")

const item = named("CopyItem", yup.object({ title: required(), text: text(), icon: icon() }))

const items = (min: number, max = 20) =>
  yup
    .array(item)
    .min(min, `must have at least ${min} items`)
    .max(max, `must have at most ${max} items`)
    .required("is required")

const itemsBlock = (min: number, max?: number) =>
  named("ItemsBlock", yup.object({ heading: required(), intro: text(), items: items(min, max) })).required("is required")

const page = { metaTitle: metaTitle(), description: description(), hero: hero() }

const homeSchema = yup.object({
  ...page,
  hero: named(
    "HomeHero",
    yup.object({
      eyebrow: text(),
      title: required(),
      intro: required(),
      note: text(),
      slides: yup
        .array(named("HomeHeroSlide", yup.object({ image: image().required("is required"), alt: required() })))
        .length(3, "must have exactly 3 images")
        .required("is required"),
    }),
  ).required("is required"),
  banner: named(
    "HomeBanner",
    yup.object({
      title: required(),
      text: required(),
      links: yup
        .array(named("PageLink", yup.object({ label: required(), to: required().matches(LINK, "must be a site path like /services/x") })))
        .min(1, "must have at least one link")
        .required("is required"),
    }),
  ).required("is required"),
  trust: itemsBlock(6, 6),
  services: named("HomeServices", yup.object({ heading: required(), intro: text(), services: slugsOf("Service", 3, 12) })).required(
    "is required",
  ),
  carousel: named(
    "HomeCarousel",
    yup.object({
      heading: required(),
      intro: text(),
      label: required(),
      slides: yup
        .array(named("HomeCarouselSlide", yup.object({ service: slugOf("Service"), points: strings(1) })))
        .min(2, "must have at least 2 slides")
        .required("is required"),
    }),
  ).required("is required"),
  specialty: itemsBlock(3, 3),
  whyChooseUs: itemsBlock(3, 9),
  serviceAreas: named("HomeServiceAreas", yup.object({ heading: required(), intro: text(), cities: slugsOf("Location", 1, 12) })).required(
    "is required",
  ),
  testimonials: block(),
  cta: headingText(),
})

const faqPageSchema = yup.object({ ...page, aside: headingText() })

const aboutSchema = yup.object({
  ...page,
  mission: named("AboutMission", yup.object({ heading: required(), text: strings(1) })).required("is required"),
  facts: itemsBlock(4, 4),
  values: itemsBlock(3, 9),
  cta: headingText(),
})

const contactSchema = yup.object({ ...page, form: block(), aside: headingText() })

const careersSchema = yup.object({
  ...page,
  roles: named("CareersRoles", yup.object({ heading: required(), intro: text(), perks: required() })).required("is required"),
  benefits: itemsBlock(3, 6),
  more: headingText(),
})

const jobsSchema = yup.object({ ...page, roles: block(), general: headingText() })

const serviceAreasSchema = yup.object({ ...page, map: block(), cities: block() })

const blogSchema = yup.object({ ...page, quoteCard: headingText(), newsletter: headingText() })

const accessibilitySchema = yup.object({ ...page, sections: sections(), report: headingText() })

const privacySchema = yup.object({ ...page, sections: sections(), requests: headingText() })

/** /quote: the copy around the quote form (spec section 2, "Quote page"); the form itself is code. */
export const quotePageSchema = yup.object({
  ...page,
  steps: itemsBlock(3, 3),
  form: block(),
  contact: headingText(),
  response: headingText(),
  whyChooseUs: itemsBlock(7, 7),
})

/** content/pages/<name>.yaml -> its schema. */
export const pageSchemas: Record<string, AnySchema> = {
  home: homeSchema,
  faq: faqPageSchema,
  about: aboutSchema,
  contact: contactSchema,
  careers: careersSchema,
  jobs: jobsSchema,
  "service-areas": serviceAreasSchema,
  blog: blogSchema,
  accessibility: accessibilitySchema,
  privacy: privacySchema,
  quote: quotePageSchema,
}
