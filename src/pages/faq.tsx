import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Accordion } from "../components/accordion"
import { ButtonLink } from "../components/button"
import { ContactChannels } from "../components/contact-channels"
import { CtaBand } from "../components/cta-band"
import { PageHero } from "../components/page-hero"
import { Section } from "../components/section"
import { HeadTags, type HeadContext } from "../components/seo"
import { routes } from "../lib/routes"
import * as styles from "../components/company/company.module.css"
import { KeepTogether } from "../components/keep-together"

type Data = Queries.FaqPageQuery

export default function FaqPage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? undefined} title={page.hero.title} intro={page.hero.intro} />
      <Section id="questions" aria-label="Questions and answers">
        <div className={styles.split}>
          <Accordion
            headingLevel={2}
            items={data.faqs.nodes.map((faq) => ({ title: faq.q, content: <p><KeepTogether>{faq.a}</KeepTogether></p> }))}
          />
          <aside className={`${styles.aside} ${styles.sticky}`} aria-labelledby="faq-aside-heading">
            <h2 id="faq-aside-heading" className={styles.asideHeading}>{page.aside.heading}</h2>
            <p className={styles.asideText}>{page.aside.text}</p>
            <ContactChannels />
            <div className={styles.asideActions}>
              <ButtonLink to={routes.quote}>Get a Free Quote</ButtonLink>
            </div>
          </aside>
        </div>
      </Section>
      <CtaBand />
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query FaqPage {
    page: faqPageYaml {
      metaTitle
      description
      hero { eyebrow title intro }
      aside { heading text }
    }
    faqs: allFaqYaml { nodes { q a } }
  }
`
