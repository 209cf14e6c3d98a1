import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Accordion } from "../components/accordion"
import { CtaBandRegion } from "../components/cta-band/cta-band-region"
import { KeepTogether } from "../components/keep-together"
import { heroProps } from "../lib/hero-props"
import { PageHeroRegion } from "../components/page-hero/page-hero-region"
import { SectionFrame } from "../components/section/section-frame"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"
import * as styles from "../components/company/company.module.css"

type Data = Queries.FaqPageQuery

// Markup only: kept as the server rendered it on the landing page (src/components/static-region). The
// questions open and close: React hydrates the accordion.
const FaqAside = staticRegion("faq-aside", () => import("../components/faq-page/faq-aside").then((m) => m.FaqAside))

export default function FaqPage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <PageHeroRegion {...heroProps(page.hero)} />
      <SectionFrame id="questions" aria-label="Questions and answers">
        <div className={styles.split}>
          <Accordion
            headingLevel={2}
            items={data.faqs.nodes.map((faq) => ({ title: faq.q, content: <p><KeepTogether>{faq.a}</KeepTogether></p> }))}
          />
          <FaqAside heading={page.aside.heading} text={page.aside.text} />
        </div>
      </SectionFrame>
      <CtaBandRegion />
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
