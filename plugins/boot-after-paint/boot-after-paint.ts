/**
 * Gatsby's boot scripts (webpack runtime, framework, app: about 66 KB gzipped) requested after the
 * page's first paint instead of while its HTML is still arriving.
 *
 * Gatsby 5 writes them into every page as `<script src async>` tags, from a "slice" it renders once per
 * build (public/_gatsby/slices/_gatsby-scripts-1.html) and stitches into each page. Those tags make
 * the browser fetch the scripts alongside the HTML, the font and the hero image, so on a slow link they
 * compete with the first paint, and Lighthouse's simulation counts them before the largest paint (the
 * hero text on phones, painted at the first paint). Here, in onPreRenderHTML, the slice is replaced by
 * the same inline scripts (chunk mapping, compilation hash) and one inline loader that adds the
 * `<script src async>` tags itself once the browser reports the first contentful paint
 * (./browser/boot-loader.ts, compiled by ./loader-script.ts).
 *
 * The loader's text is the same on every page and in every build (the URLs are in a data attribute),
 * so the Content-Security-Policy lists it by one hash (plugins/security-headers/security-headers.ts).
 */
import { createElement, isValidElement, type ReactNode } from "react"
import { BOOT_LOADER_ID, BOOT_SCRIPTS_ATTRIBUTE } from "./markers"

/** Gatsby's id for the slice holding its boot scripts (gatsby/cache-dir/static-entry.js). */
export const SCRIPTS_SLICE_ID = "_gatsby-scripts"

/** Where Gatsby writes that slice's HTML during the JavaScript build, before any page is rendered. */
export const SCRIPTS_SLICE_FILE = ["public", "_gatsby", "slices", "_gatsby-scripts-1.html"] as const

/**
 * The compiled boot loader (./loader-script.ts) in the HTML renderer: gatsby-node defines this expression as
 * its text in the webpack builds; gatsby-ssr.tsx reads it.
 */
export const BOOT_LOADER_DEFINE = "process.env.BOOT_LOADER_SCRIPT"

export interface ScriptsSlice {
  /** Inline scripts in their order (chunk mapping, compilation hash), with their id if they have one. */
  inline: { id?: string; code: string }[]
  /** The async boot scripts, in Gatsby's order. */
  boot: string[]
  /** `nomodule` polyfill scripts: only very old browsers fetch them, so they stay as they are. */
  noModule: string[]
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(attributes)?.[1]

/** Reads Gatsby's scripts slice; anything unexpected in it is an error, not a silent change of how pages boot. */
export function parseScriptsSlice(html: string): ScriptsSlice {
  const slice: ScriptsSlice = { inline: [], boot: [], noModule: [] }
  let rest = html
  for (const match of html.matchAll(SCRIPT)) {
    rest = rest.replace(match[0], "")
    const [, attributes, code] = match
    const src = attribute(attributes, "src")
    if (src === undefined) {
      const id = attribute(attributes, "id")
      slice.inline.push({ ...(id ? { id } : {}), code: code.trim() })
    } else if (/\snomodule\b/i.test(attributes)) slice.noModule.push(src)
    else if (/\sasync\b/i.test(attributes)) slice.boot.push(src)
    else throw new Error(`Gatsby's scripts slice has a script that is neither async nor nomodule: ${match[0]}`)
  }
  if (rest.trim()) throw new Error(`Gatsby's scripts slice has markup other than scripts: ${rest.trim().slice(0, 200)}`)
  if (slice.boot.length === 0) throw new Error("Gatsby's scripts slice has no boot script")
  if (slice.boot.some((src) => /\s/.test(src))) throw new Error(`A boot script URL contains a space: ${slice.boot.join(", ")}`)
  return slice
}

/** Gatsby's inline script that sets `window.___chunkMapping`, and what it sets when it writes a string. */
export const CHUNK_MAPPING_ID = "gatsby-chunk-mapping"
const CHUNK_MAPPING_AS_STRING = /^window\.___chunkMapping="(?:[^"\\]|\\.)*";?$/
export const EMPTY_CHUNK_MAPPING = 'window.___chunkMapping="{}";'

/**
 * Gatsby 5 writes every page's component chunks into each page as `window.___chunkMapping` (1.8 KB raw,
 * 0.5 KB gzipped here, growing with every template), but with slices it writes the JSON *as a string*
 * (JSON.stringify of the already serialized map, gatsby/dist/utils/gatsby-webpack-stats-extractor.js).
 * Its one reader, `createComponentUrls` in gatsby/cache-dir/loader.js, indexes that value by a chunk name
 * and so always gets undefined, i.e. no URLs; component chunks are fetched through webpack instead (a
 * hovered link prefetches its page's chunk either way). An empty string map gives that reader exactly the
 * same answers. If Gatsby ever writes an object, the script is kept as it is, and the test of what this
 * assumes of Gatsby (__tests__/unit/build/boot-after-paint.test.ts) fails.
 */
export const leanInlineScript = ({ id, code }: { id?: string; code: string }) =>
  id === CHUNK_MAPPING_ID && CHUNK_MAPPING_AS_STRING.test(code) ? EMPTY_CHUNK_MAPPING : code

/**
 * In <head>: no paint until the boot loader, the last element of <body>, has been parsed (`rel="expect"`
 * with `blocking="render"`, HTML's render-blocking on an element; where the element never comes, until
 * the document is parsed). A first paint drawn while the HTML was still arriving showed a half-built page,
 * and the rest then moved it: the main menu with only its first link (a shift of 0.017 at 1280 px) or
 * home's pictures above its copy. The font preload used to hold that paint back as a side effect; since
 * the font waits for the paint, this says it. Browsers without the feature ignore it.
 */
export const PAINT_AFTER_PARSE = createElement("link", { key: "paint-after-parse", rel: "expect", href: `#${BOOT_LOADER_ID}`, blocking: "render" })

/** The elements that take the slice's place at the end of <body>: its inline scripts, then the loader (its compiled text). */
export function deferredBootElements(slice: ScriptsSlice, loader: string): ReactNode[] {
  return [
    ...slice.inline.map((script, index) =>
      createElement("script", { key: `gatsby-inline-${index}`, id: script.id, dangerouslySetInnerHTML: { __html: leanInlineScript(script) } }),
    ),
    ...slice.noModule.map((src) => createElement("script", { key: src, src, noModule: true })),
    createElement("script", {
      key: BOOT_LOADER_ID,
      id: BOOT_LOADER_ID,
      [BOOT_SCRIPTS_ATTRIBUTE]: slice.boot.join(" "),
      dangerouslySetInnerHTML: { __html: loader },
    }),
  ]
}

export const isScriptsSlice = (element: ReactNode): boolean =>
  isValidElement(element) && (element.props as { sliceId?: unknown }).sliceId === SCRIPTS_SLICE_ID

/**
 * The post-body components with Gatsby's scripts slice replaced by the deferred boot. `readSlice` and
 * `readLoader` are only called when the slice is there (not under `gatsby develop`, which writes its own scripts).
 */
export function deferBootScripts(components: ReactNode[], readSlice: () => string, readLoader: () => string): ReactNode[] {
  if (!components.some(isScriptsSlice)) return components
  const replacement = deferredBootElements(parseScriptsSlice(readSlice()), readLoader())
  return components.flatMap((component) => (isScriptsSlice(component) ? replacement : [component]))
}
