import React from "react"
import type { Thing } from "schema-dts"
import { absoluteUrl, site } from "../../config/site"
import { siteGraph } from "../../lib/structured-data/site-graph"

export interface SeoProps {
  /** The page's own title; the company name is appended unless it is already there. */
  title: string
  description: string
  /** The page's path, e.g. "/services/office-cleaning"; the canonical URL is built from it. */
  pathname: string
  /** Absolute URL or site path of the social preview image. */
  image?: string
  noIndex?: boolean
  /** Page-specific JSON-LD nodes, emitted in the site-wide @graph. */
  jsonLd?: Thing[]
  children?: React.ReactNode
}

export const pageTitle = (title: string) =>
  title.includes(site.companyName) ? title : `${title} | ${site.companyName}`

/** JSON for a script element: "<" escaped so no content can close the element early. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c")

/** Everything in <head> for one page: title, description, canonical, social tags, JSON-LD. */
export function Seo({ title, description, pathname, image, noIndex, jsonLd = [], children }: SeoProps) {
  const fullTitle = pageTitle(title)
  const url = absoluteUrl(pathname)
  const imageUrl = absoluteUrl(image ?? site.socialImage)
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex, nofollow" />}
      <meta name="theme-color" content="#0b2545" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.companyName} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(siteGraph(jsonLd)) }} />
      {children}
    </>
  )
}
