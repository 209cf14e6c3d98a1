/**
 * Short, stable CSS-module class names for the production builds: "_" + letters naming the CSS module file
 * + the class's number within that file (e.g. "_Q3", "_Bk12").
 *
 * Gatsby's default "[name]--[local]--[hash]" gives every class about 30 characters, repeated in the CSS
 * inlined in each page, on every element of the HTML and in the JavaScript class maps. Names are given
 * from a list of the site's CSS modules read when the build starts (every `*.module.css` under src/,
 * sorted by path; in each, its classes and keyframes in the order they first appear), so the browser
 * build and the HTML build, which run css-loader separately, agree; a name the list does not have stops
 * the build. The leading "_" (which no global class name here uses) and the per-file letters let the
 * post-build step tell a CSS module's rules apart (plugins/critical-css/critical-css.ts).
 * (Until issue 15's HTML pass names were "_" + 3 hashed characters per file + 3 per class, e.g. "_Qx7k2P":
 * about 0.5 KB more gzipped HTML on the home page.)
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import postcss from "postcss"
import selectorParser from "postcss-selector-parser"

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

/** Matches a class name this scheme produced; group 1 is the CSS module's code. */
export const MODULE_CLASS = /^_([A-Za-z]{1,2})(\d+)$/

/** 0 -> "A", 51 -> "z", 52 -> "AA": as many files as the site will have in two letters (2,756). */
function letters(index: number): string {
  if (index < LETTERS.length) return LETTERS[index]
  const rest = index - LETTERS.length
  if (rest >= LETTERS.length * LETTERS.length) throw new Error("plugins/critical-css/css-module-names.ts: more CSS modules than two letters can name")
  return LETTERS[Math.floor(rest / LETTERS.length)] + LETTERS[rest % LETTERS.length]
}

/** The local names css-loader scopes in one CSS module: its classes and keyframes, in order of appearance. */
export function localNames(css: string): string[] {
  const names = new Set<string>()
  postcss.parse(css).walk((node) => {
    if (node.type === "rule") {
      selectorParser((selectors) => {
        selectors.walkClasses((className) => {
          names.add(className.value)
        })
      }).processSync(node.selector)
    } else if (node.type === "atrule" && /keyframes$/i.test(node.name)) {
      names.add(node.params.trim())
    }
  })
  return [...names]
}

/**
 * A digest of which CSS module files there are. A file's letters come from its place in that list, so adding,
 * removing or renaming a module renames the classes of the files after it, although their own CSS did not
 * change: webpack's persistent cache (.cache/webpack), which recompiles a file only when it or its loaders'
 * configuration changed, would keep their old names beside a new file's colliding ones. The webpack config
 * carries this digest as its cache version, so a change to the list starts from an empty cache.
 */
export function moduleListDigest(paths: ReadonlyArray<string>): string {
  return crypto.createHash("sha256").update([...paths].sort().join("\n")).digest("hex").slice(0, 16)
}

export interface CssModuleNames {
  /** css-loader's modules.getLocalIdent. Throws for a file or a name the list does not have. */
  localIdent(root: string, resourcePath: string, localName: string): string
  /** The letters of one CSS module (path relative to the repository, "/" separated). */
  moduleCode(relativePath: string): string
  /** Module letters -> the letters of the modules shown with it (SHOWN_WITH). */
  companions: ReadonlyMap<string, readonly string[]>
}

/**
 * A CSS module whose components a page draws only after it has loaded (the quote form's upload panels) says
 * which module's pages draw it, in a comment: `/* critical-css: shown with ./quote-form.module.css *\/`. Its
 * rules then go to the stylesheet of every page that renders that module (critical-css.ts, `criticalCss`),
 * which is applied before the page's scripts run, so the part is styled when it appears.
 */
export const SHOWN_WITH = /\/\*\s*critical-css:\s*shown with\s+(\S+)\s*\*\//g

/** Names for the given CSS modules (paths relative to the repository, with their CSS). */
export function cssModuleNames(modules: ReadonlyArray<{ path: string; css: string }>): CssModuleNames {
  const byPath = new Map<string, { code: string; names: Map<string, string> }>()
  const sorted = [...modules].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  sorted.forEach(({ path: file, css }, index) => {
    const code = letters(index)
    byPath.set(file, { code, names: new Map(localNames(css).map((name, n) => [name, `_${code}${n}`])) })
  })
  const relativeOf = (root: string, file: string) => path.relative(root, file).split(path.sep).join("/")
  const companions = new Map<string, string[]>()
  for (const { path: file, css } of sorted) {
    for (const [, shownWith] of css.matchAll(SHOWN_WITH)) {
      const target = byPath.get(path.posix.join(path.posix.dirname(file), shownWith))
      if (!target) throw new Error(`plugins/critical-css/css-module-names.ts: ${file} is shown with ${shownWith}, which is not a CSS module under src/`)
      companions.set(target.code, [...(companions.get(target.code) ?? []), byPath.get(file)!.code])
    }
  }
  return {
    companions,
    localIdent(root, resourcePath, localName) {
      const file = relativeOf(root, resourcePath)
      const ident = byPath.get(file)?.names.get(localName)
      if (!ident) {
        throw new Error(`plugins/critical-css/css-module-names.ts: no short name for .${localName} in ${file}; it is read from the CSS modules under src/ when the build starts`)
      }
      return ident
    },
    moduleCode(relativePath) {
      const module = byPath.get(relativePath.split(path.sep).join("/"))
      if (!module) throw new Error(`plugins/critical-css/css-module-names.ts: ${relativePath} is not a CSS module under src/`)
      return module.code
    },
  }
}

// The site's folder: Gatsby runs the build there, and compiles this file into .cache/ first.
const ROOT = process.cwd()

/** Every `*.module.css` under src/, relative to the repository. */
function siteCssModules(): Array<{ path: string; css: string }> {
  const out: Array<{ path: string; css: string }> = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".module.css")) out.push({ path: path.relative(ROOT, full).split(path.sep).join("/"), css: fs.readFileSync(full, "utf8") })
    }
  }
  walk(path.join(ROOT, "src"))
  return out
}

let site: CssModuleNames | undefined
const siteNames = () => (site ??= cssModuleNames(siteCssModules()))

/** moduleListDigest of the site's CSS modules, read when the build starts. */
export const siteModuleListDigest = () => moduleListDigest(siteCssModules().map((module) => module.path))

/** css-loader's modules.getLocalIdent for the site's CSS modules. */
export const localIdent = (root: string, resourcePath: string, localName: string) => siteNames().localIdent(root, resourcePath, localName)

/** The letters of one of the site's CSS modules: the same for every class of that file. */
export const moduleCode = (relativePath: string) => siteNames().moduleCode(relativePath)

/** The site's modules shown with others (SHOWN_WITH), by letters. */
export const siteCompanions = () => siteNames().companions
