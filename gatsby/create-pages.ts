import type { GatsbyNode } from "gatsby"
import path from "node:path"
import { MARKDOWN_TYPES, translationsOf } from "../src/lib/content/content-types"
import { isOpen } from "../src/lib/jobs"
import { routes } from "../src/lib/routes"
import { computePageHeads, pageHead } from "./page-heads"
import { templatePath } from "./templates"

interface Entry { slug: string; validThrough?: string; es?: { slug: string } | null }
type PagesData = Record<string, { nodes: Entry[] }> & { site: { siteMetadata: { now: string } } }

/** all<Type> { nodes { slug } } for each markdown type, with validThrough where a type expires and its translations. */
const listQuery = MARKDOWN_TYPES.map((type) => {
  const expiry = "expires" in type && type.expires ? " validThrough" : ""
  const translations = translationsOf(type.folder).map(({ lang }) => ` ${lang} { slug }`).join("")
  return `all${type.nodeType} { nodes { slug${expiry}${translations} } }`
}).join("\n      ")

/**
 * The Spanish careers page, jobs list and privacy page for applicants: the English pages' components (src/pages),
 * which select their copy (and the jobs' words) by the `lang` in their context.
 */
const SPANISH_COPY_PAGES = [
  { path: routes.esCareers, component: "careers" },
  { path: routes.esJobs, component: "jobs" },
  { path: routes.esPrivacy, component: "privacy" },
]
const sitePage = (name: string) => path.resolve(__dirname, `../src/pages/${name}.tsx`)

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
    for (const entry of result.data[`all${type.nodeType}`].nodes) {
      const { slug, validThrough } = entry
      if (validThrough !== undefined && !isOpen(validThrough, now)) continue
      const path = type.route(slug)
      actions.createPage({ path, component, context: { slug, head: pageHead(path, component) } })
      // Its translations (content/jobs/es/<slug>.md): the same template, in the translation's language.
      for (const { lang, route } of translationsOf(type.folder)) {
        if (!entry[lang]) continue
        const translated = route(slug)
        actions.createPage({ path: translated, component, context: { slug, lang, [lang]: true, head: pageHead(translated, component) } })
      }
    }
  }
  for (const { path, component } of SPANISH_COPY_PAGES) {
    const file = sitePage(component)
    actions.createPage({ path, component: file, context: { lang: "es", es: true, head: pageHead(path, file) } })
  }
}
