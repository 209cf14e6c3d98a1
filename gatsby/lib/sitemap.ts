/**
 * gatsby-plugin-sitemap's query and serializer: every page's URL and, for a page in two languages (the hiring
 * pages), its hreflang alternates from its head (gatsby/page-heads.ts), so the sitemap and the pages' <link
 * rel="alternate"> say the same.
 */
import type { HeadAlternate } from "../../src/lib/structured-data/page-head"

export const SITEMAP_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
}`

export interface SitemapPage {
  path: string
  pageContext?: { head?: { alternates?: HeadAlternate[] } } | null
}

/** One sitemap entry: the page's path, and its alternates as the sitemap package's `links` ({ lang, url }). */
export function sitemapEntry({ path, pageContext }: SitemapPage): { url: string; links?: { lang: string; url: string }[] } {
  const alternates = pageContext?.head?.alternates ?? []
  return alternates.length ? { url: path, links: alternates.map(({ hreflang, href }) => ({ lang: hreflang, url: href })) } : { url: path }
}
