import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { heroProps } from "../lib/hero-props"
import { PageHeroRegion } from "../components/page-hero/page-hero-region"
import { QuoteForm } from "../components/quote-form"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"
import * as styles from "../components/quote-page/quote-page.module.css"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const QuoteAside = staticRegion("quote-aside", () => import("../components/quote-page/quote-aside").then((m) => m.QuoteAside))

/**
 * /quote: a short heading, then the form at once (above the fold on a laptop) and, beside it, how it
 * works, why choose us and how else to reach us.
 */
export default function QuotePage({ data }: PageProps<Queries.QuotePageQuery>) {
  const page = data.quotePageYaml!
  return (
    <>
      <PageHeroRegion
        {...heroProps(page.hero)}
        compact
      />
      <div className={styles.body}>
        <div className={styles.layout}>
          <div className={styles.form}>
            <QuoteForm heading={page.form.heading} intro={page.form.intro ?? undefined} />
          </div>
          <QuoteAside page={page} />
        </div>
      </div>
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query QuotePage {
    quotePageYaml {
      metaTitle
      description
      hero {
        eyebrow
        title
        intro
      }
      steps {
        heading
        items {
          title
          text
        }
      }
      form {
        heading
        intro
      }
      contact {
        heading
        text
      }
      response {
        heading
        text
      }
      whyChooseUs {
        heading
        items {
          title
          text
        }
      }
    }
  }
`
