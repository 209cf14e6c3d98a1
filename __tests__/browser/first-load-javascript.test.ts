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
  "the bot check's challenge and solver (on a form's first focus)": /src\/lib\/bot-check\//,
  "Formik's lodash clone and caches, replaced by src/lib/stand-ins": /node_modules\/lodash-es\/(_baseClone|_MapCache|memoize)\.js$/,
  "react-is, replaced with hoist-non-react-statics by src/lib/stand-ins": /node_modules\/react-is\//,
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

describe("static regions", () => {
  // Markup-only parts of pages keep their server HTML on the landing page (src/components/static-region): their
  // components, and what only they import, load when React must render them, never with the page.
  const REGION_ONLY = new RegExp(
    [
      /src\/components\/(site-footer|floating-actions|page-hero|cta-band|quote-card|quote-call-actions|service-cards|feature-cards|city-grid|testimonials|trust-list|emergency-banner|local-facts|trust-card|job-card|prose)\//,
      /src\/components\/site-header\/header-topbar\.tsx$/,
      /src\/components\/mobile-menu\/menu-head\.tsx$/,
      /src\/components\/logo\//,
      /src\/components\/[\w-]+-page\/[\w-]+\.tsx$/,
      /src\/components\/home\/home-sections\.tsx$/,
      /src\/components\/content-sections\/content-section\.tsx$/,
      /src\/components\/services-carousel\/carousel-slides\.tsx$/,
      /src\/components\/hero-rotator\/hero-image\.tsx$/,
      /src\/components\/blog-list\/post-card\.tsx$/,
      // Every image on these pages is in a region: the image code (the plugin's stand-in) is not needed to hydrate.
      /src\/components\/image\/browser-image\.tsx$/,
    ]
      .map((pattern) => pattern.source)
      .join("|"),
  )

  // A region's definition (`staticRegion(...)`, e.g. cta-band/cta-band-region.ts) is the page's; its component is not.
  const isDefinition = (source: string) => source.endsWith("-region.ts")

  it.each(samplePages())("%s loads none of them with the page", (route) => {
    expect(found(route, REGION_ONLY).filter((source) => !isDefinition(source))).toEqual([])
  })

  it("the check would see them: a region's code is in the build, in chunks of its own", () => {
    const sources = builtScripts().flatMap(sourcesOf)
    expect(sources.filter((source) => REGION_ONLY.test(source)).length).toBeGreaterThan(20)
  })
})

describe("islands", () => {
  // Interactive parts that hydrate when needed (src/components/static-region/island.tsx): their components,
  // and what only they import, load when the island wakes, never with the page.
  const ISLAND_ONLY = new RegExp(
    [
      /src\/components\/hero-rotator\/hero-rotator\.tsx$/,
      /src\/components\/services-carousel\/services-carousel\.tsx$/,
      /src\/components\/home\/home-(hero|industries)\.tsx$/,
      /src\/components\/blog-list\/blog-(list|posts)\.tsx$/,
      /src\/components\/newsletter\/newsletter\.tsx$/,
      /src\/components\/zip-check\/zip-check\.tsx$/,
    ]
      .map((pattern) => pattern.source)
      .join("|"),
  )

  it.each(samplePages())("%s loads none of them with the page", (route) => {
    expect(found(route, ISLAND_ONLY)).toEqual([])
  })

  it("the check would see them: their code is in the build", () => {
    const sources = new Set(builtScripts().flatMap(sourcesOf).filter((source) => ISLAND_ONLY.test(source)))
    expect(sources.size).toBe(8)
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
