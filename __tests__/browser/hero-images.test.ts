/**
 * Hero pictures are never blown up: the file the browser picks from the srcset has at least as many
 * pixels as the box shows (object-fit: cover included), at desktop widths and on a 2x phone.
 */
import type { Browser } from "playwright-core"
import { BASE_URL, gotoHydrated, launchBrowser } from "./support/browser"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const cases = [
  { path: "/", width: 1280, dpr: 1 },
  { path: "/", width: 1920, dpr: 1 },
  { path: "/", width: 390, dpr: 2 },
  { path: "/services/mold-remediation", width: 1280, dpr: 1 },
  { path: "/services/mold-remediation", width: 390, dpr: 2 },
  { path: "/blog/post-hurricane-commercial-cleanup", width: 1280, dpr: 1 },
]

describe("hero pictures", () => {
  it.each(cases)("$path at $width px, DPR $dpr: rendered at their displayed size or larger", async ({ path, width, dpr }) => {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 1000 }, deviceScaleFactor: dpr })
    const page = await context.newPage()
    await gotoHydrated(page, BASE_URL() + path, { waitUntil: "load" })
    const heroes = page.locator('img[fetchpriority="high"]')
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].every((img) => img.complete && img.naturalWidth > 0),
    )
    // naturalWidth of a srcset image is already divided by its density descriptor, so the chosen
    // file is loaded again on its own to read its real pixel size.
    const scales = await heroes.evaluateAll((imgs: HTMLImageElement[]) =>
      Promise.all(
        imgs
          .filter((img) => img.getBoundingClientRect().width > 0 && img.checkVisibility())
          .map(async (img) => {
            const file = new Image()
            file.src = img.currentSrc
            await file.decode()
            const box = img.getBoundingClientRect()
            const cover = getComputedStyle(img).objectFit === "cover"
            const scale = cover ? Math.max(box.width / file.naturalWidth, box.height / file.naturalHeight) : box.width / file.naturalWidth
            return { src: img.currentSrc.split("/").pop(), upscale: Number((scale * devicePixelRatio).toFixed(3)) }
          }),
      ),
    )
    expect(scales.length).toBeGreaterThan(0)
    for (const { upscale } of scales) expect(upscale).toBeLessThanOrEqual(1.01)
    await context.close()
  })
})
