/**
 * The boot loader: an inline script, the last element of every page's <body> (where Gatsby's script tags were,
 * so the whole page is parsed by then), that adds Gatsby's boot scripts after the page's first paint. Written
 * here as TypeScript and turned into the page's script at build time (../loader-script.ts: types stripped,
 * compiled for the site's browsers, minified; the markers below written in as their values); the text is the
 * same on every page and in every build, so the Content-Security-Policy lists it by one hash, computed from the
 * built pages (plugins/security-headers). Its globals are `document`, `window`, `PerformanceObserver`,
 * `requestAnimationFrame` and `setTimeout` only: the unit test runs it against fakes of those.
 *
 * When it boots:
 * - a page in a background tab (or being prerendered) paints nothing until shown: at once;
 * - otherwise when the 'paint' observer reports first-contentful-paint (`buffered` also reports one that
 *   happened before this script ran); where paint timing is missing, from a timeout set within a frame
 *   callback, which runs just after that frame is painted;
 * - but where the page has an image it asks for at high priority (the hero, a post's image: the largest
 *   paint where it is in view), only once that image is loaded, decoded and painted, a frame after the one
 *   that drew it (on a busy machine, the frame that draws it can be presented a few milliseconds after a task
 *   queued from its own frame callback). A failed image boots at once;
 * - BOOT_SAFETY_MS as the safety net. `booted` makes whichever comes first the only one.
 *
 * What it does at boot:
 * - preloads the two JSON files Gatsby's app fetches first (app-data.json and the page's page-data.json, at
 *   `pageDataPath`), as the `fetch` with `crossorigin` that Gatsby's XMLHttpRequest matches: without it they
 *   were requested only once the app had run, a round trip after the scripts;
 * - preloads what the page data names (BOOT_PRELOADS_ATTRIBUTE, written after the build): the template's
 *   chunks, as the plain `script` webpack's runtime later adds for them (no `crossorigin`: Gatsby sets no
 *   crossOriginLoading in production), and the static queries' results, as `fetch` like the page data;
 * - on a page with a stylesheet of its own (plugins/critical-css's BOOT_STYLES_ATTRIBUTE), links it, preloads
 *   the scripts at low priority, and adds them when the stylesheet's load (or error) event fires, so nothing
 *   React renders can appear before its rules; otherwise adds the scripts at once;
 * - once each script has loaded or failed, marks <html> (BOOTED_ATTRIBUTE), which releases the page's lazy
 *   images (plugins/lean-images).
 * Event handlers are set as properties: the CSP refuses handler attributes, not these. Plain loops and
 * checks, no optional chaining: the site's browsers include some without it, and the compiled text stays short.
 */
import { BOOT_STYLES_ATTRIBUTE, PAGE_STYLESHEET_ATTRIBUTE } from "../../critical-css/markers"
import { BOOTED_ATTRIBUTE, BOOT_PRELOADS_ATTRIBUTE, BOOT_SAFETY_MS, BOOT_SCRIPTS_ATTRIBUTE } from "../markers"

/**
 * Where Gatsby's loader fetches a page's data, relative to the site's root (its `getPageDataPath`,
 * gatsby/cache-dir/loader.js: "index" for "/", the path without its surrounding slashes otherwise). The
 * loader preloads it; the build reads the same file (../page-preloads.ts).
 */
export function pageDataPath(pathname: string): string {
  return "page-data/" + (pathname.replace(/^[/]|[/]$/g, "") || "index") + "/page-data.json"
}

export function bootLoader(): void {
  const script = document.currentScript as HTMLScriptElement
  const bootScripts = script.getAttribute(BOOT_SCRIPTS_ATTRIBUTE)!.split(" ")
  let loading = bootScripts.length
  let booted = false
  let added = false

  const add = (element: HTMLElement) => document.body.appendChild(element)

  function arrived() {
    if (--loading === 0) document.documentElement.setAttribute(BOOTED_ATTRIBUTE, "")
  }

  function addScripts() {
    if (added) return
    added = true
    for (let i = 0; i < bootScripts.length; i++) {
      const element = document.createElement("script")
      element.src = bootScripts[i]
      element.async = true
      element.onload = element.onerror = arrived
      add(element)
    }
  }

  function preload(href: string, as: string, priority?: "low") {
    const link = document.createElement("link")
    link.rel = "preload"
    link.as = as
    if (as == "fetch") link.crossOrigin = "anonymous"
    if (priority) link.fetchPriority = priority
    link.href = href
    add(link)
  }

  const preloadData = (href: string) => preload(href, "fetch")

  function boot() {
    if (booted) return
    booted = true
    preloadData("/page-data/app-data.json")
    preloadData("/" + pageDataPath(window.location.pathname))
    const named = (script.getAttribute(BOOT_PRELOADS_ATTRIBUTE) || "").split(" ")
    for (let i = 0; i < named.length; i++) {
      if (/[.]json$/.test(named[i])) preloadData(named[i])
      else if (named[i]) preload(named[i], "script")
    }
    const styles = script.getAttribute(BOOT_STYLES_ATTRIBUTE)
    if (!styles) return addScripts()
    const link = document.createElement("link")
    link.rel = "stylesheet"
    link.href = styles
    link.setAttribute(PAGE_STYLESHEET_ATTRIBUTE, "")
    link.onload = link.onerror = addScripts
    add(link)
    for (let i = 0; i < bootScripts.length; i++) preload(bootScripts[i], "script", "low")
  }

  /** A frame after the next one: the frame that draws the image has been presented. */
  const afterNextFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(boot, 0)))

  function painted() {
    const image = document.querySelector<HTMLImageElement>("img[fetchpriority=high]")
    if (!image || !image.decode) return boot()
    const shown = () => image.decode().then(afterNextFrame, afterNextFrame)
    if (image.complete) return shown()
    image.addEventListener("load", shown)
    image.addEventListener("error", boot)
  }

  if (document.visibilityState === "hidden") return boot()
  const entryTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
  if (entryTypes && entryTypes.indexOf("paint") >= 0) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) painted()
    }).observe({ type: "paint", buffered: true })
  } else requestAnimationFrame(() => setTimeout(painted, 0))
  setTimeout(boot, BOOT_SAFETY_MS)
}
