import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
// Same order as the FAQ page (accordion styles before contact channels), so the CSS bundle has one order.
import { ContentSections } from "../components/content-sections"
import { ContactChannels } from "../components/contact-channels"
import { CtaBand } from "../components/cta-band"
import { PageHero } from "../components/page-hero"
import { Section } from "../components/section"
import { HeadTags, type HeadContext } from "../components/seo"
import * as styles from "../components/company/company.module.css"

type Data = Queries.AccessibilityPageQuery

export default function AccessibilityPage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? undefined} title={page.hero.title} intro={page.hero.intro} />
      <ContentSections sections={page.sections} narrow />
      <Section id="report" heading={page.report.heading} intro={page.report.text} tone={page.sections.length % 2 ? "alt" : "plain"} narrow>
        <div className={styles.channels}>
          <ContactChannels />
        </div>
      </Section>
      <CtaBand belowFold />
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
