// Serves the production build (public/) as the hosts in the README do (Netlify, Cloudflare Pages,
// S3 + CloudFront, nginx): /about/ from about/index.html, a 301 from /about to /about/, any other file as
// is, 404.html with status 404 for anything else; gzip when asked; and the headers from public/_headers,
// which plugins/security-headers/security-headers.ts writes (the one place the header rules are defined).
const fs = require("node:fs")
const http = require("node:http")
const path = require("node:path")
const zlib = require("node:zlib")

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".yml": "text/yaml; charset=utf-8",
}
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/

/** Parses the Netlify/Cloudflare _headers format: a path pattern line, then indented "Name: value" lines. */
function parseHeaders(file) {
  if (!fs.existsSync(file)) return []
  const rules = []
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
    } else if (rules.length) {
      const at = line.indexOf(":")
      rules[rules.length - 1].headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
    }
  }
  return rules
}

/** Whether a _headers path pattern matches a URL path ("*" matches anything, "/" included, as on both hosts). */
const matches = (pattern, urlPath) => {
  const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`)
  return regex.test(urlPath)
}

/**
 * What a host answers for a URL path: { status: 200, file }, { status: 301, location } (a directory
 * asked for without its trailing slash) or { status: 404, file: 404.html }. Query strings are ignored.
 */
function resolveRequest(publicDir, urlPath) {
  const root = path.resolve(publicDir)
  const notFound = { status: 404, file: path.join(root, "404.html") }
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return notFound
  }
  const base = path.join(root, path.normalize(decoded))
  if (base !== root && !base.startsWith(root + path.sep)) return notFound
  const isFile = (file) => fs.existsSync(file) && fs.statSync(file).isFile()
  if (decoded.endsWith("/")) {
    const index = path.join(base, "index.html")
    return isFile(index) ? { status: 200, file: index } : notFound
  }
  if (isFile(base)) return { status: 200, file: base }
  if (isFile(path.join(base, "index.html"))) return { status: 301, location: `${urlPath}/` }
  return notFound
}

/**
 * The headers of every _headers rule matching the request path, as both hosts apply them. A 404 also
 * gets the 404 page's own rule for any header not already set, as nginx does when `error_page 404
 * /404.html` hands the request to that location: so an unknown top-level path still gets the site's CSP.
 */
function headersFor(rules, urlPath, status) {
  const headers = new Map()
  const apply = (target, keepExisting) => {
    for (const rule of rules) {
      if (!matches(rule.pattern, target)) continue
      for (const [name, value] of rule.headers) if (!keepExisting || !headers.has(name.toLowerCase())) headers.set(name.toLowerCase(), [name, value])
    }
  }
  apply(urlPath, false)
  if (status === 404) apply("/404.html", true)
  return [...headers.values()]
}

/**
 * Compressed once per file content, not once per request: the browser suite asks for the same scripts
 * about a thousand times, and the compression ran in the Jest process both workers' pages wait on.
 */
const compressed = new Map()
function gzipped(file, body) {
  const cached = compressed.get(file)
  if (cached && cached.source.equals(body)) return cached.gzip
  const gzip = zlib.gzipSync(body, { level: 9 })
  compressed.set(file, { source: body, gzip })
  return gzip
}

/**
 * Starts the server on 127.0.0.1 and a free port; resolves to { url, close }. For test harnesses:
 * `extraFiles` serves more files by URL path ({ type, body }), `headStart` is written right after every
 * HTML page's `<head>`, and `beforeAnswer(urlPath)` may return a promise the answer waits for.
 */
function startStaticServer({ root = path.resolve(__dirname, "../public"), port = 0, headers = true, extraFiles = {}, headStart = "", beforeAnswer } = {}) {
  const rules = headers ? parseHeaders(path.join(root, "_headers")) : []
  const server = http.createServer(async (req, res) => {
    const search = req.url.indexOf("?")
    const urlPath = search === -1 ? req.url : req.url.slice(0, search)
    if (beforeAnswer) await beforeAnswer(urlPath)
    if (Object.hasOwn(extraFiles, urlPath)) {
      const extra = extraFiles[urlPath]
      res.writeHead(200, { "Content-Type": extra.type, "Content-Length": Buffer.byteLength(extra.body), "Cache-Control": "no-store" })
      res.end(extra.body)
      return
    }
    const answer = resolveRequest(root, urlPath)
    // A build without a 404 page (the bench's empty Gatsby page) answers a bare 404.
    if (answer.status === 404 && !fs.existsSync(answer.file)) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
      res.end("Not found")
      return
    }
    for (const [name, value] of headersFor(rules, urlPath, answer.status)) res.setHeader(name, value)
    if (answer.status === 301) {
      res.setHeader("Location", answer.location + (search === -1 ? "" : req.url.slice(search)))
      res.writeHead(301)
      res.end()
      return
    }
    const type = TYPES[path.extname(answer.file)] || "application/octet-stream"
    res.setHeader("Content-Type", type)
    let body = fs.readFileSync(answer.file)
    if (headStart && type.startsWith("text/html")) body = Buffer.from(body.toString("utf8").replace("<head>", `<head>${headStart}`))
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
      body = gzipped(answer.file, body)
      res.setHeader("Content-Encoding", "gzip")
      res.setHeader("Vary", "Accept-Encoding")
    }
    res.setHeader("Content-Length", body.length)
    res.writeHead(answer.status)
    res.end(req.method === "HEAD" ? undefined : body)
  })
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address()
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((done) => server.close(done)) })
    })
  })
}

module.exports = { startStaticServer, parseHeaders, matches, resolveRequest, headersFor }

if (require.main === module) {
  startStaticServer({ port: Number(process.env.PORT || 9000) }).then(({ url }) => console.log(`Serving public/ at ${url}`))
}
