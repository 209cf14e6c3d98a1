import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const CareersPageBody = staticRegion("careers", () => import("../components/careers-page/careers-page").then((m) => m.CareersPageBody))

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  return <CareersPageBody data={data} />
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query CareersPage {
    page: careersPageYaml {
      metaTitle
      description
      hero {
        eyebrow
        title
        intro
        imageAlt
        image { ...HeroImage }
      }
      roles { heading intro perks }
      benefits { heading intro items { title text icon iconData } }
      more { heading text }
    }
    roles: allJob(filter: { board: { eq: careers } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes { slug title type summary validThrough(formatString: "YYYY-MM-DD") location { city region } pay payRange { min max per } }
    }
    site { siteMetadata { now } }
  }
`
