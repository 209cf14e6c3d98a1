/**
 * A page's head comes from its page context (computed at build time, gatsby/page-heads.ts), not from
 * code in the browser: after a client-side navigation, Gatsby renders the new page's `Head` from its
 * page-data, and the title, canonical link and JSON-LD must be exactly those of the page's own HTML.
 */
import fs from "node:fs"
import path from "node:path"
import type { Browser, Page } from "playwright-core"
import { routes } from "../../src/lib/routes"
import { jsonLdNodes, launchBrowser, openPage, pageUrl, waitForHydration } from "./support/browser"

jest.setTimeout(30_000)

const PUBLIC = path.resolve(__dirname, "../../public")

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Title, canonical and JSON-LD as the page's built HTML has them. */
function builtHead(route: string) {
  const html = fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8")
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)![1].replace(/&amp;/g, "&")
  const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)![1]
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1])["@graph"])
  const head = html.slice(0, html.indexOf("</head>"))
  const siteWide = (head.match(/<meta name="theme-color"|<meta name="twitter:card"|<link rel="icon"/g) ?? []).length
  return { title, canonical, jsonLd, siteWide }
}

async function headOf(page: Page) {
  return {
    title: await page.title(),
    canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
    jsonLd: await jsonLdNodes(page),
    // Written by the server render on every page, not by `Head` (src/components/seo/site-wide-head.tsx).
    siteWide: await page.locator('head meta[name="theme-color"], head meta[name="twitter:card"], head link[rel="icon"]').count(),
  }
}

describe("the head after a client-side navigation", () => {
  it.each([
    [routes.home, routes.blog],
    [routes.blog, routes.faq],
    [routes.faq, routes.serviceAreas],
  ])("from %s to %s is the destination's built head", async (from, to) => {
    const { page } = await openPage(browser, 1280)
    await page.goto(pageUrl(from), { waitUntil: "load" })
    await waitForHydration(page)
    expect(builtHead(from).siteWide).toBe(4)
    expect(await headOf(page)).toEqual(builtHead(from))

    await page.evaluate((target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target), to)
    await page.waitForURL(pageUrl(to))
    const expected = builtHead(to)
    await page.waitForFunction((title) => document.title === title, expected.title)
    expect(await headOf(page)).toEqual(expected)
    await page.context().close()
  })
})
