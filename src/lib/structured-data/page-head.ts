/**
 * Everything a page's <head> says, as plain data: computed at build time (gatsby/page-heads.ts) from the
 * builders beside this file and handed to the page's Gatsby `Head` in its page context, so the browser
 * bundle carries only the renderer (src/components/seo/head-tags.tsx), never the JSON-LD builders.
 */
import type { Graph, Thing } from "schema-dts"
import { absoluteUrl, site } from "../../config/site"
import type { Alternate } from "../i18n/hiring-paths"
import { LANGUAGE_TAGS, type Lang } from "../i18n/language"
import { breadcrumbNode, type Crumb } from "./breadcrumbs"
import { webPageNode, type WebPageType } from "./pages"
import { siteGraph } from "./site-graph"

export interface PageHeadInput {
  /** The page's own title (meta title); the company name is appended unless it is already there. */
  title: string
  description: string
  /** The page's site path from routes, e.g. routes.service(slug); the canonical URL is built from it. */
  path: string
  /** Site path or absolute URL of the social preview image; the site's default when absent. */
  image?: string | null
  /**
   * The page's schema.org WebPage node, of this type, named and described as the page. Pages whose main
   * node is something else (a Service, a BlogPosting, a JobPosting) pass that in `jsonLd` instead.
   */
  webPage?: WebPageType
  /** The trail below Home, ending with this page; a BreadcrumbList is emitted when given. */
  breadcrumbs?: Crumb[]
  /** Further JSON-LD nodes, between the WebPage node and the BreadcrumbList. */
  jsonLd?: Thing[]
  noIndex?: boolean
  /** The page's language; English when absent. */
  lang?: Lang
  /** The same page in each language (hreflang), when it exists in more than one. */
  alternates?: Alternate[]
}

/** An hreflang link as the head renders it. */
export interface HeadAlternate {
  hreflang: string
  /** Absolute URL. */
  href: string
}

/** A page's head as its page context carries it (JSON: it travels in page-data.json). */
export interface HeadData {
  /** The full title, company name included. */
  title: string
  description: string
  /** Site path of the canonical URL. */
  path: string
  /** The canonical URL (absolute), also og:url; the 404 page renders the URL that was asked for instead. */
  url: string
  /** og:site_name: the company's name. */
  siteName: string
  /** Absolute URL of the social preview image. */
  image: string
  noIndex: boolean
  /** <html lang>: "en-US" or "es-US". */
  lang: string
  /** hreflang links to the page in each language and x-default; empty for a page in one language. */
  alternates: HeadAlternate[]
  /** The page's one JSON-LD @graph: the site-wide nodes, then WebPage, the page's own nodes, breadcrumbs. */
  jsonLd: Graph
}

export const pageTitle = (title: string) =>
  title.includes(site.companyName) ? title : `${title} | ${site.companyName}`

/** The head of one page, with its JSON-LD nodes in the same order on every page. */
export function pageHeadData({ title, description, path, image, webPage, breadcrumbs, jsonLd = [], noIndex = false, lang = "en", alternates = [] }: PageHeadInput): HeadData {
  const nodes: Thing[] = [
    ...(webPage ? [webPageNode({ path, title, description }, webPage, lang)] : []),
    ...jsonLd,
    ...(breadcrumbs ? [breadcrumbNode(breadcrumbs, lang)] : []),
  ]
  return {
    title: pageTitle(title),
    description,
    path,
    url: absoluteUrl(path),
    siteName: site.companyName,
    image: absoluteUrl(image ?? site.socialImage),
    noIndex,
    lang: LANGUAGE_TAGS[lang],
    alternates: alternates.map(({ hreflang, path: alternate }) => ({ hreflang, href: absoluteUrl(alternate) })),
    jsonLd: siteGraph(nodes),
  }
}
