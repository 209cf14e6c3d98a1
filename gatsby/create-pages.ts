import type { GatsbyNode } from "gatsby"
import { MARKDOWN_TYPES } from "../src/lib/content/content-types"
import { isOpen } from "../src/lib/jobs"
import { computePageHeads, pageHead } from "./page-heads"
import { templatePath } from "./templates"

interface Entry { slug: string; validThrough?: string }
type PagesData = Record<string, { nodes: Entry[] }> & { site: { siteMetadata: { now: string } } }

/** all<Type> { nodes { slug } } for each markdown type, with validThrough where a type expires. */
const listQuery = MARKDOWN_TYPES.map(
  (type) => `all${type.nodeType} { nodes { slug${"expires" in type && type.expires ? " validThrough" : ""} } }`,
).join("\n      ")

/** One page per content entry (per open entry of a type that expires); templates query their own data by slug, and find their head in context. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  if (!(await computePageHeads({ graphql, reporter }))) return
  const result = await graphql<PagesData>(`
    query CreatePages {
      ${listQuery}
      site { siteMetadata { now } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load content for page creation", result.errors)
    return
  }
  // The build's "now" (gatsby/site-now.ts), the same value the jobs, careers and job pages read.
  const now = new Date(result.data.site.siteMetadata.now)
  for (const type of MARKDOWN_TYPES) {
    const component = templatePath(type.template)
    for (const { slug, validThrough } of result.data[`all${type.nodeType}`].nodes) {
      if (validThrough !== undefined && !isOpen(validThrough, now)) continue
      const path = type.route(slug)
      actions.createPage({ path, component, context: { slug, head: pageHead(path, component) } })
    }
  }
}
