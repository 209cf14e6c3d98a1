import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
// Same order as the accessibility page (content sections before contact channels), so the CSS bundle has one order.
import { ContentSections } from "../components/content-sections"
import { ContactChannels } from "../components/contact-channels"
import { CtaBand } from "../components/cta-band"
import { PageHero } from "../components/page-hero"
import { Section } from "../components/section"
import { HeadTags, type HeadContext } from "../components/seo"
import { site } from "../config/site"
import { mailtoHref } from "../lib/contact-links"
import * as styles from "../components/company/company.module.css"

type Data = Queries.PrivacyPageQuery

/** /privacy: what the forms collect and keep (content/pages/privacy.yaml); requests go to the site's e-mail. */
export default function PrivacyPage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? undefined} title={page.hero.title} intro={<p>{page.hero.intro}</p>} />
      <ContentSections sections={page.sections} narrow />
      <Section id="requests" heading={page.requests.heading} intro={page.requests.text} tone={page.sections.length % 2 ? "alt" : "plain"} narrow>
        <p className={styles.paragraphs}>
          E-mail <a href={mailtoHref({ subject: "Privacy request" })}>{site.email}</a> with the subject "Privacy request".
        </p>
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
  query PrivacyPage {
    page: privacyPageYaml {
      metaTitle
      description
      hero { eyebrow title intro }
      sections { ...ContentSectionFields }
      requests { heading text }
    }
  }
`
