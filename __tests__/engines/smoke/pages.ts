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
      expect(await page.errors()).toEqual(type.path === UNKNOWN_PATH ? [NOT_FOUND_LINE] : [])
    })
  })
}
