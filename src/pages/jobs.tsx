import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"
import { otherLanguageLink } from "../lib/i18n/hiring-paths"
import type { Lang } from "../lib/i18n/language"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const JobsPageBody = staticRegion("jobs", () => import("../components/jobs-page/jobs-page").then((m) => m.JobsPageBody))

/** /jobs/, and /es/empleos/ (gatsby/create-pages.ts), whose context says `lang: "es"`. */
export default function JobsPage({ data, pageContext }: PageProps<Queries.JobsPageQuery, HeadContext & { lang?: Lang }>) {
  const lang = pageContext.lang ?? "en"
  return <JobsPageBody data={data} lang={lang} otherLanguage={otherLanguageLink(pageContext.head.alternates, lang)} />
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

// The copy in the page's language (content/pages/jobs.yaml or content/pages/jobs.es.yaml); $es adds the roles' Spanish.
export const query = graphql`
  query JobsPage($lang: String = "en", $es: Boolean = false) {
    page: jobsPageYaml(lang: { eq: $lang }) {
      metaTitle
      description
      hero { eyebrow title intro }
      roles { heading intro }
      general { heading text }
    }
    roles: allJob(filter: { board: { eq: jobs } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes {
        slug title type summary validThrough(formatString: "YYYY-MM-DD") location { city region } schedule { days start end hoursPerWeek extras } payRange { min max per }
        es @include(if: $es) { title summary }
      }
    }
    site { siteMetadata { now } }
  }
`
