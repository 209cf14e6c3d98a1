/**
 * The generic checks, one page load each: every built page (and the 404 page) is opened once per
 * width, in a new tab of that width's browsing profile (browsingProfile: a first visit each time, the
 * site's storage cleared; its files may be in the browser's cache, as for a visitor reading a second page),
 * under the site's own Content-Security-Policy from public/_headers, and
 * that one load is checked for status, one h1, head tags that survive hydration, CSP violations,
 * console errors and axe-core (WCAG 2.2 A and AA plus best practices), and for the rules every page
 * keeps: a quote and a phone link in its main content, headings that keep the title's capitals, no
 * card grid with a lone card on its last row, (on a phone) no word broken at a hyphen, and on a page of each kind the floating contact group covering nothing. Pages come from the build,
 * so a new page is covered as soon as it exists. What can be read from the HTML without a browser
 * (head tags, JSON-LD, links, sitemap) is checked in Node in site-map.test.ts; behaviours of one
 * page or component have their own suites.
 */
import type { Browser, Page } from "playwright-core"
import { axeViolations } from "./support/axe"
import { BASE_URL, type BrowsingProfile, VIEWPORTS, browsingProfile, builtPages, gotoHydrated, launchBrowser, settled } from "./support/browser"
import { watchCsp } from "./support/csp"
import { QUICK_CONTACT, coveredAtFirstViewAndEnd, coveredWhileScrolling, floatingActionPages } from "./support/overlap"
import { gridsWithLoneCard, headingsRecasingTheTitle, missingCallsToAction, wordsBrokenAtHyphen } from "./support/page-checks"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

// A missing page under a section: the static host serves the 404 page with that section's headers,
// the Content-Security-Policy included (a top-level unknown path gets only the site-wide headers).
const NOT_FOUND = "/services/no-such-service"
const pages = [...builtPages(), NOT_FOUND]
/** Where the floating contact group is checked (a page of each kind), the 404 page under its path here. */
const floatingGroupPages = floatingActionPages().map((path) => (path === "/404.html" ? NOT_FOUND : path))

/** What one load of a page showed, read once and shared by that page's checks. */
interface Loaded {
  page: Page
  status: number | undefined
  csp: string
  h1Count: number
  title: string
  canonicalPath: string | null
  cspViolations: string[]
  consoleErrors: string[]
}


async function load(profile: BrowsingProfile, path: string): Promise<Loaded> {
  const { page, errors } = await profile.open()
  const violations = await watchCsp(page)
  // Hydrated, so every inline and external script has run and React has had its say on the head.
  const response = await gotoHydrated(page, BASE_URL() + path, { waitUntil: "load" })
  await page.evaluate(() => document.fonts.ready)
  await settled(page)
  const head = await page.evaluate(() => ({
    h1Count: document.querySelectorAll("h1").length,
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
  }))
  return {
    page,
    status: response?.status(),
    csp: response?.headers()["content-security-policy"] ?? "",
    h1Count: head.h1Count,
    title: head.title,
    canonicalPath: head.canonical && new URL(head.canonical).pathname,
    cspViolations: await violations(),
    // Taken before axe runs, so only the page's own errors count.
    consoleErrors: [...errors],
  }
}

describe.each(VIEWPORTS)("at $width px", ({ width }) => {
  let profile: BrowsingProfile
  beforeAll(async () => {
    profile = await browsingProfile(browser, width)
  })
  afterAll(() => profile?.close())

  describe.each(pages)("%s", (path) => {
    const notFound = path === NOT_FOUND
    let loaded: Loaded
    beforeAll(async () => {
      loaded = await load(profile, path)
    })
    afterAll(() => loaded && profile.done(loaded.page))

    it(`answers ${notFound ? "404 with the not-found page" : "200"}`, () => {
      expect(loaded.status).toBe(notFound ? 404 : 200)
    })

    it("has exactly one h1 once hydrated", () => {
      expect(loaded.h1Count).toBe(1)
    })

    if (!notFound) {
      it("keeps its title and a canonical URL to itself after hydration", () => {
        expect(loaded.title.trim()).not.toBe("")
        expect(loaded.canonicalPath).toBe(path)
      })
    }

    it("is served with a Content-Security-Policy and loads and hydrates with no CSP violation", () => {
      expect(loaded.csp).toContain("script-src 'self'")
      expect(loaded.csp).toContain("frame-ancestors 'none'")
      expect(loaded.cspViolations).toEqual([])
    })

    if (notFound) {
      // The browser itself logs the 404 responses (the document, its page data) and Gatsby names the
      // missing route; an uncaught exception would still be a bug.
      it("throws no uncaught exception", () => {
        expect(loaded.consoleErrors.filter((text) => text.startsWith("pageerror:"))).toEqual([])
      })
    } else {
      it("logs no console error or uncaught exception", () => {
        expect(loaded.consoleErrors).toEqual([])
      })
    }

    if (!notFound) {
      it("offers a quote link and a phone link in its main content", async () => {
        expect(await missingCallsToAction(loaded.page, path)).toEqual([])
      })

      it("keeps the title's own capitals in headings built from it", async () => {
        expect(await headingsRecasingTheTitle(loaded.page)).toEqual([])
      })
    }

    it("leaves no lone card on the last row of a card grid", async () => {
      expect(await gridsWithLoneCard(loaded.page)).toEqual([])
    })

    if (width < 600) {
      it("breaks no word across lines at a hyphen", async () => {
        expect(await wordsBrokenAtHyphen(loaded.page)).toEqual([])
      })
    }

    it("has no axe violations", async () => {
      expect(await axeViolations(loaded.page)).toEqual([])
    })

    // Last, as they scroll the page.
    if (floatingGroupPages.includes(path) && width >= 1000) {
      it("keeps the floating contact group beside the content: scrolled top to bottom, it covers no text, image or control", async () => {
        expect(await loaded.page.locator(QUICK_CONTACT).isVisible()).toBe(true)
        expect(await coveredWhileScrolling(loaded.page)).toEqual([])
      })
    }
    if (floatingGroupPages.includes(path) && width < 600) {
      it("keeps the floating contact bar off the content at the first view and at the very end", async () => {
        expect(await loaded.page.locator(QUICK_CONTACT).isVisible()).toBe(true)
        expect(await coveredAtFirstViewAndEnd(loaded.page)).toEqual({ firstView: [], atEnd: [], insideScreen: true })
      })
    }
  })
})
