import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContentSections } from "../components/content-sections"
import { heroProps } from "../lib/hero-props"
import { DocumentClosingRegion } from "../components/document-page/document-closing-region"
import { PageHeroRegion } from "../components/page-hero/page-hero-region"
import { HeadTags, type HeadContext } from "../components/seo"

type Data = Queries.AccessibilityPageQuery

export default function AccessibilityPage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <PageHeroRegion {...heroProps(page.hero)} />
      <ContentSections sections={page.sections} narrow />
      <DocumentClosingRegion id="report" heading={page.report.heading} text={page.report.text} tone={page.sections.length % 2 ? "alt" : "plain"} />
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query AccessibilityPage {
    page: accessibilityPageYaml {
      metaTitle
      description
      hero { eyebrow title intro }
      sections { ...ContentSectionFields }
      report { heading text }
    }
  }
`
