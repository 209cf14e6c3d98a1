/**
 * Every site path is built here, so links, page creation, canonical URLs, the sitemap and tests agree.
 *
 * Trailing-slash policy: every page path ends with "/" (gatsby-config `trailingSlash: "always"`).
 * Gatsby writes each page to <path>/index.html, and the hosts the README names (Netlify, Cloudflare
 * Pages, S3 + CloudFront, nginx) serve that file at "/about/" and redirect "/about" there; so a canonical
 * URL, a sitemap entry or a link without the slash would point at a redirect.
 */
export const TRAILING_SLASH = "always" as const

export const routes = {
  home: "/",
  quote: "/quote/",
  blog: "/blog/",
  faq: "/faq/",
  about: "/about/",
  contact: "/contact/",
  careers: "/careers/",
  jobs: "/jobs/",
  serviceAreas: "/service-areas/",
  accessibility: "/accessibility/",
  privacy: "/privacy/",
  /** Where the newsletter's confirmation mail links to (with ?token=): noindex, not in the sitemap. */
  newsletterConfirm: "/newsletter/confirm/",
  /**
   * Where our e-mails link to book, move or cancel a quote's on-site assessment (with ?quote=&key=; the links
   * are made by src/lib/booking/access.ts, as ASSESSMENT_LINK_PATH): noindex, not in the sitemap.
   */
  assessment: "/assessment/",
  service: (slug: string) => `/services/${slug}/`,
  location: (slug: string) => `/locations/${slug}/`,
  client: (slug: string) => `/clients/${slug}/`,
  post: (slug: string) => `/blog/${slug}/`,
  job: (slug: string) => `/jobs/${slug}/`,
  // The Spanish hiring pages (src/lib/i18n/hiring-paths.ts pairs them with the English ones; docs/i18n.md says
  // why these addresses): one /es/ prefix for every Spanish page, Spanish words where searchers type them, and
  // the job's own slug, so a job is one entry in both languages.
  esCareers: "/es/trabaja-con-nosotros/",
  esJobs: "/es/empleos/",
  esJob: (slug: string) => `/es/empleos/${slug}/`,
  /** What the privacy page says about job applications, in Spanish; the whole policy is /privacy/ (English). */
  esPrivacy: "/es/privacidad/",
} as const

/** A file rather than a page: its last segment has an extension ("/404.html", "/sitemap-index.xml"). */
const FILE = /\/[^/]*\.[a-z0-9]+$/i

/**
 * A link as the policy wants it: a site page path gets its trailing slash ("/quote" -> "/quote/",
 * "/quote?x=1#form" -> "/quote/?x=1#form"); files, fragments, other schemes (tel:, mailto:, https:) and
 * protocol-relative URLs are returned unchanged. Editors may write `/quote` or `/quote/` in content/.
 */
export function pagePath(href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href
  const at = href.search(/[?#]/)
  const path = at === -1 ? href : href.slice(0, at)
  const rest = at === -1 ? "" : href.slice(at)
  if (path.endsWith("/") || FILE.test(path)) return href
  return `${path}/${rest}`
}

/** The same for every href="/..." in HTML rendered from markdown (links editors write in the body). */
export function withPagePaths(html: string): string {
  return html.replace(/(<a\b[^>]*?\shref=")(\/[^"]*)"/gi, (_whole, start: string, href: string) => `${start}${pagePath(href)}"`)
}
