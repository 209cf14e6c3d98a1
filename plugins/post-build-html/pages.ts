/**
 * The post-build HTML pipeline: every step after `gatsby build` is a pure transform of a page's HTML,
 * `(html, page) => html`, and the steps run in the order of their plugins in gatsby-config.ts on Gatsby's
 * untouched output. Gatsby does not render a page again when only build code changed, so the page in
 * public/ may be one this pipeline already wrote: `startFromUntouchedHtml` (this plugin's onPostBuild, run
 * before every step) puts back the copy of what Gatsby last wrote, and keeps a new copy of any page Gatsby
 * did write again. No step has to recognise or undo an earlier pass, and an incremental build gives the
 * same files as a clean one.
 */
import fs from "node:fs"
import path from "node:path"
import { createHash } from "node:crypto"

export interface Page {
  publicDir: string
  /** Relative to public/, with "/": "services/office-cleaning/index.html", "404.html". */
  file: string
  /** The URL path a host serves it at (sitePath). */
  path: string
}

export type PageTransform = (html: string, page: Page) => string

/**
 * Gatsby's inlined site CSS in a page (gatsby/cache-dir/static-entry.js), which critical-css cuts down and
 * web-font takes the font out of: 1, the stylesheet it copies (`data-href`); 2, attributes a step added after
 * Gatsby's two (` data-critical-css=""`); 3, the CSS. Each step that reads it stops the build when no page has it.
 */
export const GATSBY_INLINED_STYLE = /<style data-href="([^"]+)" data-identity="gatsby-global-css"((?: [\w-]+="")*)>([\s\S]*?)<\/style>/

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

/** /admin is written by gatsby/admin.ts, outside the site's build, and no step changes it. */
export const isAdmin = (file: string) => file.startsWith("admin/")

/** The site's pages and its 404 page: what the steps transform. */
export const pageFiles = (publicDir: string) => htmlFiles(publicDir).filter((file) => !isAdmin(file))

/**
 * The URL path a host serves an HTML file at, without a redirect: "services/office-cleaning/index.html" ->
 * "/services/office-cleaning/" (the trailing-slash policy, src/lib/routes.ts); "404.html" -> "/404.html".
 */
export const sitePath = (file: string) => (file === "index.html" ? "/" : `/${file.replace(/index\.html$/, "")}`)

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")

/** Where the untouched copies and the record of what the pipeline wrote are kept (Gatsby clears .cache with public/). */
const keptDir = (publicDir: string) => path.join(path.dirname(publicDir), ".cache", "post-build-html")
const manifestFile = (publicDir: string) => path.join(keptDir(publicDir), "written.json")

function readManifest(publicDir: string): Record<string, string> | undefined {
  const file = manifestFile(publicDir)
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined
}

const writeManifest = (publicDir: string, manifest: Record<string, string>) => fs.writeFileSync(manifestFile(publicDir), JSON.stringify(manifest))

/** Written when a build starts (markBuildStart): a page older than it is one this build did not write. */
const startMark = (publicDir: string) => path.join(keptDir(publicDir), "build-started")

export function markBuildStart(publicDir: string): void {
  fs.mkdirSync(keptDir(publicDir), { recursive: true })
  fs.writeFileSync(startMark(publicDir), "")
}

const olderThan = (file: string, mark: string) => fs.statSync(file).mtimeMs < fs.statSync(mark).mtimeMs

/**
 * Before the first step: each page is what Gatsby wrote. A page the pipeline wrote last time (its content
 * is what it recorded) gets its kept copy back; a page Gatsby wrote again is kept as the new copy. Without a
 * record (its folder was removed while Gatsby's cache was kept), a page this build did not write may be one
 * the steps transformed, which they would transform again: the build stops. (Without its cache, Gatsby itself
 * removes the old pages.)
 */
export function startFromUntouchedHtml(publicDir: string): { restored: number; kept: number } {
  const manifest = readManifest(publicDir)
  const files = pageFiles(publicDir)
  const mark = startMark(publicDir)
  if (!manifest && fs.existsSync(mark) && files.some((file) => olderThan(path.join(publicDir, file), mark))) {
    throw new Error("plugins/post-build-html: public/ holds pages this build did not write and no record of what the steps wrote: run `gatsby clean` once")
  }
  let restored = 0
  let kept = 0
  for (const file of files) {
    const full = path.join(publicDir, file)
    const copy = path.join(keptDir(publicDir), file)
    const html = fs.readFileSync(full, "utf8")
    if (manifest?.[file] === sha256(html) && fs.existsSync(copy)) {
      fs.copyFileSync(copy, full)
      restored += 1
    } else {
      fs.mkdirSync(path.dirname(copy), { recursive: true })
      fs.writeFileSync(copy, html)
      kept += 1
    }
  }
  fs.mkdirSync(keptDir(publicDir), { recursive: true })
  writeManifest(publicDir, manifest ?? {})
  return { restored, kept }
}

/** Runs one step over the given pages (by default every page but /admin), writing and recording what changed. */
export function transformPages(publicDir: string, transform: PageTransform, files = pageFiles(publicDir)): void {
  const manifest = readManifest(publicDir) ?? {}
  for (const file of files) {
    const full = path.join(publicDir, file)
    const html = fs.readFileSync(full, "utf8")
    const out = transform(html, { publicDir, file, path: sitePath(file) })
    if (out === html) continue
    fs.writeFileSync(full, out)
    manifest[file] = sha256(out)
  }
  if (fs.existsSync(keptDir(publicDir))) writeManifest(publicDir, manifest)
}

/** A file this pipeline writes, named after its own content: `<prefix>.<20 hex digits of its SHA-256>.<ext>`. */
export const contentNamedFile = (prefix: string, content: string, ext: string) => `${prefix}.${sha256(content).slice(0, 20)}.${ext}`

/**
 * Writes a stylesheet a step made as a file named after its content at the site's root (the immutable
 * `/*.css` caching rule applies: a later change gets a new name; pages with the same CSS share one file);
 * returns its URL path.
 */
export function writeContentNamedCss(publicDir: string, prefix: string, css: string): string {
  const name = contentNamedFile(prefix, css, "css")
  const file = path.join(publicDir, name)
  if (!fs.existsSync(file)) fs.writeFileSync(file, css)
  return `/${name}`
}

/**
 * Gatsby keeps unknown files in public/ between builds: a step removes the files it wrote (matching
 * `pattern`) that no page names any more.
 */
export function removeUnnamedFiles(publicDir: string, pattern: RegExp, keep: ReadonlySet<string> = new Set()): void {
  const named = new Set(keep)
  for (const file of pageFiles(publicDir)) {
    for (const match of fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(/="\/([\w.-]+\.css)"/g)) named.add(match[1])
  }
  for (const name of fs.readdirSync(publicDir)) {
    if (pattern.test(name) && !named.has(name)) fs.rmSync(path.join(publicDir, name))
  }
}
