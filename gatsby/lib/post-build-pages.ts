import fs from "node:fs"
import path from "node:path"
import { createHash } from "node:crypto"
import { PAGE_STYLESHEET_ATTRIBUTE } from "../../src/lib/below-fold"
import { BOOT_STYLES_ATTRIBUTE } from "./boot-after-paint"
import { splitPageCss } from "./critical-css"
import { holdLazyImagesUntilBoot, leanImageMarkup, showHighPriorityImagesAtOnce } from "./lean-images"
import { splitWebFontFaces, webFontFacesForEveryone, webFontFacesForNoScriptOnly, withWebFontAfterPaint, withoutWebFontAfterPaint } from "./web-font-after-paint"
import { MAX_HEADER_LINE, adminContentSecurityPolicy, withMetaPolicy, contentSecurityPolicy, headerLine, headerRules, headersFileText, inlineScripts, sha256Source } from "./security-headers"

interface Reporter {
  info(message: string): void
  panicOnBuild(message: string): void
}

/** Every HTML file Gatsby wrote (pages, the 404 page, /admin if present), relative to public/. */
export function htmlFiles(publicDir: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!["page-data", "static", "~partytown"].includes(entry.name)) walk(full)
      } else if (entry.name.endsWith(".html")) {
        out.push(path.relative(publicDir, full).split(path.sep).join("/"))
      }
    }
  }
  walk(publicDir)
  return out.sort()
}

/**
 * The URL path a host serves an HTML file at, without a redirect: "services/office-cleaning/index.html" ->
 * "/services/office-cleaning/" (the trailing-slash policy, src/lib/routes.ts); "404.html" -> "/404.html".
 */
export const sitePath = (file: string) => (file === "index.html" ? "/" : `/${file.replace(/index\.html$/, "")}`)

// Also as an earlier pass left it (data-critical-css): Gatsby does not render a page again when only build
// code changed, and the page is then cut again from the stylesheet file.
const GLOBAL_STYLE = /<style data-href="([^"]+)" data-identity="gatsby-global-css"(?: data-critical-css="")?>([\s\S]*?)<\/style>/

/** A stylesheet's file name from its own content: `<prefix>.<20 hex digits of its SHA-256>.css`. */
export const contentNamedCss = (prefix: string, css: string) => `${prefix}.${createHash("sha256").update(css).digest("hex").slice(0, 20)}.css`

/**
 * Writes a stylesheet this step made as a file named after its content at the site's root (the immutable
 * `/*.css` caching rule applies: a later change gets a new name; pages with the same CSS share one file);
 * returns its URL path.
 */
function writeContentNamedCss(publicDir: string, prefix: string, css: string): string {
  const name = contentNamedCss(prefix, css)
  const file = path.join(publicDir, name)
  if (!fs.existsSync(file)) fs.writeFileSync(file, css)
  return `/${name}`
}

/** The site's whole stylesheet, which Gatsby inlines in every page and names in data-href. */
function fullStylesheet(publicDir: string, href: string): string | undefined {
  const file = path.join(publicDir, href.replace(/^\//, ""))
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined
}

/** A page stylesheet written by this step, or a below-the-fold one by an earlier version of it. */
const PAGE_CSS_FILE = /^(?:page|below-fold)\.[0-9a-f]+\.css$/
/** The site's whole stylesheet, as webpack named it or as this step rewrote it (contentNamedCss). */
const SITE_CSS_FILE = /^styles\.[0-9a-f]+\.css$/

/** The site stylesheet webpack wrote (named after its content by webpack, and never rewritten). */
function gatsbyStylesheets(publicDir: string): Set<string> {
  const stats = path.join(publicDir, "webpack.stats.json")
  if (!fs.existsSync(stats)) return new Set()
  const assets = JSON.parse(fs.readFileSync(stats, "utf8")).assetsByChunkName as Record<string, string[]>
  return new Set(Object.values(assets).flat().filter((name) => SITE_CSS_FILE.test(name)))
}

/**
 * Gatsby keeps unknown files in public/ between builds, and a page it did not render again keeps the
 * link it got last time: remove only the stylesheets this step wrote that no page names any more.
 */
function removeUnusedCss(publicDir: string, files: string[]): void {
  const named = gatsbyStylesheets(publicDir)
  for (const file of files) {
    for (const match of fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(/(?:href|data-href|data-boot-styles)="\/((?:page|below-fold|styles)\.[0-9a-f]+\.css)"/g)) named.add(match[1])
  }
  for (const name of fs.readdirSync(publicDir)) {
    if ((PAGE_CSS_FILE.test(name) || SITE_CSS_FILE.test(name)) && !named.has(name)) fs.rmSync(path.join(publicDir, name))
  }
}

const BOOT_SCRIPT_TAG = '<script id="gatsby-boot"'

/**
 * The page without the stylesheet an earlier pass gave it (either form, see below; also the
 * below-the-fold form of an earlier version of this step, `data-below-fold-css`).
 */
export const withoutPageStylesheet = (html: string) =>
  html
    .replace(new RegExp(`(<noscript>)?<link rel="stylesheet" href="[^"]*" (?:${PAGE_STYLESHEET_ATTRIBUTE}|data-below-fold-css)="">(</noscript>)?`, "g"), "")
    .replace(new RegExp(`(${BOOT_SCRIPT_TAG}) ${BOOT_STYLES_ATTRIBUTE}="[^"]*"`, "g"), "$1")

/**
 * The page's stylesheet, requested after the first paint like Gatsby's boot scripts: its URL goes on the
 * boot loader's <script> (gatsby/lib/boot-after-paint.ts), which links it at the end of <body> once the
 * first contentful paint is reported and starts the scripts once it has loaded, and a <noscript> copy of
 * the <link>, last in <body>, serves visitors without JavaScript. Linked from the start, even last in
 * <body>, it was found by the preload scanner and fetched with the HTML, the font and the hero image, and
 * Chromium reported it as render-blocking; Lighthouse then counted it before the LCP (docs/performance.md).
 * It comes after the inlined CSS and holds every rule of the page in the site's order, so the cascade is
 * the page's full CSS. A page without the deferred boot (none in a production build) gets a plain <link>
 * as the last element of <body>.
 */
export function withPageStylesheet(html: string, href: string): string {
  const link = `<link rel="stylesheet" href="${href}" ${PAGE_STYLESHEET_ATTRIBUTE}="">`
  const booted = html.includes(BOOT_SCRIPT_TAG)
  const page = booted ? html.replace(BOOT_SCRIPT_TAG, `${BOOT_SCRIPT_TAG} ${BOOT_STYLES_ATTRIBUTE}="${href}"`) : html
  const end = page.lastIndexOf("</body>")
  if (end < 0) throw new Error("gatsby/lib/post-build-pages.ts: a page has no </body> for its stylesheet")
  return `${page.slice(0, end)}${booted ? `<noscript>${link}</noscript>` : link}${page.slice(end)}`
}

/**
 * After the HTML is written:
 * 1. each page keeps in its inlined <style> only the rules its first screen matches, every rule it can use
 *    goes to a stylesheet of its own linked after the first paint (gatsby/lib/critical-css.ts); its images
 *    lose the plugin's duplicate markup, its high-priority image the fade-in, and its lazy images wait for
 *    the boot (gatsby/lib/lean-images.ts), as does its web font (gatsby/lib/web-font-after-paint.ts);
 * 2. every page's executable inline scripts are hashed, and public/_headers is written with one
 *    Content-Security-Policy for all pages allowing exactly those hashes (gatsby/lib/security-headers.ts),
 *    the /admin editor's own policy, and the other security and caching headers.
 */
export function optimizeAndSecureBuild(publicDir: string, reporter: Reporter): void {
  const all = htmlFiles(publicDir)
  // /admin is written by gatsby/admin.ts, outside the site's build, and has a policy of its own.
  const isAdmin = (file: string) => file.startsWith("admin/")
  const files = all.filter((file) => !isAdmin(file))
  const hashes = new Map<string, string[]>()
  let before = 0
  let after = 0

  for (const file of files) {
    const full = path.join(publicDir, file)
    let html = holdLazyImagesUntilBoot(showHighPriorityImagesAtOnce(leanImageMarkup(fs.readFileSync(full, "utf8"))))
    const style = GLOBAL_STYLE.exec(html)
    if (style) {
      // From the stylesheet file, not the inlined copy: Gatsby does not render a page again when only
      // build code changed, and an earlier pass already cut that copy down.
      // Its web font rules as written in the source, if an earlier pass wrapped them (below).
      const site = webFontFacesForEveryone(fullStylesheet(publicDir, style[1]) ?? style[2])
      const { inline: critical, deferred } = splitPageCss(site, html)
      // The web font waits for the first paint where the page boots after it (gatsby/lib/web-font-after-paint.ts).
      // A page without the deferred boot (none in a production build) keeps it in its inlined CSS.
      const booted = html.includes(BOOT_SCRIPT_TAG)
      const web = booted ? splitWebFontFaces(critical) : { css: critical, faces: "" }
      const inline = web.css
      before += site.length
      after += inline.length
      // Where the font waits, the site's whole stylesheet (applied at the first navigation) declares it
      // only for visitors without JavaScript, as a file of its own: Gatsby's keeps its name and content.
      const href = booted ? writeContentNamedCss(publicDir, "styles", webFontFacesForNoScriptOnly(site)) : style[1]
      const inlined = `<style data-href="${href}" data-identity="gatsby-global-css" data-critical-css="">${inline}</style>`
      html = withoutWebFontAfterPaint(html).replace(style[0], () => inlined)
      html = withWebFontAfterPaint(html, web.faces, inlined)
      html = withPageStylesheet(withoutPageStylesheet(html), writeContentNamedCss(publicDir, "page", deferred))
    }
    fs.writeFileSync(full, html)
    for (const script of inlineScripts(html)) {
      const hash = sha256Source(script)
      hashes.set(hash, [...(hashes.get(hash) ?? []), file])
    }
  }

  removeUnusedCss(publicDir, files)

  // Gatsby writes the site's CSS inline as <style data-href data-identity="gatsby-global-css"> (its
  // cache-dir/static-entry.js). If a Gatsby upgrade changes that tag, say so instead of silently shipping
  // the whole stylesheet on every page (the shape is also checked in __tests__/unit/build/webpack-stand-ins.test.ts).
  if (files.length > 0 && before === 0) {
    reporter.panicOnBuild("gatsby/lib/post-build-pages.ts: no page has Gatsby's inline <style data-identity=\"gatsby-global-css\">: the per-page critical CSS cannot be cut")
    return
  }

  const csp = contentSecurityPolicy({ scriptHashes: hashes.keys(), supabaseUrl: process.env.GATSBY_SUPABASE_URL })
  // Cloudflare Pages ignores header lines over 2,000 characters: many distinct inline scripts mean
  // some page renders a script of its own, which belongs in a file (or in gatsby/lib/page-path-script.ts).
  const cspLine = headerLine("Content-Security-Policy", csp).length
  if (cspLine > MAX_HEADER_LINE) {
    const perPage = [...hashes].filter(([, pages]) => pages.length < files.length / 2).slice(0, 5)
    reporter.panicOnBuild(
      `The Content-Security-Policy line in _headers is ${cspLine} characters (limit ${MAX_HEADER_LINE}): ${hashes.size} distinct inline scripts. ` +
        `Scripts found on few pages: ${perPage.map(([hash, pages]) => `${hash} in ${pages.slice(0, 3).join(", ")}`).join("; ")}`,
    )
    return
  }
  const pages = files.filter((file) => file.endsWith("index.html")).map(sitePath)
  const adminPolicy = all.some(isAdmin) ? adminContentSecurityPolicy({ decapBaseUrl: process.env.DECAP_BASE_URL }) : undefined
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFileText(headerRules({ sitePolicy: csp, htmlPaths: pages, adminPolicy })))
  // What hosts serve for unknown paths: its own copy of the policy, for paths no _headers rule gives one.
  const notFound = path.join(publicDir, "404.html")
  if (fs.existsSync(notFound)) fs.writeFileSync(notFound, withMetaPolicy(fs.readFileSync(notFound, "utf8"), csp))
  reporter.info(
    `Security headers: public/_headers written, ${hashes.size} inline script hashes across ${files.length} HTML files; ` +
      `inlined CSS per page ${Math.round(after / Math.max(files.length, 1))} bytes on average (site-wide ${Math.round(before / Math.max(files.length, 1))}).`,
  )
}
