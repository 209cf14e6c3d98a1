/**
 * Static regions (src/components/static-region): on the landing page they keep the server's HTML and load
 * no code (their modules are out of every page's first load, first-load-javascript.test.ts); on a page
 * reached by client-side navigation React renders them, and what the visitor gets must be the page's own
 * built HTML: the same text, headings, links and images. Links in kept HTML route in the page.
 */
import type { Browser, Page } from "playwright-core"
import { routes } from "../../src/lib/routes"
import { type BrowsingProfile, browsingProfile, headingText, launchBrowser, newPageDrawn, openPage, pageUrl, samplePages, waitForHydration } from "./support/browser"

jest.setTimeout(60_000)

let browser: Browser
/** Browsing profiles at 1280 px (browsingProfile), without and with JavaScript. */
let withoutScripts: BrowsingProfile
let withScripts: BrowsingProfile
beforeAll(async () => {
  browser = await launchBrowser()
  withoutScripts = await browsingProfile(browser, 1280, { javaScriptEnabled: false })
  withScripts = await browsingProfile(browser, 1280)
})
afterAll(async () => {
  for (const profile of [withoutScripts, withScripts]) await profile?.close()
  await browser?.close()
})

/** What a visitor gets in <main>: its text, and its headings, links, buttons and images in order. */
function mainContent() {
  const main = document.querySelector("main")!
  const items = [...main.querySelectorAll("h1, h2, h3, a[href], button, img[alt]:not([alt=''])")].map((el) => {
    const name = el.tagName === "IMG" ? el.getAttribute("alt") : (el.textContent ?? "").replace(/\s+/g, " ").trim()
    return `${el.tagName.toLowerCase()} ${name}${el.hasAttribute("href") ? ` -> ${el.getAttribute("href")}` : ""}`
  })
  return { text: main.innerText.replace(/\s+/g, " ").trim(), items }
}

/** The page as its built HTML shows it, without JavaScript: nothing rendered in the browser. */
async function builtContent(route: string) {
  const { page } = await withoutScripts.open()
  await page.goto(pageUrl(route), { waitUntil: "load" })
  // What a page says only without JavaScript (a form's <noscript> note, src/components/early-contact), which
  // a page React draws never shows.
  await page.evaluate(() => document.querySelectorAll("main noscript").forEach((element) => element.remove()))
  const content = await page.evaluate(mainContent)
  await withoutScripts.done(page)
  return content
}

const navigate = (page: Page, to: string) =>
  page.evaluate((target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target), to)

/** Marks the document, so a full page load (which would drop the mark) can be told from a client-side one. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

describe("a page reached by client-side navigation", () => {
  // The newsletter confirmation's and the assessment's content answer their link, after the page runs: there is
  // no built content to compare (newsletter.test.ts and booking-panel.test.ts test what they show).
  const linkPages: string[] = [routes.newsletterConfirm, routes.assessment]
  const pages = samplePages().filter((route) => !linkPages.includes(route))

  it.each(pages)("%s shows what its built HTML shows", async (route) => {
    const expected = await builtContent(route)
    const { page, errors } = await withScripts.open()
    const from = route === routes.home ? routes.faq : routes.home
    await page.goto(pageUrl(from), { waitUntil: "load" })
    await waitForHydration(page)
    await markDocument(page)
    await navigate(page, route)
    await page.waitForURL(pageUrl(route))
    // Regions whose code is still arriving render a moment after the page: wait for the whole text.
    await page.waitForFunction((text) => document.querySelector("main")?.innerText.replace(/\s+/g, " ").trim() === text, expected.text, { timeout: 15_000 }).catch(() => undefined)
    expect(await page.evaluate(mainContent)).toEqual(expected)
    expect(await sameDocument(page)).toBe(true)
    expect(errors).toEqual([])
    await withScripts.done(page)
  })
})

describe("links in a page's kept HTML", () => {
  it("route in the page, and the footer marks the page it is on", async () => {
    const { page, errors } = await openPage(browser, 1280)
    await page.goto(pageUrl(routes.service("office-cleaning")), { waitUntil: "load" })
    await waitForHydration(page)
    await markDocument(page)
    const footer = page.locator("footer")
    let before = await headingText(page)
    await footer.getByRole("link", { name: "Privacy" }).click()
    await page.waitForURL(pageUrl(routes.privacy))
    await newPageDrawn(page, before)
    expect(await sameDocument(page)).toBe(true)
    expect(await footer.getByRole("link", { name: "Privacy" }).getAttribute("aria-current")).toBe("page")

    // A link in the page's own content (the privacy page's closing band) routes in the page too.
    before = await headingText(page)
    await page.locator("main").getByRole("link", { name: "Get Free Quote" }).first().click()
    await page.waitForURL(pageUrl(routes.quote))
    await newPageDrawn(page, before)
    expect(await sameDocument(page)).toBe(true)
    expect(await footer.getByRole("link", { name: "Privacy" }).getAttribute("aria-current")).toBeNull()
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("of a header dropdown route in the page, close the dropdown, and mark the page it is on", async () => {
    const { page, errors } = await openPage(browser, 1280)
    await page.goto(pageUrl(routes.home), { waitUntil: "load" })
    await waitForHydration(page)
    await markDocument(page)
    const services = page.getByRole("navigation", { name: "Main" }).locator("details", { has: page.locator("summary", { hasText: "Services" }) })
    await services.locator("summary").click()
    const link = services.locator('[data-static="nav-links"] a').first()
    const target = (await link.getAttribute("href"))!
    const before = await headingText(page)
    await link.click()
    await page.waitForURL(pageUrl(target))
    await newPageDrawn(page, before)
    expect(await sameDocument(page)).toBe(true)
    expect(await services.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
    expect(await link.getAttribute("aria-current")).toBe("page")
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("leave a click with a modifier key, and tel: and mailto: links, to the browser", async () => {
    const { page } = await openPage(browser, 1280)
    await page.goto(pageUrl(routes.home), { waitUntil: "load" })
    await waitForHydration(page)
    const popup = page.context().waitForEvent("page")
    await page.locator("footer").getByRole("link", { name: "FAQ" }).click({ modifiers: ["Shift"] })
    const opened = await popup
    await opened.waitForLoadState()
    expect(opened.url()).toBe(pageUrl(routes.faq))
    expect(page.url()).toBe(pageUrl(routes.home))
    expect(await page.locator("footer").getByRole("link", { name: /^\(\d{3}\)/ }).getAttribute("href")).toMatch(/^tel:/)
    await page.context().close()
  })
})

describe("going back to the landing page", () => {
  it("renders its regions again from their code, the same as its built HTML", async () => {
    const route = routes.location("tampa")
    const expected = await builtContent(route)
    const { page, errors } = await openPage(browser, 390)
    await page.goto(pageUrl(route), { waitUntil: "load" })
    await waitForHydration(page)
    await navigate(page, routes.faq)
    await page.waitForURL(pageUrl(routes.faq))
    await page.goBack()
    await page.waitForURL(pageUrl(route))
    await page.waitForFunction((text) => document.querySelector("main")?.innerText.replace(/\s+/g, " ").trim() === text, expected.text, { timeout: 15_000 }).catch(() => undefined)
    expect(await page.evaluate(mainContent)).toEqual(expected)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
