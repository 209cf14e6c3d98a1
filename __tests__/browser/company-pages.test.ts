/** The company pages against the production build: FAQ by keyboard, blog filter in the URL, job cards, structured data. */
import type { Browser, Page } from "playwright-core"
import { site } from "../../src/config/site"
import { contentFile, listedLocations, openJobs } from "../fixtures/content"
import { BASE_URL, gotoHydrated, headingText, jsonLdNodes, launchBrowser, newPageDrawn, openPage, waitForHydration } from "./support/browser"
import { builtNow } from "./support/build-clock"
import { accessibleState, isOpen } from "./support/disclosure"
import { watchErrors } from "./support/errors"

// Real page loads, waits for scrolling and reloads: more than Jest's default 5 s per test.
jest.setTimeout(30_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The subject a mail program reads from a mailto: href. */
function subjectOf(href: string | null) {
  const match = /[?&]subject=([^&]*)/.exec(href ?? "")
  return match ? decodeURIComponent(match[1]) : null
}

describe("FAQ page", () => {
  it.each([390, 1280])("opens one answer at a time and collapses it again by keyboard, as screen readers are told (%i px)", async (width) => {
    const { page, errors } = await openPage(browser, width)
    const consoleErrors = watchErrors(page, errors)
    await gotoHydrated(page, BASE_URL() + "/faq", { waitUntil: "load" })
    // Each question is a level-2 heading inside its disclosure control (a <summary>).
    const questions = page.locator("main details > summary", { has: page.getByRole("heading", { level: 2 }) })
    const faqs = contentFile<{ q: string }[]>("data/faq.yaml")
    expect(await questions.count()).toBe(faqs.length)
    const first = questions.nth(0)
    const second = questions.nth(1)
    const answer = (question: typeof first) => question.locator("xpath=following-sibling::*[1]")
    const told = (name: string) => accessibleState(page, name)

    // A disclosure named by the question, collapsed, with the question's heading inside it.
    expect(await told(faqs[0].q)).toEqual([{ role: expect.stringMatching(/^DisclosureTriangle/), expanded: false }, { role: "heading", level: 2 }])

    await first.focus()
    await page.keyboard.press("Enter")
    expect(await isOpen(first)).toBe(true)
    expect(await answer(first).isVisible()).toBe(true)
    expect(await told(faqs[0].q)).toContainEqual({ role: expect.stringMatching(/^DisclosureTriangle/), expanded: true })

    // The open answer holds no links, so Tab goes straight to the next question.
    await page.keyboard.press("Tab")
    expect(await second.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press(" ")
    expect(await isOpen(second)).toBe(true)
    expect(await isOpen(first)).toBe(false)
    expect(await answer(first).isVisible()).toBe(false)

    await page.keyboard.press("Enter")
    expect(await isOpen(second)).toBe(false)
    expect(await answer(second).isVisible()).toBe(false)
    expect(consoleErrors()).toEqual([])
    await page.context().close()
  })
})

describe("blog page", () => {
  it("keeps the chosen category in the URL across a reload", async () => {
    const { page, errors } = await openPage(browser, 1280)
    const consoleErrors = watchErrors(page, errors)
    await gotoHydrated(page, BASE_URL() + "/blog", { waitUntil: "load" })
    const cards = page.locator("#posts").getByRole("heading", { level: 3 })
    expect(await cards.count()).toBe(6)

    // The list is an island, asleep until used: the click wakes it and is done once it is awake.
    expect(await page.locator('[data-island="posts"][data-awake]').count()).toBe(0)
    await page.getByRole("button", { name: /^Green Cleaning/ }).click()
    await page.waitForURL(/\/blog\/\?category=green-cleaning$/)
    // The address changes before React has drawn the filtered list: wait for the list, not the address.
    await page.waitForFunction(() => document.querySelectorAll("#posts h3").length === 1)
    expect(await cards.first().textContent()).toMatch(/Green Cleaning/)

    await page.reload({ waitUntil: "load" })
    await waitForHydration(page)
    await page.waitForFunction(() => document.querySelectorAll("#posts h3").length === 1)
    expect(await page.getByRole("button", { name: /^Green Cleaning/ }).getAttribute("aria-pressed")).toBe("true")
    expect(await page.getByRole("button", { name: /^All Posts/ }).getAttribute("aria-pressed")).toBe("false")

    await page.getByRole("button", { name: /^All Posts/ }).click()
    await page.waitForURL(/\/blog\/$/)
    await page.waitForFunction(() => document.querySelectorAll("#posts h3").length === 6)
    expect(consoleErrors()).toEqual([])
    await page.context().close()
  })

  it("opens a shared filtered link with that category, and Read More goes to the post", async () => {
    const { page, errors } = await openPage(browser, 390)
    const consoleErrors = watchErrors(page, errors)
    await gotoHydrated(page, BASE_URL() + "/blog?category=restaurant-cleaning", { waitUntil: "load" })
    await page.waitForFunction(() => document.querySelectorAll("#posts h3").length === 1)
    expect(await page.getByRole("status").first().textContent()).toContain("Restaurant Cleaning")
    expect(await page.getByRole("button", { name: "Load More Posts" }).count()).toBe(0)
    await page.getByRole("link", { name: /^Read More/ }).click()
    await page.waitForURL(/\/blog\/florida-restaurant-health-inspection-cleaning\/$/)
    // The router changes the URL as it starts rendering the post; wait for the post as a reader would.
    await page.getByRole("heading", { level: 1, name: /Restaurant Health Standards/ }).waitFor()
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1)
    expect(consoleErrors()).toEqual([])
    await page.context().close()
  })

  it("checks the newsletter address before anything is sent", async () => {
    const { page } = await openPage(browser, 1280)
    await gotoHydrated(page, BASE_URL() + "/blog", { waitUntil: "load" })
    const input = page.getByLabel("E-mail address")
    await input.fill("not-an-address")
    await page.getByRole("button", { name: "Subscribe" }).click()
    expect(await input.getAttribute("aria-invalid")).toBe("true")
    await input.fill("ana@example.com")
    await page.getByRole("button", { name: "Subscribe" }).click()
    // Without a configured backend the box says sign-up is unavailable; with one it thanks the visitor.
    await page.getByText(/Newsletter sign-up is unavailable right now|Thanks for subscribing|couldn't sign you up/).waitFor()
    await page.context().close()
  })
})

/** On a build made after every posting expired, the page still leads applicants to the office. */
async function expectNoOpenRoles(page: Page, subject: string) {
  expect(await page.locator("li[data-job]").count()).toBe(0)
  expect(await page.getByText("There are no open roles right now.").count()).toBe(1)
  expect(await page.getByRole("link", { name: `Call ${site.phoneDisplay}` }).first().getAttribute("href")).toMatch(/^tel:\+1\d{10}$/)
  const email = await page.getByRole("link", { name: `E-mail ${site.email}` }).getAttribute("href")
  expect(email).toMatch(new RegExp(`^mailto:${site.email}\\?`))
  expect(subjectOf(email)).toBe(subject)
}

// Which roles are open is decided by the build's "now" (SITE_NOW), read from the build itself.
describe("jobs and careers pages", () => {
  const roles = openJobs(builtNow(), "jobs")
  const postings = openJobs(builtNow(), "careers")

  it("/jobs counts its open roles and shows one card each whose Apply via Email subject is 'Application: {title}', or says none are open", async () => {
    const { page, errors } = await openPage(browser, 1280)
    const consoleErrors = watchErrors(page, errors)
    await gotoHydrated(page, BASE_URL() + "/jobs", { waitUntil: "load" })
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("We're Hiring in Florida")
    const cards = page.locator("li[data-job]")
    if (roles.length === 0) {
      expect(await page.getByText(/We have no open roles right now/).count()).toBe(1)
      await expectNoOpenRoles(page, "Application: ")
    } else {
      expect(await page.getByText(new RegExp(`We have ${roles.length} open roles`)).count()).toBe(1)
      expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(roles.map((role) => role.title))
    }
    for (let i = 0; i < roles.length; i += 1) {
      const card = cards.nth(i)
      const title = (await card.getByRole("heading", { level: 3 }).textContent())!
      // The fastest way first: the role's page at its online form; the spec's e-mail and call links after it.
      expect(await card.getByRole("link").first().getAttribute("href")).toBe(`/jobs/${roles[i].slug}/#apply`)
      const apply = await card.getByRole("link", { name: /^Apply via Email/ }).getAttribute("href")
      expect(apply).toMatch(/^mailto:/)
      expect(subjectOf(apply)).toBe(`Application: ${title}`)
      expect(await card.getByRole("link", { name: /^Call/ }).getAttribute("href")).toMatch(/^tel:\+1\d{10}$/)
      expect(await card.getByRole("link", { name: /^Full role details/ }).getAttribute("href")).toMatch(/^\/jobs\/[a-z-]+\/$/)
      expect(await card.textContent()).toMatch(/Full-time|Part-time|Contract/)
    }
    expect(consoleErrors()).toEqual([])
    await page.context().close()
  })

  it("/careers shows its open postings with the perks line and 'Job Application' e-mails, or says none are open", async () => {
    const { page, errors } = await openPage(browser, 390)
    const consoleErrors = watchErrors(page, errors)
    await gotoHydrated(page, BASE_URL() + "/careers", { waitUntil: "load" })
    const cards = page.locator("li[data-job]")
    const titles = await cards.getByRole("heading", { level: 3 }).allTextContents()
    expect(titles).toEqual(postings.map((posting) => posting.title))
    if (postings.length === 0) await expectNoOpenRoles(page, "Job Application")
    for (let i = 0; i < postings.length; i += 1) {
      expect(await cards.nth(i).textContent()).toContain("Competitive pay • Training provided • Background check required")
      const apply = await cards.nth(i).getByRole("link", { name: /^Apply via Email/ }).getAttribute("href")
      expect(subjectOf(apply)).toBe("Job Application")
    }
    expect(consoleErrors()).toEqual([])
    await page.context().close()
  })
})

describe("privacy page", () => {
  it("is linked from the footer and takes copy and deletion requests at the company's e-mail address", async () => {
    const { page, errors } = await openPage(browser, 390)
    const consoleErrors = watchErrors(page, errors)
    await gotoHydrated(page, BASE_URL() + "/", { waitUntil: "load" })
    const home = await headingText(page)
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click()
    await page.waitForURL(/\/privacy\/?$/)
    await newPageDrawn(page, home)
    const request = page.locator("#requests").getByRole("link", { name: site.email }).first()
    const href = await request.getAttribute("href")
    expect(href).toMatch(new RegExp(`^mailto:${site.email.replace(/[.]/g, "\\.")}\\?`))
    expect(subjectOf(href)).toBe("Privacy request")
    expect(consoleErrors()).toEqual([])
    await page.context().close()
  })
})

describe("structured data of the company pages", () => {
  const expectations: [string, string, string][] = [
    ["/faq", "FAQPage", "FAQ"],
    ["/about", "AboutPage", "About"],
    ["/contact", "ContactPage", "Contact"],
    ["/blog", "Blog", "Blog"],
    ["/service-areas", "Service", "Service Areas"],
    ["/careers", "WebPage", "Careers"],
    ["/jobs", "CollectionPage", "Jobs"],
    ["/accessibility", "WebPage", "Accessibility"],
    ["/privacy", "WebPage", "Privacy"],
  ]

  it.each(expectations)("%s has a %s node and a breadcrumb ending at %s", async (path, type, crumb) => {
    const { page } = await openPage(browser, 1280)
    await page.goto(BASE_URL() + path, { waitUntil: "domcontentloaded" })
    const nodes = await jsonLdNodes(page)
    expect(nodes.map((n) => n["@type"])).toContain(type)
    const breadcrumb = nodes.find((n) => n["@type"] === "BreadcrumbList") as any
    expect(breadcrumb.itemListElement.map((item: any) => item.name)).toEqual(["Home", crumb])
    await page.context().close()
  })

  it("/faq's FAQPage has every question and /service-areas serves every listed city", async () => {
    const { page } = await openPage(browser, 1280)
    await page.goto(BASE_URL() + "/faq", { waitUntil: "domcontentloaded" })
    const faq = (await jsonLdNodes(page)).find((n) => n["@type"] === "FAQPage") as any
    expect(faq.mainEntity).toHaveLength(contentFile<unknown[]>("data/faq.yaml").length)
    await page.goto(BASE_URL() + "/service-areas", { waitUntil: "domcontentloaded" })
    const areas = (await jsonLdNodes(page)).find((n) => n["@type"] === "Service") as any
    expect(areas.areaServed).toHaveLength(listedLocations().length)
    expect(await page.locator("#cities a[href^='/locations/']").count()).toBe(listedLocations().length)
    await page.context().close()
  })
})
