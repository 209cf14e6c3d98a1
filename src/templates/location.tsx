import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContentSections } from "../components/content-sections"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"
import { ZipCheckIsland } from "../components/zip-check"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const loadParts = () => import("../components/location-page/location-page")
const LocationHero = staticRegion("city-hero", () => loadParts().then((m) => m.LocationHero))
const LocationFacts = staticRegion("facts", () => loadParts().then((m) => m.LocationFacts))
const LocationClosing = staticRegion("city-closing", () => loadParts().then((m) => m.LocationClosing))

export default function LocationTemplate({ data }: PageProps<Queries.LocationPageQuery>) {
  const location = data.location!
  const rich = location.layout === "rich"
  return (
    <>
      <LocationHero location={location} services={data.allService.nodes} />
      {/* "Do you come to me?" answered from a ZIP code: an island, no code in the page's first load. */}
      <ZipCheckIsland id="city" city={{ name: location.city, slug: location.slug }} />
      {rich && <ContentSections sections={location.sections} />}
      <LocationFacts location={location} />
      {/* A template city's own copy after its facts: its districts, buildings and seasons (content/locations). */}
      {!rich && <ContentSections sections={location.sections} />}
      <LocationClosing location={location} />
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
