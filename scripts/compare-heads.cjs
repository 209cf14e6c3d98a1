// Compares the <head> of every built HTML page between two builds (e.g. a copy of public/ made before a
// change, and public/ after it). Inlined CSS is elided, JSON-LD pretty-printed and content hashes in file
// names masked, so the diff shows only what a change did to titles, meta tags, canonical URLs and JSON-LD.
// Usage: node scripts/compare-heads.cjs [--ignore-trailing-slash] <public-before> [public-after = public/]
// (exit 1 when they differ). --ignore-trailing-slash treats https://host/about and https://host/about/ as
// the same, to see what else a change of the trailing-slash policy did.
const fs = require("node:fs")
const path = require("node:path")

function htmlFiles(root) {
  const files = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!["page-data", "static", "admin", "~partytown"].includes(entry.name)) walk(full)
      } else if (entry.name.endsWith(".html")) files.push(path.relative(root, full))
    }
  }
  walk(root)
  return files.sort()
}

/** One tag per line, comparable across builds. */
function headLines(html, { ignoreTrailingSlash = false } = {}) {
  const text = ignoreTrailingSlash ? html.replace(/(https?:\/\/[^"#\s/]+(?:\/[\w.-]+)+)\/(?=[#"])/g, "$1") : html
  return text
    .slice(text.indexOf("<head>") + 6, text.indexOf("</head>"))
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "<style>…</style>")
    .replace(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g, (_, json) => `<script ld>\n${JSON.stringify(JSON.parse(json), null, 1)}\n</script>`)
    .replace(/-[0-9a-f]{8,20}\.js/g, "-HASH.js")
    .replace(/___webpackCompilationHash="[0-9a-f]+"/, '___webpackCompilationHash="HASH"')
    .replace(/></g, ">\n<")
    .split("\n")
}

function compare(before, after, options = {}) {
  const out = []
  const a = new Set(htmlFiles(before))
  const b = new Set(htmlFiles(after))
  for (const file of [...new Set([...a, ...b])].sort()) {
    if (!a.has(file) || !b.has(file)) {
      out.push(`${a.has(file) ? "- only before" : "+ only after"}: ${file}`)
      continue
    }
    const old = headLines(fs.readFileSync(path.join(before, file), "utf8"), options)
    const now = headLines(fs.readFileSync(path.join(after, file), "utf8"), options)
    const removed = old.filter((line) => !now.includes(line))
    const added = now.filter((line) => !old.includes(line))
    if (removed.length || added.length) out.push(`=== ${file}`, ...removed.map((l) => `- ${l.trim()}`), ...added.map((l) => `+ ${l.trim()}`))
  }
  return out
}

if (require.main === module) {
  const args = process.argv.slice(2)
  const ignoreTrailingSlash = args.includes("--ignore-trailing-slash")
  const [before, after = path.resolve(__dirname, "../public")] = args.filter((arg) => !arg.startsWith("--"))
  if (!before) throw new Error("usage: node scripts/compare-heads.cjs [--ignore-trailing-slash] <public-before> [public-after]")
  const lines = compare(path.resolve(before), path.resolve(after), { ignoreTrailingSlash })
  console.log(lines.length ? lines.join("\n") : "The <head> of every page is the same.")
  process.exitCode = lines.length ? 1 : 0
}

module.exports = { compare, headLines }
