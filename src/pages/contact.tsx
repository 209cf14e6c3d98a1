import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContactForm } from "../components/contact-form"
import { SectionFrame } from "../components/section/section-frame"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"
import * as styles from "../components/company/company.module.css"

type Data = Queries.ContactPageQuery

// Markup only: kept as the server rendered it on the landing page (src/components/static-region). The
// message form is React's.
const loadParts = () => import("../components/contact-page/contact-page")
const ContactHero = staticRegion("contact-hero", () => loadParts().then((m) => m.ContactHero))
const ContactDetails = staticRegion("contact-details", () => loadParts().then((m) => m.ContactDetails))

export default function ContactPage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <ContactHero page={page} />
      <SectionFrame id="message" aria-label="Message us">
        <div className={`${styles.split} ${styles.splitWide}`}>
          <div>
            <h2>{page.form.heading}</h2>
            {page.form.intro && <p className={styles.asideText}>{page.form.intro}</p>}
            <ContactForm />
          </div>
          <ContactDetails page={page} />
        </div>
      </SectionFrame>
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query ContactPage {
    page: contactPageYaml {
      metaTitle
      description
      hero { eyebrow title intro }
      form { heading intro }
      aside { heading text }
    }
  }
`
