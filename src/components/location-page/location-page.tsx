import React from "react"
import { getImage } from "gatsby-plugin-image"
import MapPin from "lucide-react/icons/map-pin"
import { CtaBand } from "../cta-band"
import { LocalFacts } from "../local-facts"
import { PageHero } from "../page-hero"
import { QuoteCallActions } from "../quote-call-actions"
import { Section } from "../section"
import { ServiceCards } from "../service-cards"
import { TrustCard } from "../trust-card"
import { STATE_NAMES, site } from "../../config/site"

/**
 * The markup-only parts of a city page (src/templates/location.tsx), rendered as static regions around
 * its content sections. A rich city (Tampa) follows its hero with its own sections; a template city
 * with the three most asked-for services, and its own copy comes after its local facts.
 */
type Data = Queries.LocationPageQuery
type Location = NonNullable<Data["location"]>

export function LocationHero({ location, services }: { location: Location; services: Data["allService"]["nodes"] }) {
  const rich = location.layout === "rich"
  return (
    <>
      <PageHero
        eyebrow={`${STATE_NAMES[location.state]} · Commercial cleaning`}
        title={`Commercial Cleaning in ${location.city}, ${location.state}`}
        intro={location.intro}
        image={getImage(location.image?.childImageSharp?.gatsbyImageData ?? null)}
        imageAlt={location.imageAlt}
        actions={<QuoteCallActions />}
        aside={<TrustCard heading={`Why ${location.city} businesses choose us`} />}
        note={
          !rich && (
            <>
              <MapPin size={18} aria-hidden="true" /> Free on-site assessment in {location.city} {site.assessmentTime}.
            </>
          )
        }
      />
      {!rich && (
        <Section id="services" heading={`Our services in ${location.city}`} intro="The three services businesses here ask us for most. Every plan is written around your building and your hours.">
          <ServiceCards services={services} />
        </Section>
      )}
    </>
  )
}

export function LocationFacts({ location }: { location: Location }) {
  return <LocalFacts city={location.city} nearbyAreas={location.nearbyAreas} industries={location.industries} />
}

export function LocationClosing({ location }: { location: Location }) {
  return <CtaBand belowFold heading={`Get a free cleaning quote in ${location.city}`} />
}
