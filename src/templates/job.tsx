import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { JobApplication } from "../components/job-application-form"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"
import * as articleStyles from "../components/article/article.module.css"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const loadJobPage = () => import("../components/job-page/job-page")
const JobPage = staticRegion("job", () => loadJobPage().then((m) => m.JobPage))
const JobOtherWays = staticRegion("job-other-ways", () => loadJobPage().then((m) => m.JobOtherWays))

export default function JobTemplate({ data }: PageProps<Queries.JobPageQuery>) {
  const job = data.job!
  return (
    <article className={articleStyles.article}>
      <JobPage data={data} />
      {/* Hydrated: the applicant fills it in. Its code loads when they start (job-application.tsx). */}
      <JobApplication lang="en" jobSlug={job.slug} jobTitle={job.title} />
      <JobOtherWays data={data} />
    </article>
  )
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
      html
    }
    site { siteMetadata { now } }
  }
`
