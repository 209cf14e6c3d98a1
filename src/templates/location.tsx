import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import MapPin from "lucide-react/icons/map-pin"
import { ContentSections } from "../components/content-sections"
import { CtaBand } from "../components/cta-band"
import { LocalFacts } from "../components/local-facts"
import { PageHero } from "../components/page-hero"
import { QuoteCallActions } from "../components/quote-call-actions"
import { Section } from "../components/section"
import { ServiceCards } from "../components/service-cards"
import { HeadTags, type HeadContext } from "../components/seo"
import { TrustCard } from "../components/trust-card"
import { STATE_NAMES, site } from "../config/site"

export default function LocationTemplate({ data }: PageProps<Queries.LocationPageQuery>) {
  const location = data.location!
  const rich = location.layout === "rich"
  const place = `${location.city}, ${location.state}`
  return (
    <>
      <PageHero
        eyebrow={`${STATE_NAMES[location.state]} · Commercial cleaning`}
        title={`Commercial Cleaning in ${place}`}
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
      {rich ? (
        <ContentSections sections={location.sections} />
      ) : (
        <Section id="services" heading={`Our services in ${location.city}`} intro="The three services businesses here ask us for most. Every plan is written around your building and your hours.">
          <ServiceCards services={data.allService.nodes} />
        </Section>
      )}
      <LocalFacts city={location.city} nearbyAreas={location.nearbyAreas} industries={location.industries} />
      {/* A template city's own copy after its facts: its districts, buildings and seasons (content/locations). */}
      {!rich && <ContentSections sections={location.sections} />}
      <CtaBand belowFold heading={`Get a free cleaning quote in ${location.city}`} />
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query LocationPage($slug: String!) {
    location(slug: { eq: $slug }) {
      slug
      city
      state
      layout
      metaTitle
      description
      intro
      nearbyAreas
      industries
      imageAlt
      image { ...HeroImage }
      sections { ...ContentSectionFields }
    }
    allService(filter: { slug: { in: ["office-cleaning", "restaurant-cleaning", "retail-cleaning"] } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug
        title
        summary
        imageAlt
        image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, outputPixelDensities: [0.5, 1, 1.5, 1.75, 2], sizes: "(min-width: 64rem) 22rem, (min-width: 40rem) calc(50vw - 2.75rem), calc(100vw - 2.5rem)") } }
      }
    }
  }
`
