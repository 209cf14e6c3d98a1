import React from "react"
import type { HeadData } from "../../lib/structured-data/page-head"

export interface HeadTagsProps {
  /** The page's head, computed at build time (gatsby/page-heads.ts) and read from its page context. */
  head: HeadData
  /** Overrides head.url, the canonical URL: the 404 page names the URL that was asked for. */
  url?: string
}

/** JSON for a script element: "<" escaped so no content can close the element early. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c")

/**
 * Everything in <head> that is the page's own: title, description, canonical, social tags, JSON-LD. Only
 * renders data: Gatsby runs `Head` in the browser too, and the builders behind the data stay out of its
 * bundle. The tags every page has alike are written by the server render only (./site-wide-head.tsx).
 */
export function HeadTags({ head, url = head.url }: HeadTagsProps) {
  return (
    <>
      {/* Gatsby's Head sets <html lang> on the server and on every client-side navigation. */}
      <html lang={head.lang} />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={url} />
      {head.alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {head.noIndex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:locale" content={head.lang.replace("-", "_")} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={head.image} />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.image} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(head.jsonLd) }} />
    </>
  )
}

/** A page's Head props: its page context carries the head. */
export interface HeadContext {
  head: HeadData
}
