import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"
import { ZipCheckIsland } from "../components/zip-check"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const loadParts = () => import("../components/service-areas-page/service-areas-page")
const ServiceAreasHero = staticRegion("service-areas-hero", () => loadParts().then((m) => m.ServiceAreasHero))
const ServiceAreasPageBody = staticRegion("service-areas", () => loadParts().then((m) => m.ServiceAreasPageBody))

export default function ServiceAreasPage({ data }: PageProps<Queries.ServiceAreasPageQuery>) {
  return (
    <>
      <ServiceAreasHero data={data} />
      {/* The ZIP answer first: an island, whose code loads only when the visitor starts to use it. */}
      <ZipCheckIsland id="area" />
      <ServiceAreasPageBody data={data} />
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query ServiceAreasPage {
    page: serviceAreasPageYaml {
      metaTitle
      description
      hero { eyebrow title intro }
      cities { heading intro }
      map { heading intro }
    }
    cities: allLocation(filter: { navGroup: { ne: "none" } }, sort: [{ order: ASC }, { city: ASC }]) {
      nodes { slug city state }
    }
    serviceAreaMap
  }
`
