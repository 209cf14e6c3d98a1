import path from "node:path"
import { chromium, type Browser, type Page } from "playwright-core"
import { htmlFiles, sitePath } from "../../../plugins/post-build-html/pages"
import { CHROMIUM_ARGS } from "../../../scripts/find-chromium.cjs"
import { HYDRATED_ATTRIBUTE } from "../../../src/lib/hydration-mark"
import { pagePath, routes } from "../../../src/lib/routes"

export const BASE_URL = () => {
  if (!process.env.BASE_URL) throw new Error("BASE_URL is not set: run the browser suite through jest --selectProjects browser")
  return process.env.BASE_URL
}

/** The URL of a site page as the hosts serve it, without a redirect: "/quote" -> <base>/quote/ (src/lib/routes.ts). */
export const pageUrl = (sitePath: string) => BASE_URL() + pagePath(sitePath)

export const VIEWPORTS = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH, args: CHROMIUM_ARGS })
}

export interface WatchedPage {
  page: Page
  /** Console errors and uncaught exceptions seen since the page was opened. */
  errors: string[]
}

/** A new page at the given width that records console errors and page exceptions. */
export async function openPage(
  browser: Browser,
  width = 1280,
  options: { reducedMotion?: "reduce" | "no-preference"; bypassCSP?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    ...screenAt(width),
    reducedMotion: options.reducedMotion ?? "no-preference",
    // Test tools injected into the page (axe-core) are inline scripts the site's CSP rightly refuses.
    bypassCSP: options.bypassCSP ?? false,
  })
  return watch(await context.newPage())
}

/** The screen of a visitor at this width: a phone's (844 px tall, touch) below 600 px, else a 900 px window. */
const screenAt = (width: number, height = width < 600 ? 844 : 900) => ({ viewport: { width, height }, hasTouch: width < 600 })

function watch(page: Page): WatchedPage {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
  return { page, errors }
}

/**
 * One browser profile (context) at a width, for a suite that opens every page one after another: each
 * page in a new tab, the site's storage cleared when it closes, so every tab is a first visit. A
 * tab kept open on the site holds the profile's renderer process for the others: a fresh context per
 * page started a renderer and compiled the site's scripts anew each time, about three times the CPU of
 * the page itself (measured: 32 loads, 33 s of CPU against 13 s).
 */
export async function browsingProfile(
  browser: Browser,
  width: number,
  options: { height?: number; javaScriptEnabled?: boolean; reducedMotion?: "reduce" | "no-preference" } = {},
) {
  const context = await browser.newContext({
    ...screenAt(width, options.height),
    reducedMotion: options.reducedMotion ?? "no-preference",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  })
  const keeper = await context.newPage()
  await keeper.goto(BASE_URL() + "/robots.txt")
  return {
    /** A new tab, watched for console errors like openPage's. */
    open: async (): Promise<WatchedPage> => watch(await context.newPage()),
    /** Closes the tab, leaving nothing of its visit in the profile's storage. */
    async done(page: Page) {
      try {
        await page.evaluate(() => {
          localStorage.clear()
          sessionStorage.clear()
        })
      } finally {
        await page.close()
      }
    },
    close: () => context.close(),
  }
}
export type BrowsingProfile = Awaited<ReturnType<typeof browsingProfile>>

/**
 * Waits until React has hydrated the whole page: the site marks <html data-hydrated> once Gatsby's root
 * and every layout region have hydrated (src/lib/hydration-mark.ts). Gatsby's boot scripts load after
 * the first paint (plugins/boot-after-paint/boot-after-paint.ts), so `load` does not imply hydration: anything that
 * clicks, types or reads what React renders waits for this.
 */
export async function waitForHydration(page: Page, timeoutMs = 30_000): Promise<void> {
  // Told by the page (a MutationObserver on <html>) rather than polled: Playwright's waitForSelector asks
  // again after 0, 20, 50, 100 and then every 500 ms, so a page that hydrated just after an ask waited
  // up to half a second, on every one of the suite's ~1,500 page loads, and the asking costs CPU too.
  const hydrated = async () => {
    for (;;) {
      try {
        return await page.evaluate(
          (attribute) =>
            new Promise<void>((resolve) => {
              const root = document.documentElement
              if (root.hasAttribute(attribute)) return resolve()
              new MutationObserver((_, observer) => {
                if (!root.hasAttribute(attribute)) return
                observer.disconnect()
                resolve()
              }).observe(root, { attributes: true, attributeFilter: [attribute] })
            }),
          HYDRATED_ATTRIBUTE,
        )
      } catch (error) {
        // A navigation replaced the document while waiting: wait on the new one.
        if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error
      }
    }
  }
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${page.url()} did not mark <html ${HYDRATED_ATTRIBUTE}> within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    await Promise.race([hydrated(), timedOut])
  } finally {
    clearTimeout(timer)
  }
}

type GotoOptions = NonNullable<Parameters<Page["goto"]>[1]>

/** Waits until `condition` holds (in the test, not the page), checking every 50 ms. */
export async function until(condition: () => boolean, timeoutMs = 15_000) {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > timeoutMs) throw new Error("Timed out waiting for a condition")
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Waits until the page has settled: two frames drawn, then an idle moment of its event loop, so every
 * task queued by then (effects after hydration, securitypolicyviolation events, console messages) has
 * run. A state, not a time: on a busy machine it simply comes later.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5000 }))),
      ),
  )
}

/** page.goto, then waits for hydration (waitForHydration): how every test opens a site page. */
export async function gotoHydrated(page: Page, url: string, options?: GotoOptions) {
  const response = await page.goto(url, options)
  await waitForHydration(page)
  return response
}

/** Waits until the island `name` (plugins/static-regions/browser/island.tsx) is hydrated and has done what it held. */
export const islandAwake = (page: Page, name: string) => page.locator(`[data-island="${name}"][data-awake]`).waitFor({ state: "attached" })

/**
 * True when every element React rendered carries its props, i.e. is hydrated; run in the page. Markup
 * inside an element rendered with dangerouslySetInnerHTML (images, markdown) is not React's and is left out.
 * The proof that <html data-hydrated> is not set early (boot-after-paint.test.ts).
 */
export function everyElementHydrated(): boolean {
  const reactProps = (el: Element) => {
    const key = Object.keys(el).find((name) => name.startsWith("__reactProps"))
    return key ? ((el as any)[key] as Record<string, unknown>) : null
  }
  const elements = [...document.querySelectorAll("#___gatsby *")]
  const htmlRoots = elements.filter((el) => reactProps(el)?.dangerouslySetInnerHTML)
  const owned = elements.filter((el) => !htmlRoots.some((root) => root !== el && root.contains(el)))
  return owned.length > 0 && owned.every((el) => reactProps(el) !== null)
}

const PUBLIC = path.resolve(__dirname, "../../../public")

/** Every page in the build, found from its index.html (the 404 page and /admin excluded). */
export function builtPages(): string[] {
  return htmlFiles(PUBLIC)
    .filter((file) => file.endsWith("index.html") && !/^(admin|404)\//.test(file))
    .map(sitePath)
    .sort()
}

/**
 * One page of each kind: every page one level deep (/, /blog, /jobs, /about ...) and one page of each
 * section below it, the last by path (/blog/<last post>, /jobs/<last open role>, /locations/<last city> ...).
 */
export function samplePages(pages: string[] = builtPages()): string[] {
  const sample = new Map<string, string>()
  for (const page of [...pages].sort()) {
    const segments = page.split("/").filter(Boolean)
    sample.set(segments.length <= 1 ? page : `/${segments[0]}/*`, page)
  }
  return [...sample.values()].sort()
}

/**
 * Follows the main menu's About link and waits for the new page's heading; true if the document stayed
 * the same (a client-side navigation, no full page load).
 */
export async function clientNavigationToAbout(page: Page): Promise<boolean> {
  const before = await headingText(page)
  await page.evaluate(() => ((window as any).__sameDocument = true))
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click()
  await page.waitForURL(pageUrl(routes.about))
  await newPageDrawn(page, before)
  return page.evaluate(() => (window as any).__sameDocument === true)
}

/** The text of the page's <h1>, to tell when a client-side navigation has drawn the next page (newPageDrawn). */
export const headingText = (page: Page) => page.evaluate(() => document.querySelector("h1")?.textContent ?? "")

/**
 * The address changes before React draws the page navigated to: resolves once the <h1> is there and is no
 * longer `previous` (headingText before the navigation), so what is checked next is what the visitor sees.
 */
export const newPageDrawn = (page: Page, previous: string) =>
  page.waitForFunction((before) => (document.querySelector("h1")?.textContent ?? before) !== before, previous)

/** The page's JSON-LD @graph nodes. */
export async function jsonLdNodes(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const data = JSON.parse(text)
    return data["@graph"] ?? [data]
  })
}
