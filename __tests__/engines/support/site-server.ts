/**
 * The production build served to one engine, from an origin of its own (so the Supabase stand-in tells its
 * pages apart: an outage or a rate limit for one engine is not another's), as scripts/static-server.cjs
 * serves it, with two things a test needs that a driver without interception cannot do:
 * - an error collector first in every page's <head> (a same-origin script, which the site's CSP allows):
 *   console.error calls, uncaught errors and rejections, resources that failed to load and CSP violations,
 *   kept in `window.__engineErrors`. WebKitWebDriver reports none of these itself. A `<link rel=prefetch>`
 *   that fails is left out: Firefox drops its prefetches when the page starts loads of its own and fires
 *   `error` on their links, logging nothing (Gatsby's page-data prefetches; a click fetches what it needs).
 *   A `<link rel=preload>` that fails is kept apart (`__enginePreloadErrors`): Firefox ESR 140 now and then
 *   fires `error` on the boot loader's preload of the template's chunk while webpack's own `<script>` for
 *   the same file takes it over; it counts as an error only if the file did not arrive for the page after all
 *   (no resource timing entry of it with a body; a failed script is collected as any script's), see
 *   EnginePage.errors.
 * - holding the site's JavaScript files: while held, the page is drawn and usable as before hydration
 *   (the boot loader's scripts wait), for as long as the test needs; released, they are sent.
 */
import path from "node:path"
import { startStaticServer } from "../../../scripts/static-server.cjs"

export const COLLECTOR_PATH = "/__engines/errors.js"

/** Plain ES5, before any of the site's scripts. */
const COLLECTOR = `(function(){var list=window.__engineErrors=[];function text(a){try{return a instanceof Error?a.name+": "+a.message:typeof a==="object"?JSON.stringify(a):String(a)}catch(e){return String(a)}}
var error=console.error;console.error=function(){list.push(Array.prototype.map.call(arguments,text).join(" "));return error.apply(console,arguments)};
var preloads=window.__enginePreloadErrors=[];
addEventListener("error",function(e){var t=e.target;if(t&&t!==window&&t.tagName){if(t.rel==="prefetch")return;if(t.rel==="preload"){preloads.push(t.href);return}list.push("failed to load "+t.tagName.toLowerCase()+": "+(t.currentSrc||t.src||t.href||""))}else{list.push("uncaught: "+(e.error?text(e.error):e.message))}},true);
addEventListener("unhandledrejection",function(e){list.push("unhandled rejection: "+text(e.reason))});
document.addEventListener("securitypolicyviolation",function(e){list.push("CSP refused "+e.blockedURI+" ("+e.violatedDirective+")")})})();`

export interface SiteServer {
  url: string
  /** Holds every request for the site's JavaScript until `releaseScripts`. */
  holdScripts(): void
  releaseScripts(): void
  close(): Promise<void>
}

export async function startSiteServer(): Promise<SiteServer> {
  let held: { promise: Promise<void>; release: () => void } | null = null
  const server = await startStaticServer({
    root: path.resolve(__dirname, "../../../public"),
    extraFiles: { [COLLECTOR_PATH]: { type: "application/javascript; charset=utf-8", body: COLLECTOR } },
    headStart: `<script src="${COLLECTOR_PATH}"></script>`,
    beforeAnswer: (urlPath: string) => (held && urlPath.endsWith(".js") && urlPath !== COLLECTOR_PATH ? held.promise : undefined),
  })
  return {
    url: server.url,
    holdScripts() {
      if (held) return
      let release = () => undefined as void
      const promise = new Promise<void>((resolve) => (release = resolve))
      held = { promise, release }
    },
    releaseScripts() {
      held?.release()
      held = null
    },
    close: () => server.close(),
  }
}
