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
 * `<script src async>` tags itself once the browser reports the first contentful paint.
 *
 * The loader's text is the same on every page and in every build (the URLs are in a data attribute),
 * so the Content-Security-Policy lists it by one hash (plugins/security-headers/security-headers.ts).
 */
import { createElement, isValidElement, type ReactNode } from "react"
import { PAGE_STYLESHEET_ATTRIBUTE } from "../../src/lib/below-fold"

/** Gatsby's id for the slice holding its boot scripts (gatsby/cache-dir/static-entry.js). */
export const SCRIPTS_SLICE_ID = "_gatsby-scripts"

/** Where Gatsby writes that slice's HTML during the JavaScript build, before any page is rendered. */
export const SCRIPTS_SLICE_FILE = ["public", "_gatsby", "slices", "_gatsby-scripts-1.html"] as const

/**
 * If the browser has not reported a paint by then (a browser without paint timing that also never
 * runs the frame callback), the scripts load anyway: the page must always come alive.
 */
export const BOOT_SAFETY_MS = 1000

/**
 * On the loader's <script>, set after the build (plugins/post-build-html/pages.ts): the page's stylesheet,
 * every rule the page can use (plugins/critical-css/critical-css.ts; its HTML inlines only what its first screen
 * matches). The loader links it at boot, first, so it does not compete with the first paint either, and
 * adds Gatsby's scripts only once it has loaded (or failed): nothing React renders or changes (an open
 * menu, a field marked invalid) can then appear before its rules. The scripts are preloaded at the same
 * moment, at low priority as async scripts are, so waiting for the stylesheet does not delay them.
 * Visitors without JavaScript get the same <link> from a <noscript> at the end of <body>.
 */
export const BOOT_STYLES_ATTRIBUTE = "data-boot-styles"

/**
 * On the loader's <script>, set after the build (page-preloads.ts): what Gatsby's loader will fetch for the
 * page once its page data has arrived, space-separated: the template's chunks (`.js`) and the results of
 * the static queries it uses (`.json`). An attribute, not part of the loader's text, so that text (and its
 * CSP hash) stays the same on every page.
 */
export const BOOT_PRELOADS_ATTRIBUTE = "data-boot-preloads"

/**
 * Set on <html> by the loader once every boot script has loaded (or failed). Until then the page's lazy
 * images are held back by a rule in its head (plugins/lean-images/lean-images.ts): on a phone, Chromium's
 * lazy-load distance (1,250 px) reaches images a screen or two down, which it requested at the first layout,
 * before the first paint; released at boot, they shared the slow link with the boot scripts (home's 20 KB
 * service card, a city page's two cards, 37 KB, against 76 KB of scripts) and hydration came 0.06-0.13 s
 * later. Released when the scripts are in, not at hydration: a page whose app fails still shows them.
 */
export const BOOTED_ATTRIBUTE = "data-booted"

/**
 * Runs where Gatsby's script tags were, at the end of <body>, so the whole page is parsed by then.
 * - A page in a background tab (or being prerendered) paints nothing until shown: boot at once.
 * - Otherwise boot when the 'paint' observer reports first-contentful-paint (`buffered` also reports
 *   one that happened before this script ran);
 * - where paint timing is missing, a timeout from within a frame callback runs just after that
 *   frame is painted;
 * - but where the page has an image it asks for at high priority (the hero, a post's image: the largest
 *   paint where it is in view), only once that image is loaded, decoded and painted, a frame after the
 *   one that drew it (on a busy machine, the frame that draws it can be presented a few milliseconds after
 *   a task queued from its own frame callback: a test saw the scripts asked for 2.5 ms before it): the
 *   plugin decodes it asynchronously, and a frame after the first paint waited for the boot scripts'
 *   work on the main thread (a post's image was painted 170 ms after the text, after the scripts, and
 *   Lighthouse counted them before the LCP: 2.18 s against 1.05-1.20 s). A failed image boots at once;
 * - BOOT_SAFETY_MS as the safety net. `booted` makes whichever comes first the only one.
 * At boot it preloads the two JSON files Gatsby's app fetches first (app-data.json, and the page's page-data.json at Gatsby's path for
 * it: "index" for "/", the path without its slashes otherwise), as the `fetch` with `crossorigin` that
 * Gatsby's XMLHttpRequest matches: without it they were requested only once the app had run, a round trip
 * after the scripts, and hydration waited for them and then for the template chunk they name (about
 * 0.25 s of a service page's 1.6 s between the paint and hydration on a throttled phone). It then preloads
 * what the page data names (BOOT_PRELOADS_ATTRIBUTE): the template's chunks, as the plain `script` webpack's
 * runtime later adds for them (no `crossorigin`: Gatsby sets no crossOriginLoading in production), and the
 * static queries' results, as `fetch` like the page data; otherwise Gatsby's loader asked for them only once
 * the page data had arrived, one more round trip. On a page with a
 * stylesheet of its own (BOOT_STYLES_ATTRIBUTE), it links that stylesheet and preloads the scripts, and adds them when the stylesheet's load (or error) event fires; otherwise it adds
 * the scripts at once. Once each script has loaded or failed it marks <html> (BOOTED_ATTRIBUTE), which
 * releases the page's lazy images. Plain ES5 on purpose: it runs before any of Gatsby's code, in every browser the site
 * supports. Event handlers are set as properties: the CSP refuses handler attributes, not these.
 */
export const BOOT_LOADER = `(function(){var s=document.currentScript,u=s.getAttribute("data-boot-scripts").split(" "),n=u.length,b=false,d=false;function add(e){document.body.appendChild(e)}function arrived(){if(--n===0)document.documentElement.setAttribute("${BOOTED_ATTRIBUTE}","")}function scripts(){if(d)return;d=true;for(var i=0;i<u.length;i++){var e=document.createElement("script");e.src=u[i];e.async=true;e.onload=e.onerror=arrived;add(e)}}function pre(h,a,f){var p=document.createElement("link");p.rel="preload";p.as=a;if(a=="fetch")p.crossOrigin="anonymous";if(f)p.fetchPriority=f;p.href=h;add(p)}function data(h){pre(h,"fetch")}function boot(){if(b)return;b=true;var w=window.location.pathname.replace(/^[/]|[/]$/g,"");data("/page-data/app-data.json");data("/page-data/"+(w||"index")+"/page-data.json");var r=(s.getAttribute("${BOOT_PRELOADS_ATTRIBUTE}")||"").split(" ");for(var i=0;i<r.length;i++){if(/[.]json$/.test(r[i]))data(r[i]);else if(r[i])pre(r[i],"script")}var c=s.getAttribute("${BOOT_STYLES_ATTRIBUTE}");if(!c)return scripts();var l=document.createElement("link");l.rel="stylesheet";l.href=c;l.setAttribute("${PAGE_STYLESHEET_ATTRIBUTE}","");l.onload=l.onerror=scripts;add(l);for(var i=0;i<u.length;i++)pre(u[i],"script","low")}function later(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(boot,0)})})}function painted(){var m=document.querySelector("img[fetchpriority=high]");if(!m||!m.decode)return boot();function shown(){m.decode().then(later,later)}if(m.complete)return shown();m.addEventListener("load",shown);m.addEventListener("error",boot)}if(document.visibilityState==="hidden")return boot();var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(t&&t.indexOf("paint")>=0){new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)painted()}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(painted,0)})}setTimeout(boot,${BOOT_SAFETY_MS})})();`

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

/** The boot loader's <script>, the last element of every page's <body>. */
export const BOOT_LOADER_ID = "gatsby-boot"

/** The start of the loader's tag in a page: how later steps find a page that boots after its first paint. */
export const BOOT_LOADER_TAG = `<script id="${BOOT_LOADER_ID}"`

/**
 * In <head>: no paint until the boot loader, the last element of <body>, has been parsed (`rel="expect"`
 * with `blocking="render"`, HTML's render-blocking on an element; where the element never comes, until
 * the document is parsed). A first paint drawn while the HTML was still arriving showed a half-built page,
 * and the rest then moved it: the main menu with only its first link (a shift of 0.017 at 1280 px) or
 * home's pictures above its copy. The font preload used to hold that paint back as a side effect; since
 * the font waits for the paint, this says it. Browsers without the feature ignore it.
 */
export const PAINT_AFTER_PARSE = createElement("link", { key: "paint-after-parse", rel: "expect", href: `#${BOOT_LOADER_ID}`, blocking: "render" })

/** The elements that take the slice's place at the end of <body>. */
export function deferredBootElements(slice: ScriptsSlice): ReactNode[] {
  return [
    ...slice.inline.map((script, index) =>
      createElement("script", { key: `gatsby-inline-${index}`, id: script.id, dangerouslySetInnerHTML: { __html: leanInlineScript(script) } }),
    ),
    ...slice.noModule.map((src) => createElement("script", { key: src, src, noModule: true })),
    createElement("script", {
      key: BOOT_LOADER_ID,
      id: BOOT_LOADER_ID,
      "data-boot-scripts": slice.boot.join(" "),
      dangerouslySetInnerHTML: { __html: BOOT_LOADER },
    }),
  ]
}

export const isScriptsSlice = (element: ReactNode): boolean =>
  isValidElement(element) && (element.props as { sliceId?: unknown }).sliceId === SCRIPTS_SLICE_ID

/**
 * The post-body components with Gatsby's scripts slice replaced by the deferred boot. `readSlice` is only
 * called when the slice is there (not under `gatsby develop`, which writes its own scripts).
 */
export function deferBootScripts(components: ReactNode[], readSlice: () => string): ReactNode[] {
  if (!components.some(isScriptsSlice)) return components
  const replacement = deferredBootElements(parseScriptsSlice(readSlice()))
  return components.flatMap((component) => (isScriptsSlice(component) ? replacement : [component]))
}
