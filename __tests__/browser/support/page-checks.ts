/**
 * Checks of a loaded page's rendered text and layout, each returning what it found wrong (empty when
 * all is well), shared by every-page.test.ts (every page, on its one load per width) and the suites
 * that run them at other widths.
 */
import type { Page } from "playwright-core"
import { routes } from "../../../src/lib/routes"

/** Words joined by hyphens, and times like "10 am", that the browser split across two lines in <main>. */
export function wordsBrokenAtHyphen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
}

/** Card grids (a list laid out as a CSS grid in <main>) with more than one column whose last row holds one card. */
export function gridsWithLoneCard(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
}

/**
 * Headings in <main> that repeat the page's h1 but lost one of its own capitals: acronyms and codes
 * ("COVID-19") and initials ("E. coli"). An editor may write "Office cleaning near you" for "Office
 * Cleaning"; code must never write "covid-19". Read as rendered (innerText), so CSS casing counts.
 */
export async function headingsRecasingTheTitle(page: Page): Promise<string[]> {
  const title = (await page.locator("h1").innerText()).replace(/\s+/g, " ").trim()
  const headings = await page.locator("main h2, main h3").allInnerTexts()
  const ownCapitals = title.split(" ").filter((word) => /^.+[A-Z]/.test(word) || /^[A-Z]\.$/.test(word))
  return headings
    .map((text) => text.replace(/\s+/g, " "))
    .filter((text) => text.toLowerCase().includes(title.toLowerCase()))
    .filter((text) => ownCapitals.some((word) => !text.includes(word)))
}

/** What <main> lacks of the two calls to action every content page offers: a quote link (except on /quote) and a phone link. */
export async function missingCallsToAction(page: Page, path: string): Promise<string[]> {
  const missing: string[] = []
  if (path !== routes.quote && (await page.locator(`main a[href="${routes.quote}"]`).count()) === 0) missing.push("no /quote link in main")
  if ((await page.locator('main a[href^="tel:"]').count()) === 0) missing.push("no tel: link in main")
  return missing
}
