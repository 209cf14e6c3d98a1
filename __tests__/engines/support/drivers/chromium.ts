/** Chromium (Debian's) through Playwright, as the rest of the browser suite drives it. */
import { chromium, type ElementHandle, type Page } from "playwright-core"
import { CHROMIUM_ARGS, findChromium } from "../../../../scripts/find-chromium.cjs"
import { viewportHeight, type Driver, type DriverElement, type DriverPage } from "../driver"

const handle = (element: DriverElement) => element as unknown as ElementHandle

export async function startChromium(): Promise<Driver> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  return {
    name: "chromium",
    version: `Chromium ${browser.version()}`,
    async open(width) {
      const context = await browser.newContext({ viewport: { width, height: viewportHeight(width) }, hasTouch: width < 600, reducedMotion: "no-preference" })
      const page: Page = await context.newPage()
      const errors: string[] = []
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
      const driverPage: DriverPage = {
        goto: async (url) => void (await page.goto(url, { waitUntil: "domcontentloaded" })),
        run: (expression) => page.evaluate(expression),
        element: async (expression) => (await page.evaluateHandle(expression)).asElement() as unknown as DriverElement,
        click: (element) => handle(element).click(),
        type: async (element, text) => {
          await handle(element).focus()
          await page.keyboard.type(text)
        },
        setFiles: (element, paths) => handle(element).setInputFiles(paths),
        press: (key) => page.keyboard.press(key),
        screenshot: async (path) => void (await page.screenshot({ path })),
        driverErrors: () => errors,
        close: () => context.close(),
      }
      return driverPage
    },
    quit: () => browser.close(),
  }
}
