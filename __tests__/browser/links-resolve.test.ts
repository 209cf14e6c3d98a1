/**
 * The trailing-slash policy (src/lib/routes.ts) from the built files, in Node: every URL of this site that
 * a built page hands out (its canonical and og:url, the URLs in its JSON-LD, each internal link) and every
 * sitemap entry is answered 200 by the hosts, without a redirect. Resolved with the static server's own
 * rules (scripts/static-server.cjs, tested in __tests__/unit/build/static-server.test.ts), which answer
 * as Netlify, Cloudflare Pages, S3 + CloudFront and nginx do: /about/ from about/index.html, /about -> 301.
 */
import fs from "node:fs"
import path from "node:path"
import { htmlFiles } from "../../plugins/post-build-html/pages"
import { site } from "../../src/config/site"
import { resolveRequest } from "../../scripts/static-server.cjs"
import { internalLinks, jsonLdOf, tagsOf } from "./support/built-html"

const PUBLIC = path.resolve(__dirname, "../../public")
/** Every HTML file of the site (pages, both copies of the 404 page); /admin and Gatsby's slice files left out. */
const files = htmlFiles(PUBLIC).filter((file) => !/^(admin|_gatsby)\//.test(file))

/** Every string in the JSON-LD that is a URL on this site (ids, urls, breadcrumb items). */
function jsonLdUrls(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith(`${site.siteUrl}/`) || value === site.siteUrl ? [value] : []
  if (Array.isArray(value)) return value.flatMap(jsonLdUrls)
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonLdUrls)
  return []
}

/** The path of a site URL, without query or fragment. */
const sitePathOf = (url: string) => new URL(url, site.siteUrl).pathname

/** The problem with a path, or null when a host answers it with 200. */
function problem(urlPath: string): string | null {
  const answer = resolveRequest(PUBLIC, urlPath)
  if (answer.status === 200) return null
  return answer.status === 301 ? `${urlPath} redirects to ${answer.location}` : `${urlPath} is not found`
}

describe("every URL a built page hands out is answered 200, without a redirect", () => {
  it("has pages to check", () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it.each(files)("%s", (file) => {
    const html = fs.readFileSync(path.join(PUBLIC, file), "utf8")
    const head = html.slice(0, html.indexOf("</head>"))
    const urls = new Map<string, string>()
    const add = (kind: string, url: string | undefined) => {
      if (url) urls.set(`${kind} ${url}`, url)
    }
    add("canonical", tagsOf(head, "link").find((link) => link.rel === "canonical")?.href)
    add("og:url", tagsOf(head, "meta").find((meta) => meta.property === "og:url")?.content)
    for (const url of jsonLdUrls(jsonLdOf(html, file))) add("JSON-LD", url)
    for (const href of internalLinks(html)) add("link", href)

    expect(urls.size).toBeGreaterThan(2)
    const problems = [...urls].flatMap(([what, url]) => {
      if (/^https?:/.test(url) && !url.startsWith(site.siteUrl)) return [`${what} is not on ${site.siteUrl}`]
      const found = problem(sitePathOf(url))
      return found ? [`${what}: ${found}`] : []
    })
    expect(problems).toEqual([])
  })

  it("lists in the sitemap only URLs answered 200", () => {
    const index = fs.readFileSync(path.join(PUBLIC, "sitemap-index.xml"), "utf8")
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(sitemaps.map((url) => problem(sitePathOf(url)))).toEqual(sitemaps.map(() => null))
    const urls = sitemaps.flatMap((sitemap) =>
      [...fs.readFileSync(path.join(PUBLIC, sitePathOf(sitemap)), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
    )
    expect(urls.length).toBeGreaterThan(10)
    expect(urls.flatMap((url) => problem(sitePathOf(url)) ?? [])).toEqual([])
  })
})
