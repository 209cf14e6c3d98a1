// The JavaScript a built page loads (its <script src>, <link as="script">, the boot scripts its inline loader adds
// after the first paint (data-boot-scripts, plugins/boot-after-paint/boot-after-paint.ts) and its template's chunks), with gzip sizes.
// Usage: node scripts/public-js.cjs [--dir DIR] [/ /services/office-cleaning ...]   (after `npm run build`;
// --dir measures a copy of a build, e.g. one made with SITE_SPEED_SKIP, instead of public/)
// Prints one line per page and a JSON summary; used to show that /admin adds nothing to public pages.
const fs = require("node:fs")
const path = require("node:path")
const zlib = require("node:zlib")

const DEFAULT_PUBLIC = path.resolve(__dirname, "../public")

/** Local script URLs referenced by a page's HTML, in document order, without duplicates. */
function scriptsOf(html) {
  const urls = new Set()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1])
  for (const match of html.matchAll(/\bdata-boot-scripts="([^"]+)"/g)) for (const url of match[1].split(" ")) urls.add(url)
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0]
    const href = /\bhref="([^"]+)"/.exec(tag)
    if (href && /\bas="script"/.test(tag)) urls.add(href[1])
  }
  return [...urls].filter((url) => url.startsWith("/") && !url.startsWith("//"))
}

/** The chunks of the page's template, which Gatsby's loader fetches right after the HTML's scripts. */
function pageChunks(route, publicDir) {
  const pageData = path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json")
  const stats = path.join(publicDir, "webpack.stats.json")
  if (!fs.existsSync(pageData) || !fs.existsSync(stats)) return []
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, "utf8"))
  const group = JSON.parse(fs.readFileSync(stats, "utf8")).namedChunkGroups[componentChunkName]
  return group ? group.assets.map((asset) => `/${typeof asset === "string" ? asset : asset.name}`).filter((url) => url.endsWith(".js")) : []
}

function measure(route, publicDir = DEFAULT_PUBLIC) {
  const file = path.join(publicDir, route, "index.html")
  const html = fs.readFileSync(file, "utf8")
  const urls = [...new Set([...scriptsOf(html), ...pageChunks(route, publicDir)])]
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]), 0)
  const scripts = urls.map((url) => {
    const body = fs.readFileSync(path.join(publicDir, url.split("?")[0]))
    return { url, bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }
  })
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
  return { route, scripts, gzip: total, bytes: scripts.reduce((sum, s) => sum + s.bytes, 0), inline }
}

if (require.main === module) {
  const args = process.argv.slice(2)
  const dirAt = args.indexOf("--dir")
  const dir = dirAt >= 0 ? path.resolve(args.splice(dirAt, 2)[1]) : DEFAULT_PUBLIC
  const routes = args.length > 0 ? args : ["/", "/services/office-cleaning"]
  const results = routes.map((route) => measure(route, dir))
  for (const result of results) {
    console.log(`${result.route}: ${result.scripts.length} scripts, ${result.bytes} B raw, ${result.gzip} B gzip; inline <script> text ${result.inline} B`)
    for (const s of result.scripts) console.log(`  ${s.gzip.toString().padStart(7)} B gzip  ${s.url}`)
  }
  const sum = results.reduce((total, r) => total + r.gzip, 0)
  console.log(`sum of gzip sizes over ${routes.join(" ")}: ${sum} B`)
}

module.exports = { scriptsOf, measure }
