/**
 * Which clicks on a plain <a> the site routes in the page, as Gatsby's Link does, instead of loading a
 * new document. Plain anchors are what static regions (src/components/static-region) and rendered
 * markdown contain: their markup is the server's, with no Link component behind it.
 */

/** What the rule needs of the anchor (an HTMLAnchorElement has all of it). */
export interface AnchorFacts {
  href: string
  target: string
  hasDownload: boolean
}

/** What the rule needs of the click. */
export interface ClickFacts {
  button: number
  defaultPrevented: boolean
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}

/** A file rather than a page: its last segment has an extension ("/brochure.pdf", "/sitemap-index.xml"). */
const FILE = /\/[^/]*\.[a-z0-9]+$/i

/**
 * The site path ("/quote/?x=1") a link leads to, when it is a page of this site that a client-side
 * navigation can show; null for other origins and schemes (tel:, mailto:), files, /admin (not a Gatsby
 * page) and a fragment of the page already shown, which the browser scrolls to itself.
 */
export function sitePagePath(href: string, current: { href: string }): string | null {
  let url: URL
  try {
    url = new URL(href, current.href)
  } catch {
    return null
  }
  const here = new URL(current.href)
  if (url.origin !== here.origin || FILE.test(url.pathname) || /^\/admin(\/|$)/.test(url.pathname)) return null
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null
  return url.pathname + url.search + url.hash
}

/**
 * The path to route to for this click, or null to let the browser follow the link: the same conditions as
 * Gatsby's Link (main button, no modifier key, no target, nothing else handled it), and not a download.
 */
export function clientNavigationTarget(anchor: AnchorFacts, click: ClickFacts, current: { href: string }): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  if ((anchor.target && anchor.target !== "_self") || anchor.hasDownload) return null
  return sitePagePath(anchor.href, current)
}
