/**
 * JSON-LD nodes for individual pages. Pure functions: content in, schema.org out.
 * Each is added to the page's @graph next to the site-wide nodes.
 */
import type { AboutPage, Blog, BlogPosting, ContactPage, FAQPage, Place, Service, WebPage } from "schema-dts"
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

/** A city we serve: where its crews start from and how far they go (content/locations). */
export interface ServedCityInfo {
  city: string
  state: StateCode
  geo: { latitude: number; longitude: number }
  /** Miles. */
  serviceRadius: number
}

export interface CityInfo extends PageInfo, ServedCityInfo {}

const METRES_PER_MILE = 1609.344

/**
 * The city as a schema.org City, with the circle its crews cover as its `geo` (a GeoCircle: the city's map
 * position and the service radius, in metres as schema.org reads a bare number), from the same coordinates
 * and radius as the ZIP check and the map.
 */
export function servedCity({ city, state, geo, serviceRadius }: ServedCityInfo): Place {
  return {
    "@type": "City",
    name: city,
    containedInPlace: { "@type": "State", name: STATE_NAMES[state] },
    geo: {
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude },
      geoRadius: Math.round(serviceRadius * METRES_PER_MILE),
    },
  } as Place
}

/** A location page: commercial cleaning offered in one city. */
export function cityServiceNode({ path, title, description, ...served }: CityInfo): Service {
  return {
    "@type": "Service",
    "@id": `${absoluteUrl(path)}#service`,
    name: title,
    description,
    url: absoluteUrl(path),
    serviceType: "Commercial cleaning",
    provider,
    areaServed: servedCity(served),
  }
}

/** The service-areas page: one Service whose areaServed lists every city, each with its circle. */
export function serviceAreasNode(path: string, cities: readonly ServedCityInfo[]): Service {
  return {
    "@type": "Service",
    "@id": `${absoluteUrl(path)}#service-areas`,
    name: `${site.companyName} service areas`,
    serviceType: "Commercial cleaning",
    provider,
    areaServed: cities.map(servedCity),
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
