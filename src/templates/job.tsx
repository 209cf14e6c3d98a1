import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { JobApplication } from "../components/job-application-form"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"
import { otherLanguageLink } from "../lib/i18n/hiring-paths"
import type { Lang } from "../lib/i18n/language"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const JobPage = staticRegion("job", () => import("../components/job-page/job-page").then((m) => m.JobPage))
const JobApplyIntro = staticRegion("job-apply-intro", () => import("../components/job-page/job-page").then((m) => m.ApplyIntro))
const JobApplyWays = staticRegion("job-apply", () => import("../components/job-page/job-page").then((m) => m.JobApplyWays))

/** A job's page context: its slug, its language (Spanish at /es/empleos/<slug>/) and its head. */
interface JobContext extends HeadContext {
  slug: string
  lang?: Lang
}

export default function JobTemplate({ data, pageContext }: PageProps<Queries.JobPageQuery, JobContext>) {
  const lang = pageContext.lang ?? "en"
  return (
    <>
      <JobPage data={data} lang={lang} otherLanguage={otherLanguageLink(pageContext.head.alternates, lang)} />
      {/* Hydrated: the applicant fills it in. Its code loads when they start (job-application.tsx). */}
      <JobApplication
        lang={lang}
        jobSlug={data.job!.slug}
        jobTitle={(lang === "es" && data.es?.title) || data.job!.title}
        intro={<JobApplyIntro lang={lang} />}
      />
      <JobApplyWays data={data} lang={lang} />
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

// $es: a Spanish page (gatsby/create-pages.ts) also reads the job's Spanish (content/jobs/es/<slug>.md).
export const query = graphql`
  query JobPage($slug: String!, $es: Boolean = false) {
    job(slug: { eq: $slug }) {
      slug
      title
      type
      board
      summary
      description
      validThrough(formatString: "YYYY-MM-DD")
      location { city region }
      schedule { days start end hoursPerWeek extras }
      requirements { liftPounds physical experienceYears driversLicense transportation backgroundCheck }
      payRange { min max per }
      html
    }
    es: jobEs(slug: { eq: $slug }) @include(if: $es) { title summary html }
    site { siteMetadata { now } }
  }
`
