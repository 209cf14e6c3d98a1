import fs from "node:fs"
import path from "node:path"
import { Fragment, createElement, type ReactElement, type ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import {
  PAINT_AFTER_PARSE,
  deferredBootElements,
  CHUNK_MAPPING_ID,
  EMPTY_CHUNK_MAPPING,
  leanInlineScript,
  SCRIPTS_SLICE_FILE,
  SCRIPTS_SLICE_ID,
  deferBootScripts,
  parseScriptsSlice,
} from "../../../plugins/boot-after-paint/boot-after-paint"
import { pageDataPath } from "../../../plugins/boot-after-paint/browser/boot-loader"
import { compileBootLoader, GATSBY_BROWSERS } from "../../../plugins/boot-after-paint/loader-script"
import { BOOTED_ATTRIBUTE, BOOT_LOADER_ID, BOOT_PRELOADS_ATTRIBUTE, BOOT_SAFETY_MS } from "../../../plugins/boot-after-paint/markers"
import { bootPreloadsStep, pagePreloads, staticQueryResultUrl, type WebpackStats } from "../../../plugins/boot-after-paint/page-preloads"
import { BOOT_STYLES_ATTRIBUTE, PAGE_STYLESHEET_ATTRIBUTE } from "../../../plugins/critical-css/markers"

/** The loader as the build compiles it from its TypeScript source (plugins/boot-after-paint/loader-script.ts). */
const BOOT_LOADER = compileBootLoader()
const loader = () => BOOT_LOADER

/** The slice as Gatsby 5.16 writes it (gatsby/dist/utils/gatsby-webpack-stats-extractor.js). */
const gatsbySlice = (hash = "2da5b6d03dde3deed22f", apps = ["/webpack-runtime-e1.js", "/framework-2f.js", "/app-f3.js"], polyfill = "") => `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"${apps[2]}\\"]}";
          </script>
        <script>window.___webpackCompilationHash="${hash}";</script>${polyfill}${apps.map((src) => `<script src="${src}" async></script>`).join("")}`

/** Gatsby's element for the slice (a ServerSliceRenderer in .cache/static-entry.js; any component will do here). */
const SliceRenderer = (_: { sliceId: string }) => null
const sliceElement = createElement(SliceRenderer, { key: "slice", sliceId: SCRIPTS_SLICE_ID })
const pagePathScript = createElement("script", { key: "path", id: "gatsby-script-loader", dangerouslySetInnerHTML: { __html: "window.pagePath=1" } })

const markup = (components: ReactNode[]) => renderToStaticMarkup(createElement("body", null, ...components))

describe("Gatsby's boot scripts after the first paint: the page's markup", () => {
  it("keeps Gatsby's inline scripts and lists the boot scripts, in order, for the loader instead of as <script src>", () => {
    const html = markup(deferBootScripts([pagePathScript, sliceElement], () => gatsbySlice(), loader))
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).toContain('id="gatsby-script-loader"')
    expect(html).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping=')
    expect(html).toContain('<script>window.___webpackCompilationHash="2da5b6d03dde3deed22f";</script>')
    expect(html).toContain('data-boot-scripts="/webpack-runtime-e1.js /framework-2f.js /app-f3.js"')
    // Order matters: the chunk mapping and hash run before the loader can start Gatsby's app.
    expect(html.indexOf("gatsby-chunk-mapping")).toBeLessThan(html.indexOf('id="gatsby-boot"'))
  })

  it("writes Gatsby's chunk mapping, a string its one reader can only index to undefined, as an empty one", () => {
    const html = markup(deferBootScripts([sliceElement], () => gatsbySlice(), loader))
    expect(html).toContain(`<script id="${CHUNK_MAPPING_ID}">${EMPTY_CHUNK_MAPPING}</script>`)
    // The same answers for the reader: a chunk name indexes either string to undefined.
    const gatsbys = JSON.parse(JSON.stringify(JSON.stringify({ app: ["/app-1.js"], "component---src-pages-index-tsx": ["/c-1.js"] })))
    for (const name of ["app", "component---src-pages-index-tsx", "component---src-templates-post-tsx"]) {
      expect([name, (gatsbys as any)[name]]).toEqual([name, (new Function(`var window={};${EMPTY_CHUNK_MAPPING}return window.___chunkMapping`)() as any)[name]])
    }
    // Were Gatsby to write an object, it would be kept as it is.
    const object = { id: CHUNK_MAPPING_ID, code: 'window.___chunkMapping={"app":["/app-1.js"]};' }
    expect(leanInlineScript(object)).toBe(object.code)
    expect(leanInlineScript({ code: 'window.___chunkMapping="{}";' })).toBe('window.___chunkMapping="{}";')
  })

  it("writes the same loader text in every build, so the CSP lists it by one hash", () => {
    const loaderOf = (html: string) => /<script id="gatsby-boot"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1]
    const one = markup(deferBootScripts([sliceElement], () => gatsbySlice("aaa", ["/r-1.js", "/f-1.js", "/a-1.js"]), loader))
    const other = markup(deferBootScripts([sliceElement], () => gatsbySlice("bbb", ["/r-2.js", "/f-2.js", "/a-2.js"]), loader))
    expect(loaderOf(one)).toBeTruthy()
    expect(loaderOf(one)).toBe(loaderOf(other))
  })

  it("leaves nomodule polyfills as tags (modern browsers do not fetch them)", () => {
    const slice = parseScriptsSlice(gatsbySlice(undefined, undefined, '<script src="/polyfill-1.js" nomodule></script>'))
    expect(slice.noModule).toEqual(["/polyfill-1.js"])
    expect(slice.boot).toEqual(["/webpack-runtime-e1.js", "/framework-2f.js", "/app-f3.js"])
  })

  it("changes nothing, and reads nothing, where there is no scripts slice (gatsby develop)", () => {
    const components = [pagePathScript]
    const read = jest.fn(() => gatsbySlice())
    const compiled = jest.fn(loader)
    expect(deferBootScripts(components, read, compiled)).toBe(components)
    expect(read).not.toHaveBeenCalled()
    expect(compiled).not.toHaveBeenCalled()
  })

  it("refuses a slice it does not understand rather than change how pages boot without saying so", () => {
    expect(() => parseScriptsSlice(`${gatsbySlice()}<link rel="preload" href="/x.js">`)).toThrow(/markup other than scripts/)
    expect(() => parseScriptsSlice('<script src="/x.js" defer></script>')).toThrow(/neither async nor nomodule/)
    expect(() => parseScriptsSlice("<script>window.x=1</script>")).toThrow(/no boot script/)
  })
})

/** Runs the loader against a fake page and reports which scripts it added. */
/** The page's high-priority image in the fake page: loaded or not, its events, and its decode() to settle by hand. */
interface FakeImage {
  complete: boolean
  listeners: Record<string, () => void>
  decoding: { resolve: () => void; reject: () => void } | null
}

function runLoader(options: { hidden?: boolean; paintTiming?: boolean; styles?: string; preloads?: string; image?: { complete: boolean }; path?: string } = {}) {
  const image: FakeImage | null = options.image ? { complete: options.image.complete, listeners: {}, decoding: null } : null
  const added: { src: string; async: boolean }[] = []
  type FakeLink = { rel: string; href: string; as?: string; fetchPriority?: string; crossOrigin?: string; attributes: Record<string, string>; onload?: (() => void) | null; onerror?: (() => void) | null }
  const linked: FakeLink[] = []
  type FakeScript = { src: string; onload?: (() => void) | null; onerror?: (() => void) | null }
  const scriptElements: FakeScript[] = []
  const timers: Array<() => void> = []
  const timeouts: number[] = []
  const frames: Array<() => void> = []
  let paintObserver: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null
  let observed: unknown = null
  const rootAttributes: Record<string, string> = {}
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => (rootAttributes[name] = value) },
    currentScript: {
      getAttribute: (name: string) =>
        name === "data-boot-scripts"
          ? "/runtime.js /framework.js /app.js"
          : name === BOOT_STYLES_ATTRIBUTE
            ? (options.styles ?? null)
            : name === BOOT_PRELOADS_ATTRIBUTE
              ? (options.preloads ?? null)
              : null,
    },
    visibilityState: options.hidden ? "hidden" : "visible",
    querySelector: (selector: string) =>
      selector === "img[fetchpriority=high]" && image
        ? {
            get complete() {
              return image.complete
            },
            addEventListener: (type: string, listener: () => void) => (image.listeners[type] = listener),
            decode: () => new Promise<void>((resolve, reject) => (image.decoding = { resolve, reject })),
          }
        : null,
    createElement: (tag: string) =>
      tag === "link"
        ? { tag, rel: "", href: "", attributes: {} as Record<string, string>, setAttribute(name: string, value: string) { this.attributes[name] = value } }
        : { tag, src: "", async: false },
    body: {
      appendChild: (element: { tag: string } & Record<string, unknown>) => {
        // As the link is when inserted: a browser starts a preload then, with the attributes it has then.
        if (element.tag === "link") linked.push({ ...element, attributes: { ...(element.attributes as object) } } as unknown as FakeLink)
        else {
          added.push({ src: element.src as string, async: element.async as boolean })
          scriptElements.push(element as unknown as FakeScript)
        }
      },
    },
  }
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? ["navigation"] : ["navigation", "paint"]
    constructor(callback: typeof paintObserver) {
      paintObserver = callback
    }
    observe(init: unknown) {
      observed = init
    }
  }
  const setTimeoutFake = (callback: () => void, ms: number) => {
    timers.push(callback)
    timeouts.push(ms)
  }
  new Function("document", "window", "PerformanceObserver", "requestAnimationFrame", "setTimeout", BOOT_LOADER)(
    document,
    { PerformanceObserver: FakeObserver, location: { pathname: options.path ?? "/services/office-cleaning/" } },
    FakeObserver,
    (callback: () => void) => frames.push(callback),
    setTimeoutFake,
  )
  const paint = (...names: string[]) => paintObserver?.({ getEntriesByName: (name) => names.filter((entry) => entry === name) })
  const stylesheet = () => linked.find((link) => link.rel === "stylesheet")
  // The stylesheet and the scripts' preloads; the page data's preloads apart (dataPreloads).
  const links = () =>
    linked
      .filter((link) => link.as !== "fetch")
      .map(({ rel, href, as, fetchPriority, crossOrigin, attributes }) => ({ rel, href, ...(as ? { as, fetchPriority, crossOrigin } : {}), attributes }))
  const dataPreloads = () => linked.filter((link) => link.as === "fetch").map(({ rel, href, as, crossOrigin }) => ({ rel, href, as, crossOrigin }))
  return { added, scriptElements, links, dataPreloads, stylesheet, timers, timeouts, frames, paint, observed: () => observed, rootAttributes, image }
}

describe("the loader's script, compiled from its TypeScript source at build time", () => {
  it("is the same text on every compile (one CSP hash), with the markers written in and no module syntax left", () => {
    expect(compileBootLoader()).toBe(BOOT_LOADER)
    for (const marker of [BOOTED_ATTRIBUTE, BOOT_PRELOADS_ATTRIBUTE, BOOT_STYLES_ATTRIBUTE, PAGE_STYLESHEET_ATTRIBUTE, "data-boot-scripts"]) expect(BOOT_LOADER).toContain(`"${marker}"`)
    expect(BOOT_LOADER).not.toMatch(/\b(import|export|require)\b/)
    expect(() => new Function(BOOT_LOADER)).not.toThrow()
  })

  it(`is compiled for the browsers Gatsby compiles the site for (gatsby ${require("gatsby/package.json").version}'s default: the site names none)`, () => {
    const { getBrowsersList } = require("gatsby/dist/utils/browserslist") as { getBrowsersList: (directory: string) => string[] }
    expect(getBrowsersList(path.resolve(__dirname, "../../.."))).toEqual(GATSBY_BROWSERS)
  })

  it("is minified: no comment, no line break, and shorter than the 1,918 characters of the hand-minified loader it replaced", () => {
    expect(BOOT_LOADER).not.toMatch(/\/\*|\n/)
    expect(BOOT_LOADER.length).toBeLessThan(1918)
  })
})

describe("no paint before the page is parsed", () => {
  it("blocks rendering until the boot loader, the last element of <body>, is parsed", () => {
    const html = renderToStaticMarkup(createElement(Fragment, null, PAINT_AFTER_PARSE))
    expect(html).toBe(`<link rel="expect" href="#${BOOT_LOADER_ID}" blocking="render"/>`)
    const element = deferredBootElements({ inline: [], noModule: [], boot: ["/app.js"] }, BOOT_LOADER).at(-1) as ReactElement<{ id: string }>
    expect(element.props.id).toBe(BOOT_LOADER_ID)
  })
})

describe("Gatsby's boot scripts after the first paint: the loader", () => {
  it("requests nothing before the first contentful paint, then every boot script, async, in order", () => {
    const page = runLoader()
    expect(page.added).toEqual([])
    expect(page.observed()).toEqual({ type: "paint", buffered: true })
    page.paint("first-paint")
    expect(page.added).toEqual([])
    page.paint("first-contentful-paint")
    expect(page.added).toEqual([
      { src: "/runtime.js", async: true },
      { src: "/framework.js", async: true },
      { src: "/app.js", async: true },
    ])
  })

  it("marks <html>, which releases the page's lazy images, once every boot script has loaded or failed, and not before", () => {
    const page = runLoader({ styles: "/page.abc.css" })
    page.paint("first-contentful-paint")
    page.stylesheet()!.onload!()
    expect(page.scriptElements).toHaveLength(3)
    // Images released at boot shared the slow link with the scripts and hydration came later.
    expect(page.rootAttributes).toEqual({})
    page.scriptElements[2].onload!()
    page.scriptElements[0].onload!()
    expect(page.rootAttributes).toEqual({})
    // A script that fails still releases them: the page shows its images even if its app never runs.
    page.scriptElements[1].onerror!()
    expect(page.rootAttributes).toEqual({ [BOOTED_ATTRIBUTE]: "" })
  })

  it("links the page's stylesheet and preloads the scripts at the paint, and adds the scripts once the stylesheet has loaded", () => {
    const page = runLoader({ styles: "/page.abc.css" })
    expect(page.links()).toEqual([])
    page.paint("first-contentful-paint")
    const preload = (href: string) => ({ rel: "preload", href, as: "script", fetchPriority: "low", attributes: {} })
    expect(page.links()).toEqual([
      { rel: "stylesheet", href: "/page.abc.css", attributes: { [PAGE_STYLESHEET_ATTRIBUTE]: "" } },
      preload("/runtime.js"),
      preload("/framework.js"),
      preload("/app.js"),
    ])
    // Nothing React renders may appear before the stylesheet's rules do.
    expect(page.added).toEqual([])
    page.stylesheet()!.onload!()
    expect(page.added.map((script) => script.src)).toEqual(["/runtime.js", "/framework.js", "/app.js"])
    expect(page.added.every((script) => script.async)).toBe(true)
  })

  it.each([
    ["/services/office-cleaning/", "/page-data/services/office-cleaning/page-data.json"],
    ["/", "/page-data/index/page-data.json"],
    ["/quote/", "/page-data/quote/page-data.json"],
  ])("at the paint, preloads what Gatsby's app fetches first on %s, as the fetch Gatsby makes (with crossorigin)", (path, pageData) => {
    const page = runLoader({ path, styles: "/page.abc.css" })
    expect(page.dataPreloads()).toEqual([])
    page.paint("first-contentful-paint")
    const preload = (href: string) => ({ rel: "preload", href, as: "fetch", crossOrigin: "anonymous" })
    expect(page.dataPreloads()).toEqual([preload("/page-data/app-data.json"), preload(pageData)])
  })

  it("at the paint, preloads the template's chunks as the plain script webpack adds, and the static queries' results as the fetch Gatsby makes, after the page data", () => {
    const page = runLoader({ path: "/quote/", styles: "/page.abc.css", preloads: "/6f4a-1.js /component---src-pages-quote-tsx-2.js /page-data/sq/d/55390298.json" })
    page.paint("first-paint")
    expect(page.dataPreloads()).toEqual([])
    expect(page.links()).toEqual([])
    page.paint("first-contentful-paint")
    const fetch = (href: string) => ({ rel: "preload", href, as: "fetch", crossOrigin: "anonymous" })
    expect(page.dataPreloads()).toEqual([fetch("/page-data/app-data.json"), fetch("/page-data/quote/page-data.json"), fetch("/page-data/sq/d/55390298.json")])
    // Default priority and no crossorigin: webpack's runtime adds a <script src> without one (a preload
    // fetched in another mode would not be reused, and the chunk would be requested twice).
    const chunk = (href: string) => ({ rel: "preload", href, as: "script", attributes: {} })
    expect(page.links().slice(0, 2)).toEqual([chunk("/6f4a-1.js"), chunk("/component---src-pages-quote-tsx-2.js")])
    expect(page.links().filter((link) => link.as === "script").map((link) => link.href)).toEqual([
      "/6f4a-1.js",
      "/component---src-pages-quote-tsx-2.js",
      "/runtime.js",
      "/framework.js",
      "/app.js",
    ])
  })

  it("preloads only Gatsby's boot files where the page names none of its own", () => {
    const page = runLoader({ preloads: "" })
    page.paint("first-contentful-paint")
    expect(page.dataPreloads().map((link) => link.href)).toEqual(["/page-data/app-data.json", "/page-data/services/office-cleaning/page-data.json"])
    expect(page.links()).toEqual([])
    expect(page.added).toHaveLength(3)
  })

  it("adds the scripts anyway when the page's stylesheet fails to load, once", () => {
    const page = runLoader({ styles: "/page.abc.css" })
    page.paint("first-contentful-paint")
    const link = page.stylesheet()!
    const { onerror, onload } = link
    onerror!()
    onload?.()
    expect(page.added).toHaveLength(3)
  })

  it("adds the scripts at once, without preloads, on a page without a stylesheet of its own", () => {
    const page = runLoader()
    page.paint("first-contentful-paint")
    expect(page.links()).toEqual([])
    expect(page.added).toHaveLength(3)
  })

  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

  it("on a page with a high-priority image, waits for it to be decoded and painted (a frame after the one that draws it), then boots", async () => {
    const page = runLoader({ image: { complete: true } })
    page.paint("first-contentful-paint")
    expect(page.rootAttributes).toEqual({})
    page.image!.decoding!.resolve()
    await settled()
    expect(page.added).toEqual([])
    page.frames[0]() // the frame that draws the image
    expect(page.timeouts).toEqual([BOOT_SAFETY_MS])
    page.frames[1]() // the next one: the image's frame has been presented
    expect(page.timeouts).toEqual([BOOT_SAFETY_MS, 0])
    page.timers[1]()
    expect(page.added).toHaveLength(3)
  })

  it("waits for a high-priority image still loading, and boots after it even when it cannot be decoded", async () => {
    const page = runLoader({ image: { complete: false } })
    page.paint("first-contentful-paint")
    expect(page.image!.decoding).toBeNull()
    page.image!.listeners.load()
    page.image!.decoding!.reject()
    await settled()
    page.frames[0]()
    page.frames[1]()
    page.timers[1]()
    expect(page.added).toHaveLength(3)
  })

  it("boots at once when the high-priority image fails to load", () => {
    const page = runLoader({ image: { complete: false } })
    page.paint("first-contentful-paint")
    page.image!.listeners.error()
    expect(page.added).toHaveLength(3)
  })

  it("boots from the safety net while the high-priority image is still loading", () => {
    const page = runLoader({ image: { complete: false } })
    page.paint("first-contentful-paint")
    page.timers[0]()
    expect(page.added).toHaveLength(3)
  })

  it("boots once, whichever of the paint and the safety net comes first", () => {
    const page = runLoader()
    expect(page.timeouts).toEqual([BOOT_SAFETY_MS])
    page.paint("first-contentful-paint")
    page.timers.forEach((run) => run())
    page.paint("first-contentful-paint")
    expect(page.added).toHaveLength(3)
  })

  it("boots from the safety net when no paint is ever reported", () => {
    const page = runLoader()
    page.timers.forEach((run) => run())
    expect(page.added.map((script) => script.src)).toEqual(["/runtime.js", "/framework.js", "/app.js"])
  })

  it("boots at once in a background tab, which paints nothing until shown", () => {
    const page = runLoader({ hidden: true })
    expect(page.added).toHaveLength(3)
    expect(page.timers).toEqual([])
  })

  it("without paint timing, boots just after the next frame is painted", () => {
    const page = runLoader({ paintTiming: false })
    expect(page.observed()).toBeNull()
    expect(page.frames).toHaveLength(1)
    page.frames[0]()
    expect(page.added).toEqual([])
    expect(page.timeouts).toEqual([BOOT_SAFETY_MS, 0])
    page.timers[1]()
    expect(page.added).toHaveLength(3)
  })
})

describe("each page's own preloads, named after the build", () => {
  /** webpack.stats.json as Gatsby 5.16 writes it (namedChunkGroups from webpack's stats, assets as { name }). */
  const stats: WebpackStats = {
    namedChunkGroups: {
      app: { assets: [{ name: "webpack-runtime-1.js" }, { name: "styles.2.css" }, { name: "framework-3.js" }, { name: "app-4.js" }] },
      "component---src-pages-quote-tsx": { assets: [{ name: "styles.2.css" }, { name: "6f4a-5.js" }, { name: "component---src-pages-quote-tsx-6.js" }] },
      "component---src-templates-post-tsx": { assets: ["component---src-templates-post-tsx-7.js"] },
      "component---src-pages-index-tsx": { assets: [{ name: "framework-3.js" }, { name: "component---src-pages-index-tsx-8.js" }] },
    },
  }
  const bootScripts = ["/webpack-runtime-1.js", "/framework-3.js", "/app-4.js"]

  it("are the template's JavaScript chunks in the group's order, then the static queries' results", () => {
    expect(pagePreloads({ componentChunkName: "component---src-pages-quote-tsx", staticQueryHashes: ["55390298", "1234"] }, stats, bootScripts)).toEqual([
      "/6f4a-5.js",
      "/component---src-pages-quote-tsx-6.js",
      "/page-data/sq/d/55390298.json",
      "/page-data/sq/d/1234.json",
    ])
    expect(pagePreloads({ componentChunkName: "component---src-templates-post-tsx" }, stats, bootScripts)).toEqual(["/component---src-templates-post-tsx-7.js"])
  })

  it("leave out a chunk the boot scripts already load (it would be fetched twice)", () => {
    expect(pagePreloads({ componentChunkName: "component---src-pages-index-tsx", staticQueryHashes: [] }, stats, bootScripts)).toEqual(["/component---src-pages-index-tsx-8.js"])
  })

  it("stop the build on a template webpack's stats do not name", () => {
    expect(() => pagePreloads({ componentChunkName: "component---src-templates-gone-tsx" }, stats, bootScripts)).toThrow(/no chunk group "component---src-templates-gone-tsx"/)
  })

  it.each([
    ["/", "page-data/index/page-data.json"],
    ["/services/office-cleaning/", "page-data/services/office-cleaning/page-data.json"],
    ["/404.html", "page-data/404.html/page-data.json"],
  ])("read the page data of %s where Gatsby writes it", (sitePath, file) => {
    expect(pageDataPath(sitePath)).toBe(file)
  })

  describe("the post-build step", () => {
    let publicDir: string
    beforeEach(() => {
      publicDir = fs.mkdtempSync(path.join(require("node:os").tmpdir(), "boot-preloads-"))
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
        fs.writeFileSync(path.join(publicDir, file), text)
      }
      write("page-data/quote/page-data.json", JSON.stringify({ componentChunkName: "component---src-pages-quote-tsx", staticQueryHashes: ["55390298"] }))
    })
    afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

    const page = { file: "quote/index.html", path: "/quote/" }
    const bootedHtml = markup(deferBootScripts([sliceElement], () => gatsbySlice(undefined, bootScripts), loader))

    it("names them on the loader's <script>, whose text stays the same on every page", () => {
      const readStats = jest.fn(() => stats)
      const step = bootPreloadsStep(readStats)
      const html = step(bootedHtml, { publicDir, ...page })
      expect(html).toContain(`<script id="gatsby-boot" ${BOOT_PRELOADS_ATTRIBUTE}="/6f4a-5.js /component---src-pages-quote-tsx-6.js ${staticQueryResultUrl("55390298")}"`)
      const loaderText = (text: string) => /<script id="gatsby-boot"[^>]*>([\s\S]*?)<\/script>/.exec(text)?.[1]
      expect(loaderText(html)).toBe(BOOT_LOADER)
      // webpack's stats are read once a build, not once a page.
      step(bootedHtml, { publicDir, ...page })
      expect(readStats).toHaveBeenCalledTimes(1)
    })

    it("leaves a page without the deferred boot as it is", () => {
      const plain = markup([sliceElement])
      expect(bootPreloadsStep(() => stats)(plain, { publicDir, ...page })).toBe(plain)
    })

    it("stops the build on a page whose page data is missing", () => {
      expect(() => bootPreloadsStep(() => stats)(bootedHtml, { publicDir, file: "gone/index.html", path: "/gone/" })).toThrow(/gone\/index.html has no page data/)
    })
  })
})

describe("what the rewrite assumes of Gatsby (fails on an upgrade that changes it)", () => {
  const gatsbyFile = (file: string) => fs.readFileSync(path.resolve(__dirname, "../../../node_modules/gatsby", file), "utf8")

  it("pages get their boot scripts from the scripts slice, rendered in the post-body components", () => {
    const staticEntry = gatsbyFile("cache-dir/static-entry.js")
    expect(staticEntry).toContain(`sliceId: \`${SCRIPTS_SLICE_ID}\``)
    expect(staticEntry.indexOf(`sliceId: \`${SCRIPTS_SLICE_ID}\``)).toBeLessThan(staticEntry.indexOf("apiRunner(`onPreRenderHTML`"))
  })

  it(`the app fetches app-data.json and the page's page-data.json at the paths the loader preloads, with XMLHttpRequest (gatsby ${require("gatsby/package.json").version})`, () => {
    const loader = gatsbyFile("cache-dir/loader.js")
    // The page's path without its surrounding slashes, "index" for "/", no path prefix on this site.
    expect(loader).toContain("const fixedPath = path === `/` ? `index` : stripSurroundingSlashes(path)")
    expect(loader).toContain("return `${__PATH_PREFIX__}/page-data/${fixedPath}/page-data.json${")
    expect(loader).toContain("this.memoizedGet(`${__PATH_PREFIX__}/page-data/app-data.json`)")
    // A same-origin XMLHttpRequest without credentials: what a preload with crossorigin="anonymous" matches.
    expect(loader).toContain("const req = new XMLHttpRequest()")
    expect(loader).not.toContain("withCredentials")
  })

  it(`the page data names the template and static queries the loader then fetches: the template's chunk group by its componentChunkName, each query's result at /page-data/sq/d/<hash>.json, both in the same loadPage as the page data (gatsby ${require("gatsby/package.json").version})`, () => {
    const loader = gatsbyFile("cache-dir/loader.js")
    expect(loader).toContain("staticQueryHashes: pageStaticQueryHashes = [],")
    expect(loader).toContain("loadChunkPromises.push(this.loadComponent(componentChunkName))")
    expect(loader).toContain("return this.memoizedGet(\n              `${__PATH_PREFIX__}/page-data/sq/d/${staticQueryHash}.json`")
    // The templates' import()s are chunk groups named after componentChunkName...
    expect(gatsbyFile("dist/bootstrap/requires-writer.js")).toContain('/* webpackChunkName: "${c.componentChunkName}" */')
    // ...which the stats extractor writes to public/webpack.stats.json with their files.
    const extractor = gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js")
    expect(extractor).toContain("namedChunkGroups,")
    expect(extractor).toContain("_path.default.join(`public`, `webpack.stats.json`)")
  })

  it("webpack's runtime adds chunk scripts without crossorigin in production builds (what the chunk preloads match)", () => {
    const config = gatsbyFile("dist/utils/webpack.config.js")
    const uses = [...config.matchAll(/crossOriginLoading/g)].map((match) => match.index)
    expect(uses).toHaveLength(1)
    // Only in the output of the develop stage.
    expect(uses[0]).toBeGreaterThan(config.indexOf("case `develop`:"))
    expect(uses[0]).toBeLessThan(config.indexOf("case `build-html`:"))
  })

  it("the chunk mapping is written as a JSON string, which the browser runtime only indexes by chunk name", () => {
    const extractor = gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js")
    expect(extractor).toContain("const newChunkMapJson = JSON.stringify(assetsMap);")
    expect(extractor).toContain("const scriptChunkMapping = `window.___chunkMapping=${JSON.stringify(newChunkMapJson)};`;")
    const readers = fs
      .readdirSync(path.resolve(__dirname, "../../../node_modules/gatsby/cache-dir"))
      // static-entry.js renders pages on the server (and writes the mapping itself only without slices).
      .filter((file) => file.endsWith(".js") && file !== "static-entry.js")
      .flatMap((file) => [...gatsbyFile(`cache-dir/${file}`).matchAll(/.*___chunkMapping.*/g)].map((line) => `${file}: ${line[0].trim()}`))
    expect(readers).toEqual(["loader.js: (window.___chunkMapping[componentChunkName] || []).map("])
  })

  it("the slice file is written where the rewrite reads it, as async script tags", () => {
    const extractor = gatsbyFile("dist/utils/gatsby-webpack-stats-extractor.js")
    expect(extractor).toContain(SCRIPTS_SLICE_FILE.map((part) => `\`${part}\``).join(", "))
    expect(extractor).toContain('<script src="${this.publicPath}/${asset}" async></script>')
  })
})
