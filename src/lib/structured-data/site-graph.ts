/**
 * The site-wide JSON-LD nodes (Organization, LocalBusiness, WebSite) and the
 * @graph wrapper every page emits. Pure functions of the site config.
 */
import type { DayOfWeek, Graph, LocalBusiness, Organization, Thing, WebSite } from "schema-dts"
import { STATE_NAMES, absoluteUrl, site } from "../../config/site"
import { ids } from "./ids"

const postalAddress = () =>
  ({
    "@type": "PostalAddress",
    streetAddress: site.address.streetAddress,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  }) as const

const EVERY_DAY: DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

interface OpeningHours {
  openingHoursSpecification?: { "@type": "OpeningHoursSpecification"; dayOfWeek: DayOfWeek[]; opens: string; closes: string }
  openingHours?: string
}

/**
 * site.json's openingHours as schema.org says it: "24/7" is every day around the clock; any other value
 * is passed as schema.org's own text form ("Mo-Fr 08:00-18:00").
 */
export const openingHoursOf = (hours: string): OpeningHours =>
  hours === "24/7"
    ? { openingHoursSpecification: { "@type": "OpeningHoursSpecification", dayOfWeek: EVERY_DAY, opens: "00:00", closes: "23:59" } }
    : { openingHours: hours }

export const areasServed = () =>
  site.serviceStates.map((code) => ({ "@type": "State", name: STATE_NAMES[code] }) as const)

export function organizationNode(): Organization {
  return {
    "@type": "Organization",
    "@id": ids.organization,
    name: site.companyName,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/apple-touch-icon.png"),
    telephone: site.phone,
    email: site.email,
    address: postalAddress(),
    foundingDate: String(site.foundingYear),
  }
}

export function localBusinessNode(): LocalBusiness {
  return {
    "@type": "LocalBusiness",
    "@id": ids.localBusiness,
    name: site.companyName,
    description: site.description,
    url: absoluteUrl("/"),
    image: absoluteUrl(site.socialImage),
    telephone: site.phone,
    email: site.email,
    priceRange: site.priceRange,
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    areaServed: areasServed(),
    ...openingHoursOf(site.openingHours),
    parentOrganization: { "@id": ids.organization },
  }
}

export function websiteNode(): WebSite {
  return {
    "@type": "WebSite",
    "@id": ids.website,
    name: site.companyName,
    url: absoluteUrl("/"),
    inLanguage: "en-US",
    publisher: { "@id": ids.organization },
  }
}

/** One @graph per page: the site-wide nodes followed by the page's own. */
export function siteGraph(pageNodes: Thing[] = []): Graph {
  return {
    "@context": "https://schema.org",
    "@graph": [organizationNode(), localBusinessNode(), websiteNode(), ...pageNodes],
  }
}
