/**
 * How the local plugins (plugins/) depend on each other and on the site: through the markers each owner
 * exports (plugins/<name>/markers.ts) and post-build-html's library, never by retyping a marker or importing
 * another plugin's code; one place replaces Gatsby's webpack config. A plugin left out of a build then leaves
 * none of its code behind (its browser half is reached only from its own gatsby-browser, or through the
 * module it resolves the site's to).
 */
import fs from "node:fs"
import path from "node:path"
import { listFiles } from "../../../gatsby/read-content"
import { localPlugins } from "../../../plugins/post-build-html/pipeline"

const ROOT = path.resolve(__dirname, "../../..")
const CODE = /\.(tsx?|cjs|mjs)$/
const codeUnder = (dir: string) => listFiles(path.join(ROOT, dir)).filter((file) => CODE.test(file) && !file.endsWith(".d.ts"))
const relative = (file: string) => path.relative(ROOT, file)

/** Relative imports of a file (static, dynamic and re-exports), resolved to paths relative to the repository. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8")
  const requests = [...text.matchAll(/(?:from|import\(|require\()\s*"(\.{1,2}\/[^"]+)"/g)].map((match) => match[1])
  return requests.map((request) => relative(path.resolve(path.dirname(file), request)))
}

/** The plugin a repository path is in, if any. */
const pluginOf = (repoPath: string) => /^plugins\/([^/]+)\//.exec(`${repoPath}/`)?.[1]

/** What one plugin, or the site, may import of another plugin: its markers; post-build-html's library (the pipeline). */
const SHARED = (plugin: string, file: string) => file === `plugins/${plugin}/markers` || (plugin === "post-build-html" && /^plugins\/post-build-html\/(pages|pipeline)$/.test(file))

it("plugins import of each other only their markers and post-build-html's library", () => {
  const reaching: string[] = []
  for (const name of localPlugins(ROOT)) {
    for (const file of codeUnder(`plugins/${name}`)) {
      for (const target of importsOf(file)) {
        const other = pluginOf(target)
        if (other && other !== name && !SHARED(other, target)) reaching.push(`${relative(file)} imports ${target}`)
      }
    }
  }
  expect(reaching).toEqual([])
})

it("site code imports of the plugins only their markers (their browser code comes with the plugin, or not at all)", () => {
  const reaching: string[] = []
  for (const dir of ["src", "gatsby"]) {
    for (const file of codeUnder(dir)) {
      for (const target of importsOf(file)) {
        const plugin = pluginOf(target)
        if (plugin && !SHARED(plugin, target)) reaching.push(`${relative(file)} imports ${target}`)
      }
    }
  }
  expect(reaching).toEqual([])
})

it("no marker attribute a plugin exports is typed out by another plugin or the site", async () => {
  const markers: Array<{ value: string; owner: string }> = []
  for (const name of localPlugins(ROOT)) {
    const file = path.join(ROOT, "plugins", name, "markers.ts")
    if (!fs.existsSync(file)) continue
    const exported = (await import(file)) as Record<string, unknown>
    for (const value of Object.values(exported)) if (typeof value === "string" && /^data-[\w-]+$/.test(value)) markers.push({ value, owner: relative(file) })
  }
  expect(markers.length).toBeGreaterThan(5)
  const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1")
  const retyped: string[] = []
  for (const file of [...codeUnder("plugins"), ...codeUnder("src"), ...codeUnder("gatsby")]) {
    const text = withoutComments(fs.readFileSync(file, "utf8"))
    for (const { value, owner } of markers) {
      if (pluginOf(relative(file)) !== pluginOf(owner) && new RegExp(`(?<![\\w-])${value}(?![\\w-])`).test(text)) retyped.push(`${relative(file)} types "${value}" (exported by ${owner})`)
    }
  }
  expect(retyped).toEqual([])
})

it("only critical-css replaces Gatsby's webpack config (every other change is merged with setWebpackConfig)", () => {
  const replacing = [...codeUnder("plugins"), ...codeUnder("gatsby"), path.join(ROOT, "gatsby-node.ts")].filter((file) => /\breplaceWebpackConfig\(/.test(fs.readFileSync(file, "utf8")))
  expect(replacing.map(relative)).toEqual(["plugins/critical-css/gatsby-node.ts"])
})

it("each plugin's browser half is its gatsby-browser, and the site's gatsby-browser imports none", () => {
  const browserHalves = localPlugins(ROOT).filter((name) => fs.existsSync(path.join(ROOT, "plugins", name, "gatsby-browser.ts")))
  expect(browserHalves).toEqual(expect.arrayContaining(["critical-css", "static-regions", "web-font"]))
  expect(importsOf(path.join(ROOT, "gatsby-browser.tsx")).filter((target) => pluginOf(target))).toEqual([])
  expect(importsOf(path.join(ROOT, "gatsby-ssr.tsx")).filter((target) => pluginOf(target))).toEqual([])
})
