/**
 * What each page's first load asks for, read from the production build (no browser): the scripts its
 * HTML references and its template's chunks (scripts/public-js.cjs, the bytes a visitor downloads before
 * touching anything), traced back to their source files through the source maps next to them.
 * Code that only an interaction needs (Yup and the bot check on the quote form's first focus, supabase-js and the upload
 * code on a submit) must stay out of that first load, and the
 * quote page within issue 15's budget of 100 KB of gzipped JavaScript.
 */
import fs from "node:fs"
import path from "node:path"
import { measure } from "../../scripts/public-js.cjs"
import { samplePages } from "./support/browser"
import { builtScripts, sourcesOf } from "./support/built-scripts"
import { routes } from "../../src/lib/routes"
import { ICON_MODULES } from "../../src/lib/content/icons"
import { regionCalls, type RegionCall } from "../fixtures/region-calls"
import { sourceFiles } from "../fixtures/site-icons"

const KB = 1024

/** Every source file a page's first load executes or downloads. */
function firstLoadSources(route: string): string[] {
  return measure(route).scripts.flatMap((script) => sourcesOf(script.url))
}

/** Matches of a pattern among a page's first-load sources, for a readable failure. */
const found = (route: string, pattern: RegExp) => [...new Set(firstLoadSources(route).filter((source) => pattern.test(source)))]

/** Loaded by an interaction only (see each module's comments for the trigger). */
const INTERACTION_ONLY: Record<string, RegExp> = {
  "Yup": /node_modules\/yup\//,
  "the quote schema": /src\/lib\/quote\/validation-schema\.ts$/,
  "supabase-js": /node_modules\/@supabase\//,
  "tus-js-client": /node_modules\/tus-js-client\//,
  "the saving code": /src\/lib\/quote\/(submit-quote|upload-one|resumable-upload|resume-pending)\.ts$/,
  "the upload progress panel": /src\/components\/quote-form\/upload-progress\.tsx$/,
  "the panel that finishes a saved quote's files after a reload (only when some wait: resume-uploads-gate.tsx)": /src\/components\/quote-form\/resume-uploads\.tsx$/,
  "the bot check's challenge and solver (on a form's first focus)": /src\/lib\/bot-check\//,
  "Formik's lodash clone and caches, replaced by plugins/webpack-stand-ins/browser": /node_modules\/lodash-es\/(_baseClone|_MapCache|memoize)\.js$/,
  "react-is, replaced with hoist-non-react-statics by plugins/webpack-stand-ins/browser": /node_modules\/react-is\//,
}

describe("the quote page's first load", () => {
  it("counts Gatsby's boot scripts, which the page's inline loader adds after the first paint", () => {
    expect(found(routes.quote, /node_modules\/react-dom\//).length).toBeGreaterThan(0)
    expect(found(routes.quote, /\.cache\/production-app\.js$/)).toHaveLength(1)
  })

  it("runs the quote form: Formik and the form's own code are in it", () => {
    expect(found(routes.quote, /node_modules\/formik\//).length).toBeGreaterThan(0)
    expect(found(routes.quote, /src\/components\/quote-form\/quote-form\.tsx$/)).toHaveLength(1)
  })

  it.each(Object.entries(INTERACTION_ONLY))("leaves out %s", (_name, pattern) => {
    expect(found(routes.quote, pattern)).toEqual([])
  })

  it("leaves out the assessment's booking panel and the booking rules, loaded once a quote is saved (issue 31)", () => {
    expect(found(routes.quote, /src\/components\/booking-panel\/|src\/lib\/booking\/(?!access|token-storage)/)).toEqual([])
    // ...which the check would see: /assessment/ draws the same panel in its own first load.
    expect(found(routes.assessment, /src\/components\/booking-panel\/booking-panel\.tsx$/)).toHaveLength(1)
    expect(found(routes.assessment, /src\/lib\/booking\/windows\.ts$/)).toHaveLength(1)
  })

  it("stays within 100 KB of gzipped JavaScript (issue 15)", () => {
    expect(measure(routes.quote).gzip).toBeLessThanOrEqual(100 * KB)
  })
})

describe("every other page's first load", () => {
  const pages = samplePages().filter((route) => route !== routes.quote)

  it.each(pages)("%s carries no form library, validation, backend or upload code", (route) => {
    const pattern = new RegExp([/node_modules\/(formik|yup)\//, ...Object.values(INTERACTION_ONLY)].map((p) => p.source).join("|"))
    expect(found(route, pattern)).toEqual([])
  })
})

describe("static regions and islands", () => {
  // Markup-only parts of pages keep their server HTML on the landing page, and interactive ones hydrate when
  // needed (src/components/static-region, plugins/static-regions): the module each one loads, and what only
  // that module imports, load when React must render it or the island wakes, never with the page. The list
  // is every staticRegion and island call in src/ (__tests__/fixtures/region-calls.ts).
  const calls = regionCalls()
  const loaded = (kind: RegionCall["kind"]) => [...new Set(calls.filter((call) => call.kind === kind).map((call) => call.loads))]

  describe.each([
    ["region", loaded("region")],
    ["island", loaded("island")],
  ] as const)("every %s's code", (kind, modules) => {
    it.each(samplePages())(`%s loads none of it with the page`, (route) => {
      const sources = new Set(firstLoadSources(route))
      expect(modules.filter((module) => sources.has(module)).map((module) => `${module} (${calls.find((call) => call.loads === module && call.kind === kind)!.name})`)).toEqual([])
    })

    it("the check would see it: each module is in the build, in a chunk a page loads on demand", () => {
      const built = new Set(builtScripts().flatMap(sourcesOf))
      expect(modules.length).toBeGreaterThan(0)
      expect(modules.filter((module) => !built.has(module))).toEqual([])
    })
  })
})

describe("every page's head", () => {
  // Gatsby renders `Head` in the browser too (on hydration and on each navigation); the head is computed
  // at build time (gatsby/page-heads.ts) and arrives as page context, so only its renderer ships.
  const pages = [...samplePages(), "/404/"]
  const BUILD_ONLY = /src\/lib\/structured-data\/|node_modules\/schema-dts\//

  it.each(pages)("%s loads no JSON-LD builder", (route) => {
    expect(found(route, BUILD_ONLY)).toEqual([])
  })

  it.each(pages)("%s renders its head from data: the renderer is in its first load", (route) => {
    expect(found(route, /src\/components\/seo\/head-tags\.tsx$/)).toHaveLength(1)
  })
})

describe("content-named icons", () => {
  // An icon named in content (`icon: leaf`) reaches its page as data (GraphQL CopyItem.iconData), so a page
  // loads no lucide icon module but those its own components import (src/components/icon imports none).
  const importedBySite = new Set(
    sourceFiles()
      .filter((file) => !file.includes(`${path.sep}components${path.sep}icon${path.sep}`))
      .flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/from "lucide-react\/icons\/([\w-]+)"/g)].map((m) => m[1])),
  )
  const iconModules = (route: string) =>
    found(route, /node_modules\/lucide-react\/dist\/esm\/icons\/[\w-]+\.mjs$/).map((source) => /([\w-]+)\.mjs$/.exec(source)![1])

  it.each(samplePages())("%s loads only the icon modules its components import", (route) => {
    expect(iconModules(route).filter((icon) => !importedBySite.has(icon))).toEqual([])
  })

  it("the home page, which shows content icons, loads none of their modules", () => {
    const contentOnly = Object.values(ICON_MODULES).filter((icon) => !importedBySite.has(icon))
    expect(contentOnly.length).toBeGreaterThan(0)
    expect(iconModules(routes.home).filter((icon) => contentOnly.includes(icon))).toEqual([])
  })
})
