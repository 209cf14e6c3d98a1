/**
 * Headings and text read right in a real browser: no word split across lines at a hyphen on a phone,
 * no card grid with a lone card on its last row, headings built from a title keep its capitals,
 * emergency pages lead with the phone, blog posts end on a call to action, the 404 page offers a way on.
 */
import type { Browser } from "playwright-core"
import { collection } from "../fixtures/content"
import { BASE_URL, builtPages, launchBrowser, openPage, samplePages } from "./support/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const serviceAndClientPages = builtPages().filter((path) => /^\/(services|clients)\//.test(path))
const samples = [...new Set([...samplePages(), ...serviceAndClientPages, "/404.html"])]

describe("no word broken at a hyphen at 390 px", () => {
  it.each(samples)("%s", async (path) => {
    const { page } = await openPage(browser, 390)
    await page.goto(BASE_URL() + path, { waitUntil: "load" })
    await page.evaluate(() => document.fonts.ready)
    const broken = await page.evaluate(() => {
      const found: string[] = []
      const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      const runs = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+|\d{1,2}(?::\d{2})?\s(?:am|pm)\b/giu
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ""
        if (!node.parentElement?.checkVisibility()) continue
        for (const match of text.matchAll(runs)) {
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
          if (lines.size > 1) found.push(match[0])
        }
      }
      return found
    })
    expect(broken).toEqual([])
    await page.context().close()
  })
})

describe.each([390, 768, 1280])("card grids at %i px", (width) => {
  it.each(samples)("%s: no grid leaves a lone card on its last row", async (path) => {
    const { page } = await openPage(browser, width)
    await page.goto(BASE_URL() + path, { waitUntil: "load" })
    const lone = await page.evaluate(() => {
      const found: string[] = []
      for (const grid of document.querySelectorAll("main ul, main ol")) {
        if (getComputedStyle(grid).display !== "grid" || !grid.checkVisibility()) continue
        const rows = new Map<number, number>()
        for (const item of grid.children) {
          const top = Math.round(item.getBoundingClientRect().top)
          rows.set(top, (rows.get(top) ?? 0) + 1)
        }
        const counts = [...rows.values()]
        const multiColumn = counts[0] > 1
        if (multiColumn && counts.length > 1 && counts[counts.length - 1] === 1) {
          found.push(`${grid.children.length} cards in rows of ${counts.join(", ")}: ${grid.textContent?.slice(0, 60)}`)
        }
      }
      return found
    })
    expect(lone).toEqual([])
    await page.context().close()
  })
})

describe("headings built from a page's title keep the title's capitals", () => {
  it.each(builtPages())("%s", async (path) => {
    const { page } = await openPage(browser, 1280)
    await page.goto(BASE_URL() + path, { waitUntil: "domcontentloaded" })
    const title = (await page.locator("h1").innerText()).replace(/\s+/g, " ").trim()
    const headings = await page.locator("main h2, main h3").allInnerTexts()
    // The title's own capitals: acronyms and codes ("COVID-19") and initials ("E. coli"). An editor
    // may write "Office cleaning near you" for "Office Cleaning"; code must never write "covid-19".
    const ownCapitals = title.split(" ").filter((word) => /^.+[A-Z]/.test(word) || /^[A-Z]\.$/.test(word))
    const recased = headings
      .map((text) => text.replace(/\s+/g, " "))
      .filter((text) => text.toLowerCase().includes(title.toLowerCase()))
      .filter((text) => ownCapitals.some((word) => !text.includes(word)))
    expect(recased).toEqual([])
    await page.context().close()
  })
})

describe("calls to action", () => {
  const emergencies = collection<{ slug: string; emergency?: boolean }>("services").filter((s) => s.emergency)

  it.each(emergencies.map((s) => `/services/${s.slug}`))("%s leads with the 24/7 line, the quote second", async (path) => {
    const { page } = await openPage(browser, 390)
    await page.goto(BASE_URL() + path, { waitUntil: "domcontentloaded" })
    const actions = page.locator("main section").first().locator("a")
    expect(await actions.first().innerText()).toMatch(/Call the 24\/7 line/)
    expect(await actions.first().getAttribute("href")).toMatch(/^tel:/)
    expect(await actions.nth(1).getAttribute("href")).toBe("/quote")
    await page.context().close()
  })

  it.each(builtPages().filter((path) => /^\/blog\/./.test(path)))("%s ends with a quote button and the phone", async (path) => {
    const { page } = await openPage(browser, 390)
    await page.goto(BASE_URL() + path, { waitUntil: "domcontentloaded" })
    const end = page.locator("main article > :last-child")
    expect(await end.locator('a[href="/quote"]').count()).toBe(1)
    expect(await end.locator('a[href^="tel:"]').count()).toBe(1)
    await page.context().close()
  })

  it("the 404 page offers the main services, the quote, the phone and the service areas", async () => {
    const { page } = await openPage(browser, 390)
    await page.goto(BASE_URL() + "/404.html", { waitUntil: "domcontentloaded" })
    const main = page.locator("main")
    expect(await main.locator('a[href="/quote"]').count()).toBeGreaterThan(0)
    expect(await main.locator('a[href^="tel:"]').count()).toBeGreaterThan(0)
    expect(await main.locator('a[href="/service-areas"]').count()).toBeGreaterThan(0)
    expect(await main.locator('a[href^="/services/"]').count()).toBeGreaterThanOrEqual(5)
    await page.context().close()
  })
})
