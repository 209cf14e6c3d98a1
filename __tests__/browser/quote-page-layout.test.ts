/**
 * The quote page gets to the point: at 1280 px the form starts above the fold and the contact card
 * stays in view beside it while the visitor fills it in; "How it works" shows on phones too; the
 * required answers come before the optional details; the markup validators ask for is there.
 */
import type { Browser } from "playwright-core"
import { BASE_URL, gotoHydrated, launchBrowser, openPage } from "./support/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const open = async (width: number) => {
  const { page } = await openPage(browser, width)
  await gotoHydrated(page, `${BASE_URL()}/quote`, { waitUntil: "load" })
  return page
}

describe("the quote page at 1280 px", () => {
  it("starts the form, up to its first field, above the fold", async () => {
    const page = await open(1280)
    const fold = page.viewportSize()!.height
    const firstField = await page.getByLabel("Business name").boundingBox()
    expect(firstField!.y + firstField!.height).toBeLessThan(fold)
    await page.context().close()
  })

  it("keeps the call and e-mail card in view beside the form as it scrolls", async () => {
    const page = await open(1280)
    const form = page.locator("form")
    const call = page.getByRole("complementary", { name: "Contact and why choose us" }).getByRole("link", { name: /Call us 24\/7/ })
    const formBox = (await form.boundingBox())!
    for (const share of [0.4, 0.6, 0.8]) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), formBox.y + formBox.height * share - 450)
      // Measured once the scrolled page has been drawn (two frames), not after a fixed time.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      const box = (await call.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height).toBeLessThanOrEqual(900)
      expect(box.x).toBeGreaterThan(formBox.x + formBox.width)
    }
    await page.context().close()
  })
})

describe("the quote page at 390 px", () => {
  it("shows the How it works steps", async () => {
    const page = await open(390)
    expect(await page.getByRole("heading", { name: "How it works" }).isVisible()).toBe(true)
    await page.context().close()
  })
})

describe("the quote form's order and markup", () => {
  it("asks the four required fields and the services before any optional detail, each optional group labelled", async () => {
    const page = await open(1280)
    const order = await page.evaluate(() => {
      const form = document.querySelector("form")!
      const required = ["Business name", "Contact name", "E-mail", "Phone"].map((name) =>
        [...form.querySelectorAll("label")].find((label) => label.textContent?.replace("*", "").trim() === name)!,
      )
      const services = [...form.querySelectorAll("legend")].find((legend) => legend.textContent?.startsWith("Services needed"))!
      const optional = form.querySelector("#quote-location-heading")!
      const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
      return {
        requiredFirst: [...required, services].every((el) => before(el, optional)),
        optionalTags: ["#quote-location-heading", "#quote-needs-heading", "#quote-files-heading"].map((id) =>
          /Optional/.test(form.querySelector(id)?.textContent ?? ""),
        ),
      }
    })
    expect(order.requiredFirst).toBe(true)
    expect(order.optionalTags).toEqual([true, true, true])
    await page.context().close()
  })

  it("gives every fieldset a legend and the street address the address-line1 token", async () => {
    const page = await open(390)
    const withoutLegend = await page.$$eval("fieldset", (sets) => sets.filter((set) => !set.querySelector(":scope > legend")).length)
    expect(withoutLegend).toBe(0)
    expect(await page.getByLabel("Street address").getAttribute("autocomplete")).toBe("address-line1")
    await page.context().close()
  })
})
