import type { GatsbyNode } from "gatsby"
import { pageHead } from "./page-heads"

const SITE_PAGE = /[/\\]src[/\\]pages[/\\]/

/**
 * src/pages pages get their head (computed by createPages, which Gatsby runs before it creates these) in
 * their page context, as the templates' pages do; Gatsby's documented way is to replace the page.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, reporter }) => {
  if (page.context && "head" in page.context) return
  const head = pageHead(page.path, page.component)
  if (!head) {
    // Gatsby's own development 404 page has no Head; a page of src/pages without one is missing from the list.
    if (SITE_PAGE.test(page.component) && !page.path.startsWith("/dev-404-page")) reporter.panicOnBuild(`No head computed for ${page.path} (gatsby/lib/page-head-inputs.ts)`)
    return
  }
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, head } })
}
