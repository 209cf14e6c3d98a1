/**
 * One engine for one test file: started once (a driver or display that fails to start is tried once more,
 * then the suite fails saying so: never skipped), served its own site origin, and every check run in a page
 * of its own. A check that fails names the engine, the width and the page, and leaves a screenshot in
 * test-results/engines/ (ENGINE_SCREENSHOTS to put them elsewhere).
 */
import fs from "node:fs"
import path from "node:path"
import type { Driver, EngineName } from "./driver"
import { startChromium } from "./drivers/chromium"
import { startFirefox } from "./drivers/firefox"
import { startWebKit } from "./drivers/webkit"
import { EnginePage, traceLine } from "./engine-page"
import { startSiteServer, type SiteServer } from "./site-server"

const STARTERS: Record<EngineName, () => Promise<Driver>> = { chromium: startChromium, firefox: startFirefox, webkit: startWebKit }

export const SCREENSHOT_DIR = process.env.ENGINE_SCREENSHOTS ?? path.resolve(__dirname, "../../../test-results/engines")

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Starts the engine; a failure is tried once more, then reported as the engine not starting. */
export async function startEngine(name: EngineName, starters = STARTERS): Promise<Driver> {
  try {
    return await starters[name]()
  } catch (first) {
    try {
      return await starters[name]()
    } catch (second) {
      throw new Error(`${name} did not start (its driver, browser or display), tried twice. First: ${message(first)} Then: ${message(second)}`)
    }
  }
}

const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").slice(0, 80) || "home"

export interface EngineSession {
  driver: () => Driver
  site: () => SiteServer
  /** Opens a page at `width`, runs `check` in it, and always closes it; a failure names engine, width and page and saves a screenshot. */
  inPage(width: number, check: (page: EnginePage) => Promise<void>, label?: string): Promise<void>
}

/** Registers the engine's start and stop with the test file's beforeAll/afterAll. */
export function engineSession(name: EngineName): EngineSession {
  let driver: Driver | undefined
  let site: SiteServer | undefined
  beforeAll(async () => {
    site = await startSiteServer()
    driver = await startEngine(name)
  }, 240_000)
  afterAll(async () => {
    await driver?.quit()
    await site?.close()
  }, 60_000)

  return {
    driver: () => driver!,
    site: () => site!,
    async inPage(width, check, label = expect.getState().currentTestName ?? "check") {
      if (!driver || !site) throw new Error(`${name} is not running (see the failure of its start above)`)
      const page = new EnginePage(name, width, site, await driver.open(width))
      const trace = (what: string) => traceLine(`${name} ${width} ${what} ${label}`)
      trace("start")
      try {
        await check(page)
        trace("done")
      } catch (error) {
        trace(`FAILED ${message(error)}`)
        const file = path.join(SCREENSHOT_DIR, `${name}-${width}-${slug(page.path)}-${slug(label)}.png`)
        let shot = ""
        try {
          fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
          await page.screenshot(file)
          shot = ` (screenshot: ${file})`
        } catch (shotError) {
          shot = ` (no screenshot: ${message(shotError)})`
        }
        const logged = await page.errors().catch(() => [] as string[])
        const errors = logged.length ? ` (the page logged: ${logged.join(" | ")})` : ""
        const wrapped = new Error(`${page.where()}: ${message(error)}${errors}${shot}`)
        wrapped.stack = `${wrapped.message}\n${(error instanceof Error && error.stack) || ""}`
        throw wrapped
      } finally {
        site.releaseScripts()
        await page.close().catch(() => undefined)
      }
    },
  }
}
