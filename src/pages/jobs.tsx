import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const JobsPageBody = staticRegion("jobs", () => import("../components/jobs-page/jobs-page").then((m) => m.JobsPageBody))

export default function JobsPage({ data }: PageProps<Queries.JobsPageQuery>) {
  return <JobsPageBody data={data} />
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query JobsPage {
    page: jobsPageYaml {
      metaTitle
      description
      hero { eyebrow title intro }
      roles { heading intro }
      general { heading text }
    }
    roles: allJob(filter: { board: { eq: jobs } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes { slug title type summary validThrough(formatString: "YYYY-MM-DD") location { city region } pay payRange { min max per } }
    }
    site { siteMetadata { now } }
  }
`
