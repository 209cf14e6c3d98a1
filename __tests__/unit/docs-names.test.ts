/**
 * The docs name what exists: every file or folder path and every code name (a component, function or
 * constant written as code) in docs/*.md, README.md, plugins/**\/README.md and supabase/README.md is found in
 * the repository, so a rename or a removal that leaves the docs behind fails here, naming the doc and the name.
 * Paths are read relative to the repository, to the doc's folder, or as the end of a path in it (a file named
 * from the folder the text is about) or in the packages whose internals the docs describe; what the build
 * writes (public/, .cache/, pages) is left out. Code names must occur in the repository's code or in the
 * package they come from.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const ROOT = path.resolve(__dirname, "../..")

/** The repository's files as git knows them (tracked, or new and not ignored). */
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter((file) => file && fs.existsSync(path.join(ROOT, file)))
const folders = new Set(files.flatMap((file) => file.split("/").slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join("/"))))

const docs = files.filter((file) => /^(docs\/[^/]+|README|plugins\/(.+\/)?README|supabase\/README)\.md$/.test(file))

/** Code spans and link targets of a markdown text. */
function mentions(text: string): Array<{ kind: "code" | "link"; value: string }> {
  const withoutBlocks = text.replace(/```[\s\S]*?```/g, "")
  return [
    ...[...withoutBlocks.matchAll(/`([^`\n]+)`/g)].map((match) => ({ kind: "code" as const, value: match[1].trim() })),
    ...[...withoutBlocks.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => ({ kind: "link" as const, value: match[1] })),
  ]
}

const EXTENSION = /\.(tsx?|cjs|mjs|js|d\.cts|jsonc?|md|ya?ml|css|sql|sh|txt|toml)$/
const TOP_LEVEL = new Set(files.map((file) => file.split("/")[0]))

/** What the build and the bench write (public/, .cache/, bench/results/, pages, page data): not in the repository until they run. */
const isBuildOutput = (value: string) => /^(public|\.cache|bench\/results)(\/|$)|\.html$|page-data\.json$|^webpack\.stats\.json$/.test(value)

/**
 * A mention that names a file or folder: a link's target, or code with a file extension or starting with one
 * of the repository's top-level folders (not a URL, a route, a command, a glob or a build output).
 */
function asPath(mention: { kind: "code" | "link"; value: string }): string | null {
  const value = mention.value.replace(/#.*$/, "").replace(/:\d+(-\d+)?$/, "").replace(/\/$/, "")
  if (!value || /^[a-z]+:/i.test(value) || value.startsWith("/") || /[\s<>*{}$=,|()]/.test(value) || value.startsWith("~") || isBuildOutput(value)) return null
  if (mention.kind === "link") return value
  if (/^\.[a-z]+$/.test(value) || !/^(@|\.\.?\/)?[\w.-]+(\/[\w.-]+)*$/.test(value)) return null
  return EXTENSION.test(value) || TOP_LEVEL.has(value.split("/")[0]) ? value : null
}

/** Files of the packages whose internals the docs name by their own paths (`cache-dir/loader.js`, `static-entry.js`). */
const PACKAGES = ["gatsby", "gatsby-plugin-image", "gatsby-link", "lucide-react", "react-dom", "formik", "lodash-es"]
let packageFiles: string[] | undefined
function packageFileList(): string[] {
  if (packageFiles) return packageFiles
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules") continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else out.push(path.relative(path.join(ROOT, "node_modules"), full).split(path.sep).join("/"))
    }
  }
  for (const name of PACKAGES) walk(path.join(ROOT, "node_modules", name))
  return (packageFiles = out)
}

function pathExists(doc: string, value: string, kind: "code" | "link"): boolean {
  const exact = [value, path.posix.join(path.posix.dirname(doc), value)].map((candidate) => path.posix.normalize(candidate))
  if (exact.some((candidate) => files.includes(candidate) || folders.has(candidate))) return true
  if (kind === "link") return false
  // Named from the folder the text is about (`schema/sdl.ts` in gatsby/, `home/home-hero-island.ts`).
  const suffix = `/${value.replace(/^\.\.?\//, "")}`
  if (files.some((file) => `/${file}`.endsWith(suffix)) || [...folders].some((folder) => `/${folder}`.endsWith(suffix))) return true
  // A package's own file or module (`react-dom/server`, `lodash-es/clone`, `cache-dir/loader.js`).
  if (["", ".js", ".mjs"].some((ext) => fs.existsSync(path.join(ROOT, "node_modules", value + ext)))) return true
  return packageFileList().some((file) => `/${file}`.endsWith(suffix) || `/${file}`.endsWith(`${suffix}.js`))
}

const CODE_NAME = /^([A-Za-z_$][\w$]*)(\(\))?$/
/** A code name worth checking: written in camelCase, PascalCase with a lower-case letter, or UPPER_SNAKE_CASE. */
const isCodeName = (name: string) => /^[a-z]+[A-Z]/.test(name) || /^[A-Z][a-z]+[A-Z]/.test(name) || /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(name)

const corpus = files
  .filter((file) => /\.(tsx?|cjs|mjs|js|jsonc?|sh|sql|ya?ml|css|d\.cts)$/.test(file) && !file.startsWith("docs/"))
  .map((file) => fs.readFileSync(path.join(ROOT, file), "utf8"))
  .join("\n")

/** The packages whose own API the docs name (gatsby's hooks, React's functions, the browser's): searched in their files. */
const PACKAGE_FILES = [
  "gatsby/index.d.ts",
  "gatsby/cache-dir/production-app.js",
  "gatsby/cache-dir/loader.js",
  "gatsby/dist/utils/webpack.config.js",
  "react/cjs/react.development.js",
  "react-dom/cjs/react-dom.development.js",
  "typescript/lib/lib.dom.d.ts",
  "css-loader/dist/utils.js",
  "webpack/types.d.ts",
  "gatsby-plugin-image/dist/src/index.d.ts",
]
  .map((file) => path.join(ROOT, "node_modules", file))
  .filter((file) => fs.existsSync(file))
  .map((file) => fs.readFileSync(file, "utf8"))
  .join("\n")

const nameExists = (name: string) => new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`).test(corpus) || new RegExp(`\\b${name.replace(/\$/g, "\\$")}\\b`).test(PACKAGE_FILES)

describe.each(docs)("%s", (doc) => {
  const text = fs.readFileSync(path.join(ROOT, doc), "utf8")
  const found = mentions(text)

  it("names only paths that exist", () => {
    const missing = found.flatMap((mention) => {
      const value = asPath(mention)
      return value !== null && !pathExists(doc, value, mention.kind) ? [value] : []
    })
    expect([...new Set(missing)]).toEqual([])
  })

  it("names only code that exists", () => {
    const names = found.filter((mention) => mention.kind === "code").flatMap(({ value }) => CODE_NAME.exec(value)?.[1] ?? [])
    expect([...new Set(names.filter((name) => isCodeName(name) && !nameExists(name)))]).toEqual([])
  })
})

it("checks the docs it is meant to", () => {
  expect(docs).toEqual(expect.arrayContaining(["README.md", "docs/architecture.md", "docs/performance.md", "plugins/README.md", "plugins/static-regions/README.md", "supabase/README.md"]))
})
