import type { GatsbyNode } from "gatsby"
import { isOpen } from "../src/lib/jobs"
import { routes } from "../src/lib/routes"
import { TEMPLATES } from "./templates"

interface Slugged { slug: string }
interface PagesData {
  allService: { nodes: Slugged[] }
  allLocation: { nodes: Slugged[] }
  allClient: { nodes: Slugged[] }
  allPost: { nodes: Slugged[] }
  allJob: { nodes: (Slugged & { validThrough: string })[] }
  site: { siteMetadata: { now: string } }
}

/** One page per content entry; templates query their own data by slug. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesData>(`
    query CreatePages {
      allService { nodes { slug } }
      allLocation { nodes { slug } }
      allClient { nodes { slug } }
      allPost { nodes { slug } }
      allJob { nodes { slug validThrough } }
      site { siteMetadata { now } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load content for page creation", result.errors)
    return
  }
  const { allService, allLocation, allClient, allPost, allJob, site } = result.data
  // The build's "now" (gatsby/site-now.ts), the same value the jobs, careers and job pages read.
  const now = new Date(site.siteMetadata.now)
  const create = (path: string, component: string, slug: string) =>
    actions.createPage({ path, component, context: { slug } })

  allService.nodes.forEach(({ slug }) => create(routes.service(slug), TEMPLATES.service, slug))
  allLocation.nodes.forEach(({ slug }) => create(routes.location(slug), TEMPLATES.location, slug))
  allClient.nodes.forEach(({ slug }) => create(routes.client(slug), TEMPLATES.client, slug))
  allPost.nodes.forEach(({ slug }) => create(routes.post(slug), TEMPLATES.post, slug))
  allJob.nodes
    .filter(({ validThrough }) => isOpen(validThrough, now))
    .forEach(({ slug }) => create(routes.job(slug), TEMPLATES.job, slug))
}
