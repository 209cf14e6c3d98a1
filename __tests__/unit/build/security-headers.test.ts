import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { matches, parseHeaders } from "../../../scripts/static-server.cjs"
import { resumableEndpoint } from "../../../src/lib/quote/resumable-upload"
import { CACHE_CONTROL, adminContentSecurityPolicy, contentSecurityPolicy, headerRules, headersFileText, inlineScripts, metaPolicy, sha256Source, supabaseOrigin, withMetaPolicy } from "../../../plugins/security-headers/security-headers"

const directives = (csp: string) =>
  Object.fromEntries(csp.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]))

describe("inline scripts a page executes", () => {
  it("finds inline classic and module scripts, exactly as written, and skips external scripts and JSON-LD", () => {
    const html = [
      `<script>window.a=1</script>`,
      `<script type="module">\n  import("x")\n</script>`,
      `<script src="/app.js" async></script>`,
      `<script type="application/ld+json">{"@context":"https://schema.org"}</script>`,
      `<script id="gatsby-script-loader" data-page-path="/x">/*<![CDATA[*/window.pagePath=1;/*]]>*/</script>`,
    ].join("")
    expect(inlineScripts(html)).toEqual(["window.a=1", `\n  import("x")\n`, "/*<![CDATA[*/window.pagePath=1;/*]]>*/"])
  })

  it("hashes them as CSP source expressions (SHA-256, base64)", () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(sha256Source("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })
})

describe("Content-Security-Policy", () => {
  const hashes = ["'sha256-b'", "'sha256-a'", "'sha256-a'"]

  it("allows only the site, and scripts only by file or hash", () => {
    const csp = directives(contentSecurityPolicy({ scriptHashes: hashes }))
    expect(csp["default-src"]).toEqual(["'self'"])
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-a'", "'sha256-b'"])
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:"])
    expect(csp["font-src"]).toEqual(["'self'"])
    expect(csp["connect-src"]).toEqual(["'self'"])
    expect(csp["object-src"]).toEqual(["'none'"])
    expect(csp["base-uri"]).toEqual(["'self'"])
    // No native form submission: forms are sent by their scripts (what was typed never goes into a URL).
    expect(csp["form-action"]).toEqual(["'none'"])
    expect(csp["frame-ancestors"]).toEqual(["'none'"])
    expect(JSON.stringify(csp["script-src"])).not.toMatch(/unsafe/)
  })

  it("lets the browser reach the configured Supabase project (its origin only)", () => {
    const csp = directives(contentSecurityPolicy({ scriptHashes: [], supabaseUrl: "https://abcd.supabase.co/rest/v1/" }))
    expect(csp["connect-src"]).toEqual(["'self'", "https://abcd.supabase.co"])
    expect(supabaseOrigin(undefined)).toBeNull()
    expect(() => supabaseOrigin("not a url")).toThrow(/GATSBY_SUPABASE_URL/)
  })

  it("lets large attachments reach Supabase's resumable upload endpoint and the upload URLs it hands out", () => {
    const supabaseUrl = "https://abcd.supabase.co"
    const connect = directives(contentSecurityPolicy({ scriptHashes: [], supabaseUrl }))["connect-src"]
    const endpoint = new URL(resumableEndpoint(supabaseUrl))
    expect(endpoint.href).toBe("https://abcd.supabase.co/storage/v1/upload/resumable")
    // A CSP origin source covers every path under it: the endpoint and each upload's own URL below it.
    expect(connect).toContain(endpoint.origin)
    expect(connect).toContain(new URL(`${endpoint.href}/upload-id`).origin)
  })
})

describe("the _headers file", () => {
  const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-a'"] })
  const adminCsp = adminContentSecurityPolicy()
  const pages = ["/", "/quote", "/blog", "/404", "/services/office-cleaning", "/locations/tampa", "/blog/a-post"]
  const rules = headerRules({ sitePolicy: csp, htmlPaths: pages, adminPolicy: adminCsp })
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "headers-")), "_headers")
  fs.writeFileSync(file, headersFileText(rules))
  const parsed = parseHeaders(file)

  /** The headers a host gives a path: every matching rule's, as Netlify and Cloudflare Pages do. */
  const headersFor = (urlPath: string) =>
    parsed.filter(({ pattern }) => matches(pattern, urlPath)).flatMap((rule) => rule.headers)

  const ASSETS = ["/app-1a2b3c.js", "/styles.1a2b3c.css", "/static/abc/x.webp", "/page-data/index/page-data.json", "/sitemap-index.xml", "/admin/cms.1a2b3c.js", "/admin/config.yml"]
  /** Each page as a host also serves it, with a trailing slash (Cloudflare Pages redirects /quote to /quote/). */
  const slashed = pages.filter((page) => page !== "/").map((page) => `${page}/`)
  const SAMPLE_PATHS = [...pages, ...slashed, "/services/no-such-service", "/no-such-page", "/404.html", "/admin", "/admin/", ...ASSETS]

  it.each(SAMPLE_PATHS)("sets each header at most once for %s (hosts join repeated values)", (urlPath) => {
    const names = headersFor(urlPath).map(([name]) => name.toLowerCase())
    expect(names).toEqual([...new Set(names)])
  })

  it.each([...pages, ...slashed, "/services/no-such-service", "/404.html"])("gives the page %s the site's CSP and opener policy", (urlPath) => {
    const headers = Object.fromEntries(headersFor(urlPath))
    expect(headers["Content-Security-Policy"]).toBe(csp)
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin")
  })

  it("lets /admin keep its login popup's window.opener (Decap's GitHub login hands the token back through it)", () => {
    for (const urlPath of ["/admin", "/admin/"]) {
      expect(Object.fromEntries(headersFor(urlPath))["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups")
    }
  })

  it("gives /admin the editor's policy, which alone allows eval (Decap compiles schemas) and the GitHub API", () => {
    for (const urlPath of ["/admin", "/admin/"]) expect(Object.fromEntries(headersFor(urlPath))["Content-Security-Policy"]).toBe(adminCsp)
    const admin = directives(adminCsp)
    expect(admin["script-src"]).toEqual(["'self'", "'unsafe-eval'"])
    expect(admin["connect-src"]).toEqual(["'self'", "https://api.github.com"])
    expect(admin["frame-ancestors"]).toEqual(["'none'"])
    expect(directives(adminContentSecurityPolicy({ decapBaseUrl: "https://auth.example.com/api" }))["connect-src"]).toContain("https://auth.example.com")
    expect(directives(csp)["script-src"]).not.toContain("'unsafe-eval'")
  })

  it.each(SAMPLE_PATHS)("sends HSTS, nosniff, referrer and permissions policies with %s", (urlPath) => {
    const headers = Object.fromEntries(headersFor(urlPath))
    expect(Number(/max-age=(\d+)/.exec(headers["Strict-Transport-Security"])?.[1])).toBeGreaterThanOrEqual(182 * 24 * 3600)
    expect(headers["X-Content-Type-Options"]).toBe("nosniff")
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\), .*microphone=\(\)/)
  })

  it("caches hashed files for a year and revalidates HTML and page data every time", () => {
    const cache = (urlPath: string) => Object.fromEntries(headersFor(urlPath))["Cache-Control"]
    expect(CACHE_CONTROL).toEqual({ immutable: "public, max-age=31536000, immutable", revalidate: "public, max-age=0, must-revalidate" })
    for (const asset of ["/app-1a2b3c.js", "/styles.1a2b3c.css", "/static/abc/x.webp"]) expect(cache(asset)).toBe(CACHE_CONTROL.immutable)
    for (const html of [...pages, ...slashed, "/404.html", "/admin", "/admin/config.yml", "/page-data/index/page-data.json"]) expect(cache(html)).toBe(CACHE_CONTROL.revalidate)
    expect(cache("/admin/cms.1a2b3c.js")).toBe(CACHE_CONTROL.immutable)
  })

  it("stays far below Cloudflare's limits (100 rules, 2,000 characters a line)", () => {
    const many = Array.from({ length: 500 }, (_, i) => `/locations/city-${i}`)
    expect(headerRules({ sitePolicy: csp, htmlPaths: [...pages, ...many], adminPolicy: adminCsp }).length).toBeLessThan(25)
    expect(Math.max(...headersFileText(rules).split("\n").map((line) => line.length))).toBeLessThan(2000)
  })
})

describe("the policy inside 404.html (for unknown paths no _headers rule covers on Netlify and Cloudflare Pages)", () => {
  const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-a'"], supabaseUrl: "https://abcd.supabase.co" })

  it("is the site's policy without frame-ancestors, which a meta policy may not carry", () => {
    const meta = directives(metaPolicy(csp))
    expect(meta["frame-ancestors"]).toBeUndefined()
    const { "frame-ancestors": _framing, ...rest } = directives(csp)
    expect(meta).toEqual(rest)
  })

  it("goes right after the charset, before any script, and a page without one stops the build", () => {
    const html = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>a()</script></head></html>`
    const out = withMetaPolicy(html, csp)
    expect(out.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(out.indexOf("charSet"))
    expect(out.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(out.indexOf("<script>"))
    expect(out).toContain("script-src 'self' 'sha256-a'")
    expect(() => withMetaPolicy("<head></head>", csp)).toThrow(/charSet/)
  })

  it("replaces the policy a previous build left in the page instead of adding a second one", () => {
    const html = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>a()</script></head></html>`
    const again = withMetaPolicy(withMetaPolicy(html, csp.replace("'sha256-a'", "'sha256-old'")), csp)
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(again).toContain("'sha256-a'")
    expect(again).not.toContain("sha256-old")
  })
})
