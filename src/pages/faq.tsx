import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CtaBandRegion } from "../components/cta-band/cta-band-region"
import { heroProps } from "../lib/hero-props"
import { PageHeroRegion } from "../components/page-hero/page-hero-region"
import { SectionFrame } from "../components/section/section-frame"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"
import * as styles from "../components/company/company.module.css"

type Data = Queries.FaqPageQuery

// Markup only: kept as the server rendered it on the landing page (src/components/static-region). The
// questions are <details>, opened by the platform, so they are markup too.
const FaqList = staticRegion("faq-list", () => import("../components/faq-page/faq-aside").then((m) => m.FaqList))
const FaqAside = staticRegion("faq-aside", () => import("../components/faq-page/faq-aside").then((m) => m.FaqAside))

export default function FaqPage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <PageHeroRegion {...heroProps(page.hero)} />
      <SectionFrame id="questions" aria-label="Questions and answers">
        <div className={styles.split}>
          <FaqList faqs={data.faqs.nodes} />
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
