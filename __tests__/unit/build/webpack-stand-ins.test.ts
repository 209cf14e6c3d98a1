/**
 * The production builds swap a few package modules for ours (STAND_INS in plugins/webpack-stand-ins/stand-ins.ts;
 * docs/architecture.md has the reason and measured gain of each). Each swap leans on a file inside a package:
 * these tests fail, naming the package, when an upgrade moves that file or changes what it exports, so the
 * swap is rechecked instead of silently doing nothing or breaking the browser bundle.
 */
import fs from "node:fs"
import path from "node:path"
import { createElement, type ComponentType } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { importedIcons, sourceFiles } from "../../fixtures/site-icons"
import { GATSBY_CHUNK_FILENAME, SHORT_CHUNK_FILENAME, shortChunkFilename } from "../../../plugins/webpack-stand-ins/chunk-names"
import { LUCIDE_ICON_RULE, STAND_INS } from "../../../plugins/webpack-stand-ins/stand-ins"
import { mergedIconData, mergedIconModule } from "../../../gatsby/lib/lucide-icon-module"
import createLiteIcon from "../../../src/components/icon/create-lucide-icon"
import { mergeIconNode, type IconNode } from "../../../src/lib/icons/icon-path"

const ROOT = path.resolve(__dirname, "../../..")
const NODE_MODULES = path.join(ROOT, "node_modules")
const version = (pkg: string) => JSON.parse(fs.readFileSync(path.join(NODE_MODULES, pkg, "package.json"), "utf8")).version as string

describe("lucide-react: icons imported one module each", () => {
  it("is never imported from its entry, whose ~2,000 re-exports webpack would parse on every build (7 s cold here)", () => {
    const valueImport = /^import\s+(?!type\b)(?:[\w*\s,]+|\{[^}]*\})\s+from "lucide-react"/m
    const offenders = sourceFiles().filter((file) => valueImport.test(fs.readFileSync(file, "utf8")))
    expect(offenders.map((file) => path.relative(ROOT, file))).toEqual([])
  })

  it("still exports the icons/<name> subpath the site imports from", () => {
    const exports = JSON.parse(fs.readFileSync(path.join(NODE_MODULES, "lucide-react/package.json"), "utf8")).exports
    expect(exports["./icons/*"]).toMatchObject({ default: "./dist/esm/icons/*.mjs" })
    expect(importedIcons().size).toBeGreaterThan(10)
  })
})

describe(`lucide-react ${version("lucide-react")}: createLucideIcon stand-in (src/components/icon/create-lucide-icon.ts)`, () => {
  it("is still the file every icon module imports, so the alias still applies", () => {
    expect(fs.existsSync(STAND_INS.createLucideIcon.target)).toBe(true)
    for (const [icon, importer] of importedIcons()) {
      const source = fs.readFileSync(path.join(NODE_MODULES, `lucide-react/dist/esm/icons/${icon}.mjs`), "utf8")
      expect([icon, importer, /import createLucideIcon from '\.\.\/createLucideIcon\.mjs'/.test(source)]).toEqual([icon, importer, true])
      expect([icon, /createLucideIcon\(__iconData\)/.test(source)]).toEqual([icon, true])
    }
  })

  // Deliberate differences: no xmlns (an <svg> in HTML does not need it) and none of lucide's class names
  // (lucide, lucide-<name>, lucide-<former name>), which no CSS or script here selects; and the shapes are
  // joined into one <path> where they can be (src/lib/icons/icon-path.ts; __tests__/browser/icon-drawing.test.ts
  // proves the drawing is the same).
  it("writes the same <svg> element as lucide-react for every icon the site uses, labelled or not, around the joined shapes", () => {
    const markup = (icon: unknown, props: Record<string, unknown>) => renderToStaticMarkup(createElement(icon as ComponentType<Record<string, unknown>>, props))
    const openingTag = (html: string) => html.slice(0, html.indexOf(">") + 1)
    const shapes = (nodes: IconNode) => nodes.map(([tag, attrs]) => renderToStaticMarkup(createElement(tag, attrs))).join("")
    for (const icon of importedIcons().keys()) {
      const real = require(`lucide-react/icons/${icon}`)
      // lucide's own class names, ahead of the caller's className.
      const lucideClasses = (html: string) => html.replace(/ xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, "").replace(/ class="lucide(?: lucide-[a-z0-9-]+)*( ?)([^"]*)"/, (_whole, _space, rest: string) => (rest ? ` class="${rest}"` : ""))
      // The data as the build's icon loader writes it (shapes joined), which is what the stand-in renders.
      const lite = createLiteIcon(mergedIconData(real.__iconData))
      for (const props of [{ size: 18 }, { size: 24, className: "x", strokeWidth: 1.5 }, { "aria-label": "Phone", role: "img" }]) {
        const expected = `${openingTag(lucideClasses(markup(real.default, props)))}${shapes(mergeIconNode(real.__iconData.node))}</svg>`
        expect([icon, markup(lite, props)]).toEqual([icon, expected])
      }
    }
  })
})

describe(`lucide-react ${version("lucide-react")}: icon modules rewritten at build time (gatsby/lib/lucide-icon-module.ts)`, () => {
  it("the loader's rule matches every icon module the site imports, and nothing else of the package", () => {
    for (const icon of importedIcons().keys()) {
      expect([icon, LUCIDE_ICON_RULE.test.test(path.join(NODE_MODULES, `lucide-react/dist/esm/icons/${icon}.mjs`))]).toEqual([icon, true])
    }
    expect(LUCIDE_ICON_RULE.test.test(STAND_INS.createLucideIcon.target)).toBe(false)
    expect(LUCIDE_ICON_RULE.test.test(path.join(NODE_MODULES, "lucide-react/dist/esm/lucide-react.mjs"))).toBe(false)
  })

  it("rewrites each icon module the site imports to the same module with its shapes joined", () => {
    for (const icon of importedIcons().keys()) {
      const file = path.join(NODE_MODULES, `lucide-react/dist/esm/icons/${icon}.mjs`)
      const source = fs.readFileSync(file, "utf8")
      const rewritten = mergedIconModule(source, file)
      const data = JSON.parse(/const __iconData = (\{.*\});\n/.exec(rewritten)![1])
      expect([icon, data]).toEqual([icon, mergedIconData(require(`lucide-react/icons/${icon}`).__iconData)])
      // Everything around the data is lucide's own: the import, the call, the exports.
      expect(rewritten.replace(/const __iconData = .*;\n/, "")).toBe(source.replace(/const __iconData = \{[\s\S]*?\n\};\n/, ""))
    }
  })

  it("names the file when a module no longer has the data it rewrites", () => {
    expect(() => mergedIconModule("export default 1", "x.mjs")).toThrow(/x\.mjs: no "const __iconData/)
  })
})

describe(`gatsby-plugin-image ${version("gatsby-plugin-image")}: browser stand-in (plugins/webpack-stand-ins/browser/browser-image.tsx)`, () => {
  const browserEntry = path.join(NODE_MODULES, "gatsby-plugin-image/dist/gatsby-image.browser.modern.js")
  const exportedNames = (source: string) =>
    [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1].split(",").map((spec) => spec.trim().split(/\s+as\s+/).pop()!)).filter(Boolean)

  it("exports every name the plugin's browser entry exports, so no import resolves to undefined in the browser", () => {
    expect(fs.existsSync(browserEntry)).toBe(true)
    const plugin = exportedNames(fs.readFileSync(browserEntry, "utf8")).sort()
    expect(plugin).toEqual(expect.arrayContaining(["GatsbyImage", "StaticImage", "getImage", "getSrc", "getSrcSet", "withArtDirection"]))
    const standIn = fs.readFileSync(STAND_INS.gatsbyPluginImage.replacement, "utf8")
    const ours = new Set([...exportedNames(standIn), ...[...standIn.matchAll(/export (?:const|function) (\w+)/g)].map((m) => m[1])])
    expect(plugin.filter((name) => !ours.has(name))).toEqual([])
  })

  it("still needs replacing: the plugin's browser GatsbyImage loads react-dom/server (in its lazy-hydrate chunk)", () => {
    const dist = path.dirname(browserEntry)
    const chunk = /from"\.\/(index\.browser-[\w]+\.js)"/.exec(fs.readFileSync(browserEntry, "utf8"))?.[1]
    expect(chunk).toBeDefined()
    const lazy = /import\("\.\/(lazy-hydrate-[\w]+\.js)"\)/.exec(fs.readFileSync(path.join(dist, chunk!), "utf8"))?.[1]
    expect(lazy).toBeDefined()
    expect(fs.readFileSync(path.join(dist, lazy!), "utf8")).toMatch(/from"react-dom\/server"|require\("react-dom\/server"\)/)
  })
})

describe(`gatsby ${version("gatsby")}: internal modules stubbed in the browser bundle (plugins/webpack-stand-ins/browser/empty-module.ts)`, () => {
  it("Partytown's browser plugin is still where the alias points, and still does nothing outside development", () => {
    expect(fs.existsSync(STAND_INS.partytown.target)).toBe(true)
    const source = fs.readFileSync(STAND_INS.partytown.target, "utf8")
    expect(source).toMatch(/if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}/)
    expect(source).toMatch(/exports\.onInitialClientRender/)
  })

  it("the service-worker registration is still a module production-app requires only for registerServiceWorker", () => {
    expect(fs.existsSync(path.join(NODE_MODULES, "gatsby/cache-dir/register-service-worker.js"))).toBe(true)
    expect(STAND_INS.serviceWorker.target).toBe(path.join(ROOT, ".cache/register-service-worker"))
    const app = fs.readFileSync(path.join(NODE_MODULES, "gatsby/cache-dir/production-app.js"), "utf8")
    expect(app).toMatch(/registerServiceWorker[\s\S]{0,300}require\(`\.\/register-service-worker`\)/)
  })

  it("the inline stylesheet the per-page critical CSS rewrites is still written as <style data-href data-identity=gatsby-global-css>", () => {
    const entry = fs.readFileSync(path.join(NODE_MODULES, "gatsby/cache-dir/static-entry.js"), "utf8")
    expect(entry).toMatch(/<style\s+data-href=\{`\$\{__PATH_PREFIX__\}\/\$\{style\.name\}`\}\s+data-identity=\{`gatsby-global-css`\}/)
  })
})

describe(`gatsby ${version("gatsby")}: chunk files named with 8 hex digits of their content hash`, () => {
  it("still finds Gatsby naming the browser bundle's chunks as the plugin expects", () => {
    const config = fs.readFileSync(path.join(NODE_MODULES, "gatsby/dist/utils/webpack.config.js"), "utf8")
    expect(config).toContain(`chunkFilename: \`${GATSBY_CHUNK_FILENAME}\``)
  })

  it("shortens Gatsby's name, and refuses any other rather than rename what it does not know", () => {
    expect(shortChunkFilename(GATSBY_CHUNK_FILENAME)).toBe(SHORT_CHUNK_FILENAME)
    expect(() => shortChunkFilename("[name].[chunkhash].js")).toThrow(/chunkFilename is "\[name\]\.\[chunkhash\]\.js"/)
  })
})
