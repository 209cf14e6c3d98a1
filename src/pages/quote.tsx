import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { PageHero } from "../components/page-hero"
import { QuoteForm } from "../components/quote-form"
import { QuoteSteps } from "../components/quote-page/quote-steps"
import { QuoteSidePanel } from "../components/quote-side-panel"
import { HeadTags, type HeadContext } from "../components/seo"
import * as styles from "../components/quote-page/quote-page.module.css"

/**
 * /quote: a short heading, then the form at once (above the fold on a laptop) and, beside it, how it
 * works, why choose us and how else to reach us.
 */
export default function QuotePage({ data }: PageProps<Queries.QuotePageQuery>) {
  const page = data.quotePageYaml!
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow ?? undefined}
        title={page.hero.title}
        intro={page.hero.intro}
        compact
      />
      <div className={styles.body}>
        <div className={styles.layout}>
          <div className={styles.form}>
            <QuoteForm heading={page.form.heading} intro={page.form.intro ?? undefined} />
          </div>
          <QuoteSidePanel contact={page.contact} response={page.response} whyChooseUs={page.whyChooseUs}>
            <QuoteSteps heading={page.steps.heading} steps={page.steps.items} />
          </QuoteSidePanel>
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
