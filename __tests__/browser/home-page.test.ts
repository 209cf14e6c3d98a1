/** The home page against the production build: hero images, services carousel, testimonials and structured data. */
import type { Browser, Page } from "playwright-core"
import { contentFile } from "../fixtures/content"
import { BASE_URL, gotoHydrated, islandAwake, jsonLdNodes, launchBrowser, openPage } from "./support/browser"
import { scriptsWith } from "./support/built-scripts"
import { watchErrors } from "./support/errors"

// Real page loads, waits for scrolling and reloads: more than Jest's default 5 s per test.
jest.setTimeout(30_000)

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const carousel = (page: Page) => page.getByRole("region", { name: "Featured cleaning programs" })
const scrollLeft = (page: Page) =>
  carousel(page).locator("[aria-live]").evaluate((track) => Math.round(track.scrollLeft))

describe("home page", () => {
  it("loads the hero's and the carousel's code only when they are needed: the carousel's as it comes near the screen", async () => {
    const { page, errors } = await openPage(browser, 390)
    const consoleErrors = watchErrors(page, errors)
    const scripts: string[] = []
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname))
    await gotoHydrated(page, BASE_URL() + "/", { waitUntil: "networkidle" })
    const carouselCode = scriptsWith("src/components/services-carousel/services-carousel.tsx")
    const heroCode = scriptsWith("src/components/hero-rotator/hero-rotator.tsx")
    expect(carouselCode.length).toBeGreaterThan(0)
    expect(scripts.filter((script) => carouselCode.includes(script) || heroCode.includes(script))).toEqual([])
    expect(await page.locator("[data-island][data-awake]").count()).toBe(0)

    await carousel(page).scrollIntoViewIfNeeded()
    await islandAwake(page, "industries")
    expect(scripts.some((script) => carouselCode.includes(script))).toBe(true)
    // Awake, it works: the next slide is a button press away.
    await carousel(page).getByRole("button", { name: "Next slide" }).click()
    await page.waitForFunction(() => document.querySelector("section[aria-roledescription=carousel] [aria-live]")!.scrollLeft > 0)
    expect(consoleErrors()).toEqual([])
    await page.context().close()
  })

  // Chromium may paint a page before all its HTML has arrived: with the pictures first in the document and
  // moved below the copy by CSS, such a paint showed them at the top and the copy then pushed them down
  // (a layout shift of 0.29 in one Lighthouse load in five).
  it("on a phone, has the hero's copy before its pictures in the document, as on screen", async () => {
    const { page, errors } = await openPage(browser, 390)
    await page.goto(BASE_URL() + "/", { waitUntil: "load" })
    const order = await page.evaluate(() => {
      const heading = document.querySelector("h1")!
      const media = document.querySelector('[data-testid="hero-media"]')!
      return {
        headingFirst: Boolean(heading.compareDocumentPosition(media) & Node.DOCUMENT_POSITION_FOLLOWING),
        headingAbove: heading.getBoundingClientRect().bottom <= media.getBoundingClientRect().top,
      }
    })
    expect(order).toEqual({ headingFirst: true, headingAbove: true })
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("loads the first hero image eagerly at high priority, and the other two lazily, only as their turn approaches", async () => {
    const { page, errors } = await openPage(browser, 1280)
    await page.clock.install()
    const consoleErrors = watchErrors(page, errors)
    await gotoHydrated(page, BASE_URL() + "/", { waitUntil: "load" })
    const images = page.getByTestId("hero-media").locator("img[data-main-image]")
    // The later images are not in the page yet, so not fetched with the first: nothing competes with the LCP image.
    await expect(images.count()).resolves.toBe(1)
    expect(await images.nth(0).getAttribute("loading")).toBe("eager")
    expect(await images.nth(0).getAttribute("fetchpriority")).toBe("high")
    // Half a turn (3 s, on the page's clock, from hydration) brings the next, lazily; the third one turn later.
    const rendered = (count: number) =>
      page.waitForFunction((n) => document.querySelectorAll('[data-testid="hero-media"] img[data-main-image]').length === n, count, { timeout: 5000 })
    await page.clock.fastForward(3000)
    await rendered(2)
    await page.clock.fastForward(6000)
    await rendered(3)
    for (const index of [1, 2]) {
      expect(await images.nth(index).getAttribute("loading")).toBe("lazy")
      expect(await images.nth(index).getAttribute("fetchpriority")).toBeNull()
    }
    expect(consoleErrors()).toEqual([])
    await page.context().close()
  })

  it("cross-fades the hero without shifting the layout", async () => {
    const { page, errors } = await openPage(browser, 1280)
    // The rotation's timers run on Playwright's clock (at the real pace until fast-forwarded).
    await page.clock.install()
    const consoleErrors = watchErrors(page, errors)
    await page.addInitScript(() => {
      ;(window as any).__shift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as any[]) if (!entry.hadRecentInput) (window as any).__shift += entry.value
      }).observe({ type: "layout-shift", buffered: true })
    })
    await gotoHydrated(page, BASE_URL() + "/", { waitUntil: "networkidle" })
    // Count only what the rotation does: start after the web font has swapped in.
    await page.evaluate(async () => {
      await document.fonts.ready
      ;(window as any).__shift = 0
    })
    const before = await page.getByRole("heading", { level: 1 }).boundingBox()
    // One full rotation step (6 s) on the page's clock: half-way the next picture is shown (so fetched),
    // then the step; the 1.2 s cross-fade is a CSS transition and plays in real time, until the second
    // picture is fully opaque.
    const second = page.getByTestId("hero-media").locator("img[data-main-image]").nth(1)
    await page.clock.fastForward(3000)
    await page.waitForFunction((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0, await second.elementHandle(), {
      timeout: 5000,
    })
    await page.clock.fastForward(3000)
    await page.waitForFunction(
      (img) => getComputedStyle(img!.closest("[data-gatsby-image-wrapper]")!).opacity === "1",
      await second.elementHandle(),
      { timeout: 5000 },
    )
    const after = await page.getByRole("heading", { level: 1 }).boundingBox()
    expect(after).toEqual(before)
    expect(await page.evaluate(() => (window as any).__shift)).toBeLessThan(0.01)
    expect(consoleErrors()).toEqual([])
    await page.context().close()
  }, 20_000)

  it("under reduced motion, offers no pause or start button for motion that never happens, asleep or awake", async () => {
    const { page, errors } = await openPage(browser, 390, { reducedMotion: "reduce" })
    const consoleErrors = watchErrors(page, errors)
    await gotoHydrated(page, BASE_URL() + "/", { waitUntil: "load" })
    const motionButtons = page.getByRole("button", { name: /^(Pause|Play) background images$|automatic slide show$/ })
    // The hero and the carousel are islands, not hydrated yet: their server HTML has the buttons, CSS hides them.
    expect(await page.locator("[data-island][data-awake]").count()).toBe(0)
    expect(await motionButtons.count()).toBe(0)
    await carousel(page).scrollIntoViewIfNeeded()
    await islandAwake(page, "industries")
    expect(await motionButtons.count()).toBe(0)
    expect(await carousel(page).getByRole("button", { name: "Next slide" }).isVisible()).toBe(true)
    expect(consoleErrors()).toEqual([])
    await page.context().close()
  })

  it.each([390, 1280])("scrolls the services carousel and disables its buttons at the ends (%i px)", async (width) => {
    // Reduced motion: no auto-advance and instant scrolling, so every position is the test's doing.
    const { page, errors } = await openPage(browser, width, { reducedMotion: "reduce" })
    const consoleErrors = watchErrors(page, errors)
    await gotoHydrated(page, BASE_URL() + "/", { waitUntil: "load" })
    const previous = carousel(page).getByRole("button", { name: "Previous slide" })
    const next = carousel(page).getByRole("button", { name: "Next slide" })
    const track = carousel(page).locator("[aria-live]")
    const atEnd = () => track.evaluate((el) => el.scrollLeft >= el.scrollWidth - el.clientWidth - 1)
    await carousel(page).scrollIntoViewIfNeeded()

    expect(await scrollLeft(page)).toBe(0)
    expect(await previous.isDisabled()).toBe(true)
    expect(await next.isDisabled()).toBe(false)

    await next.click()
    await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await previous.elementHandle())
    expect(await scrollLeft(page)).toBeGreaterThan(0)
    expect(await atEnd()).toBe(false)

    await next.click()
    await page.waitForFunction((el) => (el as HTMLButtonElement).disabled, await next.elementHandle())
    expect(await atEnd()).toBe(true)
    expect(await previous.isDisabled()).toBe(false)

    // The arrow keys scroll it too.
    await previous.focus()
    await page.keyboard.press("ArrowLeft")
    await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await next.elementHandle())
    expect(await atEnd()).toBe(false)
    await page.keyboard.press("ArrowLeft")
    await page.waitForFunction((el) => (el as HTMLButtonElement).disabled, await previous.elementHandle())
    expect(await scrollLeft(page)).toBe(0)

    expect(consoleErrors()).toEqual([])
    await page.context().close()
  })

  it("advances the carousel by itself when motion is allowed, once it is ready", async () => {
    const { page } = await openPage(browser, 1280)
    // Its timer runs on Playwright's clock, moved past one auto-advance step (5 s) instead of waiting.
    await page.clock.install()
    await gotoHydrated(page, BASE_URL() + "/", { waitUntil: "load" })
    // Ready as it comes near the screen (an island: src/components/home/home-industries-island.ts).
    await carousel(page).scrollIntoViewIfNeeded()
    await islandAwake(page, "industries")
    expect(await scrollLeft(page)).toBe(0)
    await page.clock.fastForward(5500)
    await page.waitForFunction(
      () => document.querySelector("section[aria-roledescription=carousel] [aria-live]")!.scrollLeft > 0,
      null,
      { timeout: 5000 },
    )
    await page.context().close()
  }, 15_000)

  // The spec's three are checked in content-matches-spec.test.ts; here, that the page shows every one.
  it("shows 'What Clients Say' with every testimonial rated 5 of 5, and the matching Product reviews", async () => {
    const count = contentFile<unknown[]>("data/testimonials.yaml").length
    const { page } = await openPage(browser, 1280)
    await gotoHydrated(page, BASE_URL() + "/", { waitUntil: "load" })
    const section = page.getByRole("region", { name: "What Clients Say" })
    await expect(section.getByRole("listitem").count()).resolves.toBe(count)
    await expect(section.getByText("5 of 5").count()).resolves.toBe(count)
    const product = (await jsonLdNodes(page)).find((node) => node["@type"] === "Product") as any
    expect(product.name).toBe("Florida Commercial Cleaning Services")
    expect(product.aggregateRating).toMatchObject({ ratingValue: "5.0", reviewCount: count })
    expect(product.review).toHaveLength(count)
    await page.context().close()
  })
})
