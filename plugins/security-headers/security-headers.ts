/**
 * The site's HTTP headers, written to public/_headers (the format Netlify and Cloudflare Pages both
 * read) by gatsby/on-post-build.ts. This file is the only place they are defined; scripts/static-server.cjs
 * applies the generated file to the local server, the browser tests and the benchmark.
 *
 * Rules never set the same header twice for one path: both hosts join the values of a header set by
 * several matching rules, which would turn two Cache-Control values into a contradiction and two
 * Content-Security-Policy values into two policies.
 */
import { createHash } from "node:crypto"

export interface HeaderRule {
  pattern: string
  headers: [name: string, value: string][]
}

/** Script types a browser executes; other types (application/ld+json) are data and need no hash. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i

/** The inline scripts of an HTML document that execute, exactly as written (what a CSP hash covers). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? ""
    if (EXECUTABLE.test(type.trim())) scripts.push(match[2])
  }
  return scripts
}

export const sha256Source = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`

/** The origin of the configured Supabase project, or null when none is configured. */
export function supabaseOrigin(url: string | undefined): string | null {
  if (!url) return null
  try {
    const { origin, protocol } = new URL(url)
    return protocol === "https:" || protocol === "http:" ? origin : null
  } catch {
    throw new Error(`GATSBY_SUPABASE_URL is not a URL: ${url}`)
  }
}

export interface CspOptions {
  scriptHashes: Iterable<string>
  supabaseUrl?: string
}

/**
 * Only the site itself and the configured Supabase origin (its REST and Storage APIs, including the
 * resumable upload endpoint /storage/v1/upload/resumable and the upload URLs under it). script-src has no 'unsafe-inline' or
 * 'unsafe-eval': Gatsby's inline scripts are allowed by their hashes. style-src keeps 'unsafe-inline'
 * for gatsby-plugin-image's inline styles and the inlined critical CSS. form-action 'none': every form
 * is sent by its script (the quote form to Supabase, the contact form through a mailto: link it opens),
 * so a native submission, which would put what was typed into a URL or a request to the host, is never
 * wanted: before hydration the early script holds it (gatsby/lib/early-input.ts), without JavaScript
 * the browser refuses it and the form says how to reach the company (src/components/early-contact).
 */
export function contentSecurityPolicy({ scriptHashes, supabaseUrl }: CspOptions): string {
  const supabase = supabaseOrigin(supabaseUrl)
  const hashes = [...new Set(scriptHashes)].sort()
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashes],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(supabase ? [supabase] : [])],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'none'"],
    ["frame-ancestors", "'none'"],
  ]
  return directives.map((directive) => directive.join(" ")).join("; ")
}

/**
 * The policy as a <meta http-equiv> in 404.html. Netlify and Cloudflare Pages match _headers rules against
 * the requested path, so the 404 page they serve for an unknown top-level path (/xyz) gets only the `/*`
 * headers, and the site's CSP cannot go on `/*` (see headerRules). The meta tag carries it there on every
 * host. frame-ancestors is not allowed in a meta policy (browsers ignore it with a console error);
 * X-Frame-Options: DENY on `/*` covers framing.
 */
export function metaPolicy(csp: string): string {
  return csp
    .split("; ")
    .filter((directive) => !/^(frame-ancestors|report-uri|report-to|sandbox)\b/.test(directive))
    .join("; ")
}

/** 404.html with the meta policy as the first element after its charset, before any script. */
export function withMetaPolicy(html: string, csp: string): string {
  // A later build may find the 404 page as the previous one left it (Gatsby does not always rewrite it):
  // replace that policy, never add a second one (a page must satisfy every policy it carries).
  html = html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g, "")
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp).replace(/"/g, "&quot;")}"/>`
  const charset = /<meta charSet="utf-8"\/>/i.exec(html)
  if (!charset) throw new Error("404.html has no <meta charSet=\"utf-8\"/> to put the Content-Security-Policy after")
  return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length)
}

/**
 * The /admin editor's policy. Decap CMS (a prebuilt bundle, gatsby/admin.ts) compiles its validation
 * schemas with `new Function`, so its page alone allows 'unsafe-eval'; it talks to the GitHub API,
 * shows GitHub avatars and media, and with DECAP_BASE_URL to that OAuth server. Everything else as the site.
 */
export function adminContentSecurityPolicy({ decapBaseUrl }: { decapBaseUrl?: string } = {}): string {
  const oauth = decapBaseUrl ? new URL(decapBaseUrl).origin : null
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", "https://api.github.com", ...(oauth ? [oauth] : [])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]
  return directives.map((directive) => directive.join(" ")).join("; ")
}

/** Cache-Control values: hashed files never change; HTML and page data are checked on every use. */
export const CACHE_CONTROL = {
  immutable: "public, max-age=31536000, immutable",
  revalidate: "public, max-age=0, must-revalidate",
} as const

/** On every response. The Content-Security-Policy is set per page instead (see headerRules). */
const SECURITY_HEADERS: HeaderRule["headers"] = [
  // Two years (the HSTS preload list's minimum is one); subdomains included.
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  // For browsers that predate CSP frame-ancestors.
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()"],
]

/**
 * Cross-Origin-Opener-Policy, a document header, so set with each page's CSP. The site's pages are cut off
 * from any window that opens them or that they open. /admin allows its popups: Decap's GitHub login runs in a
 * popup on the OAuth server, which hands the token back through window.opener, and `same-origin` would null it.
 */
const SITE_OPENER_POLICY = "same-origin"
const ADMIN_OPENER_POLICY = "same-origin-allow-popups"

/** The longest header line Cloudflare Pages reads; longer ones are dropped. */
export const MAX_HEADER_LINE = 2000

/** A header as it is written on its line in _headers (what MAX_HEADER_LINE limits). */
export const headerLine = (name: string, value: string) => `  ${name}: ${value}`

const IMMUTABLE = CACHE_CONTROL.immutable
const REVALIDATE = CACHE_CONTROL.revalidate

export interface RuleOptions {
  /** The site's Content-Security-Policy (contentSecurityPolicy). */
  sitePolicy: string
  /** Site paths of the built pages: "/", "/quote/", "/services/office-cleaning/", "/404/". */
  htmlPaths: string[]
  /** The /admin editor's policy, when the build has /admin. */
  adminPolicy?: string
}

/**
 * All rules for a build.
 * - `/*`: the headers every response gets.
 * - Every page: the site's CSP, opener policy and no caching. Pages one level deep get exact rules, with
 *   the trailing slash (where the hosts serve quote/index.html) and without it (the redirect to it),
 *   deeper ones one rule per first segment (which also covers a 404
 *   served under it), so the file stays far below Cloudflare's 100-rule limit however many pages there
 *   are. The CSP is not on `/*`: /admin needs a looser one, and a second matching rule could only add a
 *   second policy, never relax the first.
 * - Hashed files cached for a year; page data revalidated.
 */
export function headerRules({ sitePolicy, htmlPaths, adminPolicy }: RuleOptions): HeaderRule[] {
  const exact = new Set<string>(["/404.html"])
  const sections = new Set<string>()
  for (const page of htmlPaths) {
    const segments = page.split("/").filter(Boolean)
    if (segments[0] === "admin") continue
    if (segments.length <= 1) exact.add(`/${segments.join("")}`)
    else sections.add(`/${segments[0]}/*`)
  }
  // "/blog/" is already matched by "/blog/*": a second rule would send its headers twice.
  for (const page of [...exact]) {
    if (page !== "/" && page !== "/404.html" && !sections.has(`${page}/*`)) exact.add(`${page}/`)
  }
  const page = (pattern: string, csp: string, openerPolicy = SITE_OPENER_POLICY): HeaderRule => ({
    pattern,
    headers: [
      ["Content-Security-Policy", csp],
      ["Cross-Origin-Opener-Policy", openerPolicy],
      ["Cache-Control", REVALIDATE],
    ],
  })
  return [
    { pattern: "/*", headers: SECURITY_HEADERS },
    // Every file Gatsby writes at the top level (app-, framework-, webpack-runtime-, component---,
    // chunk and styles files), /admin's scripts and everything under /static have a content hash in their
    // name. A script or stylesheet without one must not be published (Partytown's is deleted, on-post-build.ts).
    { pattern: "/*.js", headers: [["Cache-Control", IMMUTABLE]] },
    { pattern: "/*.css", headers: [["Cache-Control", IMMUTABLE]] },
    { pattern: "/static/*", headers: [["Cache-Control", IMMUTABLE]] },
    { pattern: "/page-data/*", headers: [["Cache-Control", REVALIDATE]] },
    ...[...exact].sort().map((pattern) => page(pattern, sitePolicy)),
    ...[...sections].sort().map((pattern) => page(pattern, sitePolicy)),
    ...(adminPolicy
      ? [
          ...["/admin", "/admin/", "/admin/index.html"].map((pattern) => page(pattern, adminPolicy, ADMIN_OPENER_POLICY)),
          { pattern: "/admin/config.yml", headers: [["Cache-Control", REVALIDATE]] as [string, string][] },
        ]
      : []),
  ]
}

export function headersFileText(rules: HeaderRule[]): string {
  const header = "# Generated by plugins/security-headers from its security-headers.ts: edit that, not this file.\n"
  return header + rules.map(({ pattern, headers }) => [pattern, ...headers.map(([name, value]) => headerLine(name, value))].join("\n")).join("\n\n") + "\n"
}
