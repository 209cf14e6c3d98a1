/**
 * JSON-LD nodes for individual pages. Pure functions: content in, schema.org out.
 * Each is added to the page's @graph next to the site-wide nodes.
 */
import type { AboutPage, Blog, BlogPosting, ContactPage, FAQPage, Service, WebPage } from "schema-dts"
import { STATE_NAMES, absoluteUrl, site, type StateCode } from "../../config/site"
import { areasServed } from "./site-graph"
import { routes } from "../routes"
import { LANGUAGE_TAGS, type Lang } from "../i18n/language"
import { ids } from "./ids"

const provider = { "@id": ids.localBusiness } as const

export interface PageInfo {
  path: string
  title: string
  description: string
}

export type WebPageType = "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage"

export function webPageNode({ path, title, description }: PageInfo, type: WebPageType = "WebPage", lang: Lang = "en"): WebPage | AboutPage | ContactPage {
  return {
    "@type": type,
    "@id": ids.webpage(path),
    url: absoluteUrl(path),
    name: title,
    description,
    isPartOf: { "@id": ids.website },
    about: { "@id": ids.organization },
    inLanguage: LANGUAGE_TAGS[lang],
  } as WebPage
}

export function serviceNode({ path, title, description }: PageInfo): Service {
  return {
    "@type": "Service",
    "@id": `${absoluteUrl(path)}#service`,
    name: title,
    description,
    url: absoluteUrl(path),
    serviceType: title,
    provider,
    areaServed: areasServed(),
  }
}

export interface CityInfo extends PageInfo {
  city: string
  state: StateCode
}

/** A location page: commercial cleaning offered in one city. */
export function cityServiceNode({ path, title, description, city, state }: CityInfo): Service {
  return {
    "@type": "Service",
    "@id": `${absoluteUrl(path)}#service`,
    name: title,
    description,
    url: absoluteUrl(path),
    serviceType: "Commercial cleaning",
    provider,
    areaServed: {
      "@type": "City",
      name: city,
      containedInPlace: { "@type": "State", name: STATE_NAMES[state] },
    },
  }
}

/** The service-areas page: one Service whose areaServed lists every city. */
export function serviceAreasNode(path: string, cities: readonly { city: string; state: StateCode }[]): Service {
  return {
    "@type": "Service",
    "@id": `${absoluteUrl(path)}#service-areas`,
    name: `${site.companyName} service areas`,
    serviceType: "Commercial cleaning",
    provider,
    areaServed: cities.map(({ city, state }) => ({
      "@type": "City",
      name: city,
      containedInPlace: { "@type": "State", name: STATE_NAMES[state] },
    })),
  }
}

export function faqPageNode(path: string, items: readonly { q: string; a: string }[]): FAQPage {
  return {
    "@type": "FAQPage",
    "@id": `${absoluteUrl(path)}#faq`,
    url: absoluteUrl(path),
    mainEntity: items.map(({ q, a }) => ({
      "@type": "Question",
      name: q,
      acceptedAnswer: { "@type": "Answer", text: a },
    })),
  }
}

export interface PostInfo {
  slug: string
  path: string
  title: string
  description: string
  date: string
  author: string
  category: string
  image?: string | null
}

export function blogPostingNode(post: PostInfo): BlogPosting {
  return {
    "@type": "BlogPosting",
    "@id": `${absoluteUrl(post.path)}#article`,
    headline: post.title,
    description: post.description,
    url: absoluteUrl(post.path),
    mainEntityOfPage: absoluteUrl(post.path),
    datePublished: post.date,
    dateModified: post.date,
    articleSection: post.category,
    author: { "@type": "Organization", name: post.author, url: absoluteUrl(routes.about) },
    publisher: { "@id": ids.organization },
    image: absoluteUrl(post.image ?? site.socialImage),
    inLanguage: "en-US",
  }
}

export function blogNode(path: string, description: string, posts: PostInfo[]): Blog {
  return {
    "@type": "Blog",
    "@id": `${absoluteUrl(path)}#blog`,
    name: `${site.companyName} Blog`,
    description,
    url: absoluteUrl(path),
    publisher: { "@id": ids.organization },
    blogPost: posts.map((post) => ({ "@id": `${absoluteUrl(post.path)}#article` })),
  }
}
