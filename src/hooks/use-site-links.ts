import { graphql, useStaticQuery } from "gatsby"
import { NAV_GROUPS, type NavGroup } from "../lib/content/constants"
import { pagePath, routes } from "../lib/routes"

export interface SiteLink {
  label: string
  to: string
}

export interface LocationGroup {
  name: NavGroup
  links: SiteLink[]
}

/** Services and cities for the navigation and footer, read from content/. */
export function useSiteLinks(): SiteLinks {
  return siteLinksFrom(
    useStaticQuery<Queries.SiteLinksQuery>(graphql`
      query SiteLinks {
        allService(sort: [{ order: ASC }, { slug: ASC }]) {
          nodes { slug title inNav }
        }
        allLocation(sort: [{ order: ASC }, { city: ASC }]) {
          nodes { slug city navGroup }
        }
      }
    `),
  )
}

export interface SiteLinks {
  navServices: SiteLink[]
  allServices: SiteLink[]
  locationGroups: LocationGroup[]
}

/** The links, from the SiteLinks query's result: also what a static region is handed as props. */
export function siteLinksFrom(data: Queries.SiteLinksQuery): SiteLinks {
  const services = data.allService.nodes.map((s) => ({ label: s.title, to: routes.service(s.slug), inNav: s.inNav }))
  const locationGroups: LocationGroup[] = NAV_GROUPS.map((name) => ({
    name,
    links: data.allLocation.nodes
      .filter((l) => l.navGroup === name)
      .map((l) => ({ label: l.city, to: routes.location(l.slug) })),
  }))
  return {
    navServices: services.filter((s) => s.inNav),
    allServices: services,
    locationGroups,
  }
}

/** The company pages, in the order the menus list them. */
export const companyLinks: SiteLink[] = [
  { label: "Blog", to: routes.blog },
  { label: "About", to: routes.about },
  { label: "Service Areas", to: routes.serviceAreas },
  { label: "Careers", to: routes.careers },
  { label: "Jobs", to: routes.jobs },
  { label: "Contact", to: routes.contact },
]

/** "/services/x/" and "/services/x" are the same page: compared in the form routes uses. */
export const normalizePath = (path: string) => pagePath(path)
