import React from "react"
import type { Thing } from "schema-dts"
import { breadcrumbNode, type Crumb } from "../../lib/structured-data/breadcrumbs"
import { webPageNode, type WebPageType } from "../../lib/structured-data/pages"
import { Seo } from "./seo"

export interface PageHeadProps {
  /** The page's own title (meta title); Seo appends the company name. */
  title: string
  description: string
  /** The page's site path from routes, e.g. routes.service(slug). */
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
}

/**
 * What every page's Gatsby `Head` renders: one <Seo> with the page's JSON-LD nodes, built by the pure
 * functions in src/lib/structured-data, in the same order on every page (WebPage, own nodes, breadcrumbs).
 */
export function PageHead({ title, description, path, image, webPage, breadcrumbs, jsonLd = [], noIndex }: PageHeadProps) {
  const nodes: Thing[] = [
    ...(webPage ? [webPageNode({ path, title, description }, webPage)] : []),
    ...jsonLd,
    ...(breadcrumbs ? [breadcrumbNode(breadcrumbs)] : []),
  ]
  return <Seo title={title} description={description} pathname={path} image={image ?? undefined} noIndex={noIndex} jsonLd={nodes} />
}
