#!/usr/bin/env node
/**
 * Prints the weight of built pages (issue 15's HTML budgets): raw and gzip -9 bytes of each page's HTML
 * and of its parts (inlined <style>, <main>, header, footer, inline SVG, srcset attributes, scripts,
 * JSON-LD) and the number of elements in the static HTML (the DOM after load is close; the bench
 * reports Lighthouse's own count). Deterministic, so it is the quick loop for HTML experiments.
 *
 *   node scripts/html-weight.mjs                       # home and a page of each kind, from public/
 *   node scripts/html-weight.mjs --dir /tmp/x / /quote/ # another build, other pages
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

const args = process.argv.slice(2)
const dirIndex = args.indexOf("--dir")
const dir = dirIndex >= 0 ? args.splice(dirIndex, 2)[1] : "public"
const DEFAULT_PAGES = ["/", "/quote/", "/services/office-cleaning/", "/locations/tampa/", "/locations/atlanta/", "/clients/ripa/", "/blog/", "/jobs/"]
const pages = args.length > 0 ? args : DEFAULT_PAGES

const gz = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`
const all = (html, re) => [...html.matchAll(re)].map((m) => m[0]).join("")
const parts = {
  style: /<style[\s\S]*?<\/style>/g,
  header: /<header[\s\S]*?<\/header>/g,
  main: /<main[\s\S]*?<\/main>/g,
  footer: /<footer[\s\S]*?<\/footer>/g,
  svg: /<svg[\s\S]*?<\/svg>/g,
  srcset: /\s(?:data-)?srcset="[^"]*"/g,
  script: /<script[\s\S]*?<\/script>/g,
  jsonld: /<script type="application\/ld\+json"[\s\S]*?<\/script>/g,
}

const rows = []
for (const page of pages) {
  const file = path.join(dir, page.replace(/^\//, ""), page.endsWith(".html") ? "" : "index.html")
  if (!fs.existsSync(file)) {
    rows.push([page, "missing"])
    continue
  }
  const html = fs.readFileSync(file, "utf8")
  const elements = (html.match(/<[a-zA-Z][a-zA-Z0-9-]*[\s>/]/g) ?? []).length
  const cells = [page, `${kb(gz(html))} / ${kb(html.length)}`, String(elements)]
  for (const re of Object.values(parts)) {
    const text = all(html, re)
    cells.push(`${kb(gz(text))} / ${kb(text.length)}`)
  }
  rows.push(cells)
}
const head = ["page", "HTML gz/raw KB", "elements", ...Object.keys(parts).map((name) => `${name} gz/raw`)]
const widths = head.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)))
for (const row of [head, ...rows]) console.log(row.map((cell, i) => (cell ?? "").padEnd(widths[i])).join("  "))
