import type { Page } from "playwright-core"

/** The spec's minimum fill time: no person fills a form faster; quicker submissions are treated as bots. */
export const MIN_FILL_MS = 3000

/** The page's "now": Playwright's installed clock (page.clock.install), never the wall clock. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now())

/**
 * Like a person: at least the minimum fill time has passed since `since` on the page's own clock (which
 * the forms' fill-time check reads), fast-forwarded rather than waited out.
 */
export async function takeFillTime(page: Page, since: number): Promise<void> {
  const wait = since + MIN_FILL_MS + 200 - (await pageNow(page))
  if (wait > 0) await page.clock.fastForward(wait)
}
