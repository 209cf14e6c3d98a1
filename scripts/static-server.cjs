// Serves the production build (public/) as a static host would: clean URLs, the 404 page with
// status 404, gzip when asked, and the headers from public/_headers when that file exists.
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

function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "")
  const base = path.join(root, clean)
  if (!base.startsWith(root)) return null
  for (const candidate of [base, path.join(base, "index.html"), `${base}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/** Starts the server on 127.0.0.1 and a free port; resolves to { url, close }. */
function startStaticServer({ root = path.resolve(__dirname, "../public"), port = 0, headers = true } = {}) {
  const rules = headers ? parseHeaders(path.join(root, "_headers")) : []
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url, "http://localhost").pathname
    let file = resolveFile(root, urlPath)
    let status = 200
    if (!file) {
      status = 404
      file = path.join(root, "404.html")
      // A build without a 404 page (the bench's empty Gatsby page) answers a bare 404.
      if (!fs.existsSync(file)) {
        res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" })
        res.end("Not found")
        return
      }
    }
    const type = TYPES[path.extname(file)] || "application/octet-stream"
    for (const rule of rules) {
      if (matches(rule.pattern, urlPath)) for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
    res.setHeader("Content-Type", type)
    let body = fs.readFileSync(file)
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
      body = zlib.gzipSync(body, { level: 9 })
      res.setHeader("Content-Encoding", "gzip")
      res.setHeader("Vary", "Accept-Encoding")
    }
    res.setHeader("Content-Length", body.length)
    res.writeHead(status)
    res.end(req.method === "HEAD" ? undefined : body)
  })
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address()
      resolve({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((done) => server.close(done)) })
    })
  })
}

module.exports = { startStaticServer, parseHeaders, matches }

if (require.main === module) {
  startStaticServer({ port: Number(process.env.PORT || 9000) }).then(({ url }) => console.log(`Serving public/ at ${url}`))
}
