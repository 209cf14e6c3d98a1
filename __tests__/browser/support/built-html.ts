/**
 * Reads the production build's HTML in Node, without a browser: what a crawler sees before any
 * script runs. Head tags, JSON-LD, headings and links are written by Gatsby's server rendering,
 * so checking them here costs a file read instead of a page load. The markup is Gatsby's own
 * (attributes in double quotes, React's entity escaping), which these small readers rely on.
 */
import fs from "node:fs"
import path from "node:path"

const PUBLIC = path.resolve(__dirname, "../../../public")

/** The HTML file a site path is served from ("/" -> index.html, "/about" -> about/index.html). */
export function htmlFileOf(sitePath: string): string {
  if (sitePath.endsWith(".html")) return path.join(PUBLIC, sitePath)
  return path.join(PUBLIC, sitePath === "/" ? "" : sitePath, "index.html")
}

export function readBuiltHtml(sitePath: string): string {
  return fs.readFileSync(htmlFileOf(sitePath), "utf8")
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }

/** Decodes the character references React writes into text and attributes. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** Every start tag of one element name, as attribute maps (values decoded). */
export function tagsOf(html: string, name: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map((match) =>
    Object.fromEntries([...match[1].matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1].toLowerCase(), decodeEntities(a[2] ?? "")])),
  )
}

/** The text of every element of one name, tags inside it dropped and whitespace collapsed. */
export function textsOf(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`, "gi"))].map((match) =>
    decodeEntities(match[1].replace(/<[^>]+>/g, "")).replace(/\s+/g, " ").trim(),
  )
}

export interface BuiltHead {
  title: string
  description: string | null
  canonical: string | null
}

export function headOf(html: string): BuiltHead {
  const head = html.slice(0, html.indexOf("</head>"))
  return {
    title: textsOf(head, "title")[0] ?? "",
    description: tagsOf(head, "meta").find((meta) => meta.name === "description")?.content ?? null,
    canonical: tagsOf(head, "link").find((link) => link.rel === "canonical")?.href ?? null,
  }
}

/**
 * The page's JSON-LD @graph nodes. A block that is not JSON throws with the page and the parser's
 * message, so a failure names what is broken.
 */
export function jsonLdOf(html: string, sitePath = "this page"): Array<Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1])
  return blocks.flatMap((text, index) => {
    let data: Record<string, unknown>
    try {
      data = JSON.parse(text)
    } catch (error) {
      throw new Error(`JSON-LD block ${index + 1} of ${sitePath} does not parse: ${(error as Error).message}`)
    }
    return (data["@graph"] as Array<Record<string, unknown>> | undefined) ?? [data]
  })
}

/** Links to this site's own pages: href starting with one "/", without query or fragment, as written (trailing slash kept). */
export function internalLinks(html: string): string[] {
  return tagsOf(html, "a")
    .map((a) => a.href ?? "")
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split(/[?#]/)[0])
}
