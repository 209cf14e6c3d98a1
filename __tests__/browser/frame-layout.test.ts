/**
 * Three places where the frame around the pages once wasted or squeezed room (issue 34), measured in the
 * production build at 390 and 1280 px, in English and in Spanish:
 * - the language switch of a hiring page shares a row with the page's own content (the eyebrow) instead of
 *   a band of its own under the header, and is a link named in the other language to the same page there;
 * - on the header's bar the quote button ends at the content edge the top bar ends at, every link before it;
 * - the quick contact buttons (the bottom bar on a phone, the rail on a wide screen) keep their icons at full
 *   size and their labels whole.
 * Which pages come in two languages is read from the build (their hreflang links), never from this file.
 */
import type { Browser, Page } from "playwright-core"
import { openJobs, spanishJobSlugs } from "../fixtures/content"
import { LANGUAGES, type Lang } from "../../src/lib/i18n/language"
import { langOfPath } from "../../src/lib/i18n/hiring-paths"
import { hiringText } from "../../src/lib/i18n/hiring-text"
import { uiText } from "../../src/lib/i18n/ui-text"
import { routes } from "../../src/lib/routes"
import { BASE_URL, browsingProfile, gotoHydrated, launchBrowser, type BrowsingProfile } from "./support/browser"
import { builtNow } from "./support/build-clock"
import { readBuiltHtml, tagsOf } from "./support/built-html"

const WIDTHS = [390, 1280] as const

/** A built page's other-language page, from its hreflang links. */
const otherLanguageOf = (page: string) =>
  tagsOf(readBuiltHtml(page), "link")
    .filter((link) => link.rel === "alternate" && link.hreflang && link.hreflang !== "x-default")
    .map((link) => new URL(link.href).pathname)
    .find((path) => path !== page)

/** The hiring pages of both languages: careers, the jobs list and, while one is open in Spanish, a job. */
const job = openJobs(builtNow()).find((candidate) => spanishJobSlugs().has(candidate.slug))
const hiringPages = [routes.careers, routes.esCareers, routes.jobs, routes.esJobs, ...(job ? [routes.job(job.slug), routes.esJob(job.slug)] : [])]
/** A page in each language for the frame's checks. */
const framePages: Record<Lang, string> = { en: routes.home, es: routes.esJobs }

let browser: Browser
const profiles = new Map<number, BrowsingProfile>()
beforeAll(async () => {
  browser = await launchBrowser()
  for (const width of WIDTHS) profiles.set(width, await browsingProfile(browser, width))
})
afterAll(async () => {
  for (const profile of profiles.values()) await profile.close()
  await browser?.close()
})

async function visit<T>(width: number, path: string, measure: (page: Page) => Promise<T>): Promise<T> {
  const profile = profiles.get(width)!
  const { page } = await profile.open()
  try {
    await gotoHydrated(page, BASE_URL() + path, { waitUntil: "load" })
    await page.evaluate(() => document.fonts.ready)
    return await measure(page)
  } finally {
    await profile.done(page)
  }
}

describe.each(WIDTHS)("at %i px", (width) => {
  it.each(hiringPages)("%s: the language switch shares a row with the page's content, near the top", async (path) => {
    const lang = langOfPath(path)
    const other = otherLanguageOf(path)
    expect(other).toBeDefined()
    const found = await visit(width, path, (page) =>
      page.evaluate((navName) => {
        const nav = document.querySelector(`nav[aria-label="${navName}"]`)
        const link = nav?.querySelector("a")
        if (!nav || !link) return null
        const box = link.getBoundingClientRect()
        // Text that is not the switch's, on the same line as the switch: it has no band of its own.
        const beside = [...document.querySelectorAll("main *")].filter((el) => {
          if (nav.contains(el) || el.contains(nav) || !el.childNodes.length) return false
          const hasText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
          const r = el.getBoundingClientRect()
          return hasText && r.width > 0 && r.top < box.bottom && r.bottom > box.top
        })
        return {
          text: link.textContent!.trim(),
          href: link.getAttribute("href"),
          hreflang: link.getAttribute("hreflang"),
          top: Math.round(box.top + scrollY),
          height: Math.round(box.height),
          inView: box.left >= 0 && box.right <= innerWidth,
          beside: beside.map((el) => el.textContent!.trim().slice(0, 40)),
        }
      }, hiringText(lang).language),
    )
    expect(found).not.toBeNull()
    const otherLang = lang === "en" ? "es" : "en"
    expect(found!.text).toBe(otherLang === "es" ? "Español" : "English")
    expect(found!.href).toBe(other)
    expect(found!.hreflang).toMatch(new RegExp(`^${otherLang}`))
    expect(found!.inView).toBe(true)
    expect(found!.height).toBeGreaterThanOrEqual(24) // a target a finger can hit (WCAG 2.2, 2.5.8)
    expect(found!.beside.length).toBeGreaterThan(0)
    expect(found!.top).toBeLessThan(400) // in the first screen, by the page's title
  })

  it.each(LANGUAGES)("the quick contact buttons keep 16 px icons and whole labels (%s)", async (lang) => {
    const text = uiText(lang).quickActions
    const buttons = await visit(width, framePages[lang], (page) =>
      page.evaluate((label) => {
        const bar = document.querySelector(`aside[aria-label="${label}"]`)!
        return [...bar.querySelectorAll("a")].map((link) => {
          const icon = link.querySelector("svg")!.getBoundingClientRect()
          const words = link.querySelector("span:last-child")!
          const button = link.getBoundingClientRect()
          const wordsBox = words.getBoundingClientRect()
          return {
            name: link.textContent!.trim(),
            icon: [Math.round(icon.width), Math.round(icon.height)],
            // The words neither overflow their box nor the button's.
            whole: words.scrollWidth <= Math.ceil(wordsBox.width) && wordsBox.left >= button.left && wordsBox.right <= button.right + 0.5,
          }
        })
      }, text.label),
    )
    expect(buttons).toEqual(
      [text.quote, text.text, text.call].map((name) => ({ name, icon: [16, 16], whole: true })),
    )
  })

  if (width === 390) {
    it.each(LANGUAGES)("the bottom bar's labels sit on one line beside their icons (%s)", async (lang) => {
      const lines = await visit(width, framePages[lang], (page) =>
        page.evaluate((label) => {
          const bar = document.querySelector(`aside[aria-label="${label}"]`)!
          return [...bar.querySelectorAll("a")].map((link) => {
            const words = link.querySelector("span:last-child")!
            return words.getBoundingClientRect().height <= parseFloat(getComputedStyle(words).lineHeight) * 1.5
          })
        }, uiText(lang).quickActions.label),
      )
      expect(lines).toEqual([true, true, true])
    })
  } else {
    it.each(LANGUAGES)("the header's quote button ends at the content edge the top bar ends at, every link before it (%s)", async (lang) => {
      const bar = await visit(width, framePages[lang], (page) =>
        page.evaluate((quoteName) => {
          const header = document.querySelector("header")!
          // The top bar's last link (the e-mail address) ends at the content edge.
          const edge = [...header.querySelectorAll('a[href^="mailto:"]')].map((a) => a.getBoundingClientRect().right).pop()!
          const quote = [...header.querySelectorAll("a")].find((a) => a.textContent!.trim() === quoteName && a.getBoundingClientRect().width > 0)!
          const quoteBox = quote.getBoundingClientRect()
          const nav = [...header.querySelectorAll("nav > ul > li")].map((li) => li.getBoundingClientRect()).filter((r) => r.width > 0)
          return {
            overhang: Math.round(quoteBox.right - edge),
            linksBeforeQuote: nav.every((r) => r.right <= quoteBox.left),
            oneLine: quoteBox.height < 60,
          }
        }, uiText(lang).nav.getFreeQuote),
      )
      expect(bar).toEqual({ overhang: 0, linksBeforeQuote: true, oneLine: true })
    })
  }
})
