import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const JobPage = staticRegion("job", () => import("../components/job-page/job-page").then((m) => m.JobPage))

export default function JobTemplate({ data }: PageProps<Queries.JobPageQuery>) {
  return <JobPage data={data} />
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query JobPage($slug: String!) {
    job(slug: { eq: $slug }) {
      slug
      title
      type
      board
      summary
      description
      validThrough(formatString: "YYYY-MM-DD")
      validUntil: validThrough(formatString: "MMMM D, YYYY")
      location { city region }
      schedule
      pay
      payRange { min max per }
      html
    }
    site { siteMetadata { now } }
  }
`
