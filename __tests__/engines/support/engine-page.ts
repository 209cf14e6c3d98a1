/**
 * A site page in one engine at one width, as the smoke set uses it: everything here is built on the
 * driver's few native calls (driver.ts), so the checks read the same in Chromium, Firefox and WebKit.
 * Elements are found by role and name, label or text inside the page (in-page.ts); clicks, typing and files
 * go through the driver, as a person's would.
 */
import fs from "node:fs"
import { HYDRATED_ATTRIBUTE } from "../../../src/lib/hydration-mark"
import { pagePath } from "../../../src/lib/routes"
import type { DriverElement, DriverPage, EngineName } from "./driver"
import { describeQuery, IN_PAGE_LIBRARY, serializeQuery, testingLibrarySource, type Query } from "./in-page"
import type { SiteServer } from "./site-server"

/**
 * ENGINE_TRACE=<file>: each action appended to the file as it starts, to see where a slow check spends its
 * time; stamped with the seconds since the test process started (no wall clock needed to read the gaps).
 */
export function traceLine(text: string) {
  if (process.env.ENGINE_TRACE) fs.appendFileSync(process.env.ENGINE_TRACE, `${process.uptime().toFixed(1).padStart(7)} s ${text}\n`)
}

const trace = (page: EnginePage, what: string) => traceLine(`  ${page.where()}: ${what}`)

/** How long a page may take to show what a test waits for on a busy machine. */
export const WAIT_MS = 90_000

/** In the page, with `el`: resolves once the element's box is where it was two frames before (at most ~30 tries). */
const STILL_FOR_TWO_FRAMES =
  "new Promise(function (resolve) { var last = '', tries = 0; (function check() { var r = el.getBoundingClientRect(), now = [r.top, r.left, r.width, r.height].join(); if (now === last || ++tries > 30) return resolve(true); last = now; requestAnimationFrame(function () { requestAnimationFrame(check) }) })() })"

/**
 * A page expression that resolves with `condition`'s value once it is truthy, checked every 50 ms in the page
 * itself (one driver call, whatever the wait), or rejects with `failure` after `timeoutMs`.
 */
const pollInPage = (condition: string, failure: string, timeoutMs: number) => `new Promise(function (resolve, reject) {
  var started = performance.now();
  (function attempt() {
    var value;
    try { value = (${condition}); } catch (error) { value = undefined; }
    if (value) return resolve(value);
    if (performance.now() - started > ${timeoutMs}) return reject(new Error(${JSON.stringify(failure)}));
    setTimeout(attempt, 50);
  })();
})`

export class EnginePage {
  /** The site path last opened, for failure messages. */
  path = "(no page yet)"

  constructor(
    readonly engine: EngineName,
    readonly width: number,
    readonly site: SiteServer,
    private readonly driver: DriverPage,
  ) {}

  /** "firefox at 390 px on /quote/": what a failure names. */
  where = () => `${this.engine} at ${this.width} px on ${this.path}`

  get origin() {
    return this.site.url
  }

  /** Opens a site page (path as the site links it) and waits for the document to be parsed. */
  async goto(sitePath: string, search = "") {
    this.path = pagePath(sitePath) + search
    await this.driver.goto(this.site.url + this.path)
  }

  /** Evaluates an expression in the page. */
  run<T>(expression: string): Promise<T> {
    return this.driver.run<T>(expression)
  }

  /** Waits in the page until `condition` (an expression) is truthy; returns its value. */
  until<T = unknown>(condition: string, what: string, timeoutMs = WAIT_MS): Promise<T> {
    return this.run<T>(pollInPage(condition, `still not ${what} after ${timeoutMs} ms`, timeoutMs))
  }

  /** Waits until React has hydrated the page (<html data-hydrated>, src/lib/hydration-mark.ts). */
  hydrated() {
    return this.until(`document.documentElement.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)})`, "hydrated")
  }

  private async withLibrary<T>(work: () => Promise<T>): Promise<T> {
    const present = await this.run<boolean>("!!(window.__engines && window.TestingLibraryDom)")
    if (!present) {
      await this.run(`(function () { ${testingLibrarySource()}\n; return true })()`)
      await this.run(IN_PAGE_LIBRARY)
    }
    return work()
  }

  /** Waits until exactly one element matches and returns it for a native action. */
  find(query: Query, timeoutMs = WAIT_MS): Promise<DriverElement> {
    return this.withLibrary(() => this.driver.element(`window.__engines.find(${serializeQuery(query)}, ${timeoutMs})`)).catch((error: unknown) => {
      throw new Error(`${describeQuery(query)}: ${error instanceof Error ? error.message : String(error)}`)
    })
  }

  /** How many elements match now. */
  count(query: Query): Promise<number> {
    return this.withLibrary(() => this.run<number>(`window.__engines.count(${serializeQuery(query)})`))
  }

  /** Waits for the element, then reads `expression` with `el` bound to it, in the page. */
  async read<T>(query: Query, expression: string): Promise<T> {
    return this.withLibrary(() =>
      this.run<T>(`window.__engines.find(${serializeQuery(query)}, ${WAIT_MS}).then(function (el) { return (${expression}); })`),
    )
  }

  /**
   * Waits for the element, then until `condition` (an expression with `el`) holds: the state an action brings
   * about, which a driver may report done before the page has handled it (Firefox over BiDi, on a busy machine).
   */
  async waitFor(query: Query, condition: string, timeoutMs = WAIT_MS) {
    await this.read(query, pollInPage(condition, `${describeQuery(query)}: still not ${condition} after ${timeoutMs} ms`, timeoutMs))
  }

  async click(query: Query) {
    trace(this, `click ${describeQuery(query)}`)
    // Into the middle of the viewport first, as a person scrolls to what they tap: WebKitWebDriver scrolls it
    // only into view, where the phone layout's fixed contact bar may cover it ("element click intercepted").
    await this.read(query, "(el.scrollIntoView({ block: 'center', inline: 'nearest' }), true)")
    // Then until it stops moving (a status line appearing above it, a late image), as a person waits to tap:
    // a driver that taps a box's last position (puppeteer over BiDi does not wait) would tap beside it.
    await this.read(query, STILL_FOR_TWO_FRAMES)
    await this.driver.click(await this.find(query))
  }

  /**
   * Ticks an unticked checkbox from the keyboard (focus, then Space), as a keyboard user does, and waits until it
   * shows ticked. No pointer, so no tap lands on what covers the box or moved under it: in a loaded CI run a tap
   * on the Spanish application's shift box at 390 px opened /quote (the phone's fixed contact bar) in Firefox.
   */
  async tick(query: Query) {
    trace(this, `tick ${describeQuery(query)}`)
    const focused = await this.read<boolean>(query, "(el.scrollIntoView({ block: 'center', inline: 'nearest' }), el.focus(), !el.checked && document.activeElement === el)")
    if (!focused) throw new Error(`${describeQuery(query)}: not an unticked box that takes focus`)
    await this.press("Space")
    await this.waitFor(query, "el.checked")
  }

  async type(query: Query, text: string) {
    trace(this, `type into ${describeQuery(query)}`)
    await this.driver.type(await this.find(query), text)
  }

  async setFiles(query: Query, paths: string[]) {
    trace(this, `files into ${describeQuery(query)}`)
    await this.driver.setFiles(await this.find(query), paths)
  }

  press(key: "Escape" | "Enter" | "Tab" | "Space") {
    return this.driver.press(key)
  }

  /** What went wrong in the page so far: the page's own collector (site-server.ts) and the driver's reports. */
  async errors(): Promise<string[]> {
    const collected = await this.run<string[] | null>("window.__engineErrors || null")
    if (collected === null) throw new Error(`${this.where()}: the page has no error collector (was it served by the engines' site server?)`)
    // A failed preload is an error unless the file still arrived for the page (site-server.ts): a resource
    // timing entry of it with a body (webpack removes its chunk scripts once loaded, so the element is gone).
    const preloads = await this.run<string[]>(
      "(window.__enginePreloadErrors || []).filter(function (href) { return !performance.getEntriesByName(href).some(function (e) { return e.responseEnd > 0 && (e.decodedBodySize > 0 || e.transferSize > 0) }) })",
    )
    collected.push(...preloads.map((href) => `failed to load link: ${href}`))
    return [...collected, ...this.driver.driverErrors().filter((text) => !collected.some((seen) => seen.includes(text) || text.includes(seen)))]
  }

  screenshot(file: string) {
    return this.driver.screenshot(file)
  }

  close() {
    return this.driver.close()
  }
}
