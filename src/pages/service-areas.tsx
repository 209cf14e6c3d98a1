import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const ServiceAreasPageBody = staticRegion("service-areas", () => import("../components/service-areas-page/service-areas-page").then((m) => m.ServiceAreasPageBody))

export default function ServiceAreasPage({ data }: PageProps<Queries.ServiceAreasPageQuery>) {
  return <ServiceAreasPageBody data={data} />
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
    }
    cities: allLocation(filter: { navGroup: { ne: "none" } }, sort: [{ order: ASC }, { city: ASC }]) {
      nodes { slug city state }
    }
  }
`
