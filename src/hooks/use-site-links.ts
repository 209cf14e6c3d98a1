import { graphql, useStaticQuery } from "gatsby"
import { NAV_GROUPS, type NavGroup } from "../lib/content/nav-groups"
import type { Lang } from "../lib/i18n/language"
import { uiText } from "../lib/i18n/ui-text"
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

/**
 * The company pages, in the order the menus list them, named in the page's language. On a Spanish page the
 * careers and jobs links stay in Spanish; the other pages are English only.
 */
export function companyLinksIn(lang: Lang): SiteLink[] {
  const { nav } = uiText(lang)
  return [
    { label: nav.blog, to: routes.blog },
    { label: nav.about, to: routes.about },
    { label: nav.serviceAreas, to: routes.serviceAreas },
    { label: nav.careers, to: lang === "es" ? routes.esCareers : routes.careers },
    { label: nav.jobs, to: lang === "es" ? routes.esJobs : routes.jobs },
    { label: nav.contact, to: routes.contact },
  ]
}

export const companyLinks: SiteLink[] = companyLinksIn("en")

/**
 * The company links of the header's bar. On a Spanish page, Spanish words are longer and the bar has no room
 * for all of them at 1280 px: the blog and the service areas (English-only lists, for customers) stay in the
 * footer and the mobile menu only.
 */
export const headerLinksIn = (lang: Lang): SiteLink[] =>
  lang === "en" ? companyLinks : companyLinksIn(lang).filter((link) => link.to !== routes.blog && link.to !== routes.serviceAreas)

/** "/services/x/" and "/services/x" are the same page: compared in the form routes uses. */
export const normalizePath = (path: string) => pagePath(path)
