/**
 * The hiring pages in two languages, against the production build: every hreflang link resolves to a page
 * (200, no redirect) that lists the same pair back, the sitemap says the same, each page's <html lang> is its
 * language, the language switch keeps the visitor on the same job (and the frame around it changes language),
 * and the Spanish pages fit a 390 px phone. Which jobs have Spanish comes from content/, never from this file.
 * axe and the other generic checks run on the Spanish pages with every page (every-page.test.ts).
 */
import fs from "node:fs"
import path from "node:path"
import type { Browser } from "playwright-core"
import { openJobs, spanishJobSlugs } from "../fixtures/content"
import { langOfPath } from "../../src/lib/i18n/hiring-paths"
import { LANGUAGE_TAGS } from "../../src/lib/i18n/language"
import { hiringText } from "../../src/lib/i18n/hiring-text"
import { uiText } from "../../src/lib/i18n/ui-text"
import { routes } from "../../src/lib/routes"
import { builtPages, gotoHydrated, headingText, launchBrowser, newPageDrawn, openPage, pageUrl } from "./support/browser"
import { builtNow } from "./support/build-clock"
import { readBuiltHtml, tagsOf } from "./support/built-html"

const pages = builtPages()
const spanishPages = pages.filter((page) => langOfPath(page) === "es")

/** A built page's hreflang links, as [hreflang, site path]. */
const alternatesOf = (page: string) =>
  tagsOf(readBuiltHtml(page), "link")
    .filter((link) => link.rel === "alternate" && link.hreflang)
    .map((link) => [link.hreflang, new URL(link.href).pathname])

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe("pages in two languages", () => {
  it("builds the Spanish careers page, jobs list and a Spanish page for every open job written in Spanish", () => {
    const expected = openJobs(builtNow()).filter((job) => spanishJobSlugs().has(job.slug)).map((job) => routes.esJob(job.slug))
    expect(spanishPages).toEqual(expect.arrayContaining([routes.esCareers, routes.esJobs]))
    // Exactly those: none once every job has closed on the build's date (SITE_NOW), all of them before.
    expect(spanishPages.filter((page) => page.startsWith(routes.esJobs) && page !== routes.esJobs).sort()).toEqual([...expected].sort())
  })

  it("says each page's language in <html lang>: es-US under /es/, en-US everywhere else", () => {
    const wrong = pages.filter((page) => tagsOf(readBuiltHtml(page), "html")[0]?.lang !== LANGUAGE_TAGS[langOfPath(page)])
    expect(wrong).toEqual([])
  })

  it("resolves every hreflang link to a page (200, no redirect) that lists the same pair back, x-default the English", async () => {
    const paired = pages.filter((page) => alternatesOf(page).length > 0)
    expect(paired).toEqual(expect.arrayContaining([routes.careers, routes.esCareers, routes.jobs, routes.esJobs]))
    const problems: string[] = []
    for (const page of paired) {
      const own = alternatesOf(page)
      const languages = own.map(([hreflang]) => hreflang)
      if (languages.join() !== "en-US,es-US,x-default") problems.push(`${page}: hreflang ${languages}`)
      if (!own.some(([, target]) => target === page)) problems.push(`${page}: not among its own alternates`)
      for (const [hreflang, target] of own) {
        const response = await fetch(pageUrl(target), { redirect: "manual" })
        if (response.status !== 200) problems.push(`${page}: ${hreflang} ${target} answers ${response.status}`)
        else if (JSON.stringify(alternatesOf(target)) !== JSON.stringify(own)) problems.push(`${page}: ${target} does not point back with the same pair`)
      }
    }
    expect(problems).toEqual([])
  })

  it("lists the same alternates in the sitemap, and none for a page in one language", () => {
    const sitemap = fs.readFileSync(path.resolve(__dirname, "../../public/sitemap-0.xml"), "utf8")
    const entries = new Map(
      [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => [
        new URL(loc).pathname,
        [...rest.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, new URL(href).pathname]),
      ]),
    )
    // Every page the sitemap lists (noindex pages, such as the newsletter confirmation, are not in it: site-map.test.ts).
    const listed = pages.filter((page) => !/<meta name="robots" content="noindex/.test(readBuiltHtml(page)))
    const problems = listed.filter((page) => JSON.stringify(entries.get(page) ?? null) !== JSON.stringify(alternatesOf(page)))
    expect(problems).toEqual([])
  })

  it("keeps the visitor on the same job (the careers page once every job has closed) when they switch language, and the header, footer and quick actions switch with it", async () => {
    const job = openJobs(builtNow()).find((candidate) => spanishJobSlugs().has(candidate.slug))
    // A build past every job's closing date has no job page; the careers page has the same switch and frame.
    const [englishPath, spanishPath] = job ? [routes.job(job.slug), routes.esJob(job.slug)] : [routes.careers, routes.esCareers]
    const { page, errors } = await openPage(browser, 390)
    await gotoHydrated(page, pageUrl(englishPath))
    const english = await headingText(page)

    await page.getByRole("link", { name: "Español" }).click()
    await page.waitForURL(pageUrl(spanishPath))
    await newPageDrawn(page, english)
    const es = uiText("es")
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es-US")
    // The layout's kept regions are drawn again in the new language (they load their code): wait for them.
    await page.getByRole("complementary", { name: es.quickActions.label }).getByRole("link", { name: es.quickActions.call }).waitFor()
    await page.locator("footer").getByText(es.footer.rights, { exact: false }).waitFor()
    if (job) await page.getByRole("region", { name: hiringText("es").applyWays }).getByRole("link", { name: hiringText("es").applyByEmail }).waitFor()
    // The header names its links in Spanish and leads to the Spanish jobs list (from the bar, hydrated, and
    // from the phone menu's Company group, whose links are a kept region drawn again: wait for it).
    await page.locator(`header nav [data-static="nav-links"] a[href="${routes.esJobs}"]`).waitFor({ state: "attached" })
    expect(await page.locator(`header nav[aria-label="${es.nav.main}"] a[href="${routes.esJobs}"]`).allTextContents()).toEqual([es.nav.jobs, es.nav.jobs])

    await page.getByRole("link", { name: "English" }).click()
    await page.waitForURL(pageUrl(englishPath))
    await page.waitForFunction((title) => document.querySelector("h1")?.textContent === title, english)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-US")
    await page.locator("footer").getByText(uiText("en").footer.rights, { exact: false }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("fits every Spanish page on a 390 px phone, the language switch in view at the top", async () => {
    const { page } = await openPage(browser, 390)
    const problems: string[] = []
    for (const spanish of spanishPages) {
      await gotoHydrated(page, pageUrl(spanish))
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > 390) problems.push(`${spanish}: ${width} px wide`)
      const hasSwitch = alternatesOf(spanish).length > 0
      if (hasSwitch && !(await page.getByRole("link", { name: "English" }).isVisible())) problems.push(`${spanish}: no visible language switch`)
    }
    expect(problems).toEqual([])
    await page.context().close()
  })
})
