import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"
import { otherLanguageLink } from "../lib/i18n/hiring-paths"
import type { Lang } from "../lib/i18n/language"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const CareersPageBody = staticRegion("careers", () => import("../components/careers-page/careers-page").then((m) => m.CareersPageBody))

/** /careers/, and /es/trabaja-con-nosotros/ (gatsby/create-pages.ts), whose context says `lang: "es"`. */
export default function CareersPage({ data, pageContext }: PageProps<Queries.CareersPageQuery, HeadContext & { lang?: Lang }>) {
  const lang = pageContext.lang ?? "en"
  return <CareersPageBody data={data} lang={lang} otherLanguage={otherLanguageLink(pageContext.head.alternates, lang)} />
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

// The copy in the page's language (content/pages/careers.yaml or content/pages/careers.es.yaml); $es adds the roles' Spanish.
export const query = graphql`
  query CareersPage($lang: String = "en", $es: Boolean = false) {
    page: careersPageYaml(lang: { eq: $lang }) {
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
      nodes {
        slug title type summary validThrough(formatString: "YYYY-MM-DD") location { city region } schedule { days start end hoursPerWeek extras } payRange { min max per }
        es @include(if: $es) { title summary }
      }
    }
    site { siteMetadata { now } }
  }
`
