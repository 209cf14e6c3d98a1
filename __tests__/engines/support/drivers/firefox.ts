/**
 * Firefox (Debian's firefox-esr) through Puppeteer over WebDriver BiDi, headless, no geckodriver. Each page
 * gets a browser context of its own (BiDi user context: its own storage).
 */
import puppeteer, { type ElementHandle, type Page } from "puppeteer-core"
import { viewportHeight, type Driver, type DriverElement, type DriverPage } from "../driver"

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"

const handle = (element: DriverElement) => element as unknown as ElementHandle<Element>

/**
 * Puppeteer's setViewport sends the viewport and a screen orientation together; Firefox ESR 140 has the
 * first (browsingContext.setViewport) but not the second, which fails alone and changes nothing here.
 */
async function setViewport(page: Page, width: number) {
  try {
    await page.setViewport({ width, height: viewportHeight(width) })
  } catch (error) {
    if (!/setScreenOrientationOverride/.test(String(error))) throw error
  }
  // The new size reaches the page a frame or two later.
  const applied = await page
    .waitForFunction((wanted: number) => window.innerWidth === wanted, { timeout: 10_000, polling: 50 }, width)
    .then(() => true, () => false)
  if (!applied) throw new Error(`firefox: the viewport is ${await page.evaluate(() => window.innerWidth)} px wide, not ${width}`)
}

export async function startFirefox(): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: null,
    // A machine without internet: no updates, telemetry or remote settings fetched while the tests run.
    extraPrefsFirefox: { "app.update.enabled": false, "datareporting.policy.dataSubmissionEnabled": false, "network.captive-portal-service.enabled": false },
  })
  return {
    name: "firefox",
    version: `Firefox ${(await browser.version()).replace(/^firefox\//, "")}`,
    async open(width) {
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      await setViewport(page, width)
      const errors: string[] = []
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
      page.on("pageerror", (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`))
      const driverPage: DriverPage = {
        goto: async (url) => void (await page.goto(url, { waitUntil: "domcontentloaded" })),
        run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        element: async (expression) => (await page.evaluateHandle(expression)) as unknown as DriverElement,
        click: (element) => handle(element).click(),
        type: (element, text) => handle(element).type(text),
        setFiles: async (element, paths) => {
          await (handle(element) as ElementHandle<HTMLInputElement>).uploadFile(...paths)
        },
        // puppeteer names the space bar by its character.
        press: (key) => page.keyboard.press(key === "Space" ? " " : key),
        screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
        driverErrors: () => errors,
        close: () => context.close(),
      }
      return driverPage
    },
    quit: () => browser.close(),
  }
}
