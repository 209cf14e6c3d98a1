import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContentSections } from "../components/content-sections"
import { heroProps } from "../lib/hero-props"
import { DocumentClosingRegion } from "../components/document-page/document-closing-region"
import { PageHeroRegion } from "../components/page-hero/page-hero-region"
import { HeadTags, type HeadContext } from "../components/seo"
import type { Lang } from "../lib/i18n/language"

type Data = Queries.PrivacyPageQuery

/**
 * /privacy: what the forms collect and keep (content/pages/privacy.yaml); requests go to the site's e-mail. Also
 * /es/privacidad/ (gatsby/create-pages.ts, `lang: "es"`): what it says about job applications, in Spanish.
 */
export default function PrivacyPage({ data, pageContext }: PageProps<Data, { lang?: Lang }>) {
  const page = data.page!
  const spanish = pageContext.lang === "es"
  return (
    <>
      <PageHeroRegion {...heroProps(page.hero)} intro={<p>{page.hero.intro}</p>} />
      <ContentSections sections={page.sections} narrow />
      <DocumentClosingRegion
        id="requests"
        heading={page.requests.heading}
        text={page.requests.text}
        tone={page.sections.length % 2 ? "alt" : "plain"}
        emailSubject={spanish ? "Solicitud de privacidad" : "Privacy request"}
        lang={pageContext.lang}
      />
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query PrivacyPage($lang: String = "en") {
    page: privacyPageYaml(lang: { eq: $lang }) {
      metaTitle
      description
      hero { eyebrow title intro }
      sections { ...ContentSectionFields }
      requests { heading text }
    }
  }
`
