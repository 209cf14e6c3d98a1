/**
 * Every page type loads, hydrates, logs no error and does not scroll sideways; axe finds nothing on a
 * sample of them (on the same load).
 */
import type { EngineSession } from "../support/engine-session"
import { pageTypes, UNKNOWN_PATH } from "../support/page-types"
import { axeViolations, settled, sidewaysOverflow } from "../support/page-checks"

/** The page types axe checks in every engine: home, the quote form, a service, a Spanish job, the FAQ. */
const AXE_SAMPLE = [/-src-pages-index-tsx$/, /-src-pages-quote-tsx$/, /-src-templates-service-tsx$/, /-src-templates-job-tsx$/, /-src-pages-faq-tsx$/]

/** The one line the 404 page logs on purpose (the spec: the attempted path goes to the console). */
const NOT_FOUND_LINE = `404 Error: User attempted to access non-existent route: ${UNKNOWN_PATH}`

/**
 * On the 404 page the browser reports the 404 of the unknown path's page data, which Gatsby asks for first
 * (and the boot loader preloads) before it falls back to the 404 page's: Chromium as a failed resource,
 * Firefox as a failed preload. As the Chromium suite's every-page check allows; nothing else is.
 */
const ownNotFound = (line: string) => line.includes(`page-data${UNKNOWN_PATH}page-data.json`) || /status of 404/.test(line)

export function pageLoads(session: EngineSession, width: number) {
  it.each(pageTypes().map((type) => [type.path, type] as const))("%s loads, hydrates, logs no error and does not scroll sideways", async (_path, type) => {
    await session.inPage(width, async (page) => {
      await page.goto(type.path)
      await page.hydrated()
      await settled(page)
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
      if (AXE_SAMPLE.some((pattern) => pattern.test(type.component) && (!/job/.test(type.component) || type.path.startsWith("/es/")))) {
        expect(await axeViolations(page)).toEqual([])
      }
      const errors = await page.errors()
      expect(type.path === UNKNOWN_PATH ? errors.filter((line) => !ownNotFound(line)) : errors).toEqual(type.path === UNKNOWN_PATH ? [NOT_FOUND_LINE] : [])
    })
  })
}
