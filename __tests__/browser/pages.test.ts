/** Every built page, at phone and desktop width: it loads, has one h1, full head tags, valid JSON-LD and no console errors. */
import type { Browser } from "playwright-core"
import { BASE_URL, VIEWPORTS, builtPages, jsonLdNodes, launchBrowser, openPage } from "./support/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const pages = builtPages()

describe.each(VIEWPORTS)("every page at $width px", ({ width }) => {
  it.each(pages)("%s loads with one h1, title, description, canonical, site JSON-LD (JobPosting only on a job's page) and no console errors", async (path) => {
    const { page, errors } = await openPage(browser, width)
    const response = await page.goto(BASE_URL() + path, { waitUntil: "load" })
    expect(response?.status()).toBe(200)
    expect(await page.locator("h1").count()).toBe(1)
    expect((await page.title()).trim()).not.toBe("")
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/\S{10,}/)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
    expect(canonical && new URL(canonical).pathname).toBe(path)
    const types = (await jsonLdNodes(page)).map((node) => node["@type"])
    expect(types).toEqual(expect.arrayContaining(["Organization", "LocalBusiness", "WebSite"]))
    // JobPosting only on a role's own page (built only while the role is open), nowhere else.
    expect(types.includes("JobPosting")).toBe(/^\/jobs\/[^/]+$/.test(path))
    await page.waitForTimeout(50)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
