import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import Clock from "lucide-react/icons/clock"
import Mail from "lucide-react/icons/mail"
import MapPin from "lucide-react/icons/map-pin"
import MessageSquareText from "lucide-react/icons/message-square-text"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../components/button"
import { ContactForm } from "../components/contact-form"
import { PageHero } from "../components/page-hero"
import { Section } from "../components/section"
import { HeadTags, type HeadContext } from "../components/seo"
import { site } from "../config/site"
import { mailtoHref, smsHref, telHref } from "../lib/contact-links"
import { routes } from "../lib/routes"
import * as styles from "../components/company/company.module.css"

type Data = Queries.ContactPageQuery

export default function ContactPage({ data }: PageProps<Data>) {
  const page = data.page!
  const { address } = site
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow ?? undefined}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={
          <>
            <ButtonLink to={telHref()} size="lg" icon={<Phone size={18} />}>Call {site.phoneDisplay}</ButtonLink>
            <ButtonLink to={smsHref()} variant="secondary" size="lg" icon={<MessageSquareText size={18} />}>Text Us</ButtonLink>
            <ButtonLink to={mailtoHref()} variant="secondary" size="lg" icon={<Mail size={18} />}>E-mail Us</ButtonLink>
          </>
        }
      />
      <Section id="message" aria-label="Message us">
        <div className={`${styles.split} ${styles.splitWide}`}>
          <div>
            <h2>{page.form.heading}</h2>
            {page.form.intro && <p className={styles.asideText}>{page.form.intro}</p>}
            <ContactForm />
          </div>
          <aside className={styles.aside} aria-labelledby="direct-contact-heading">
            <h2 id="direct-contact-heading" className={styles.asideHeading}>{page.aside.heading}</h2>
            <p className={styles.asideText}>{page.aside.text}</p>
            <dl className={styles.details}>
              <div>
                <dt><Phone size={20} aria-hidden="true" /><span className="visually-hidden">Phone</span></dt>
                <dd><span className={styles.detailLabel}>Call or text</span><a href={telHref()}>{site.phoneDisplay}</a></dd>
              </div>
              <div>
                <dt><Mail size={20} aria-hidden="true" /><span className="visually-hidden">E-mail</span></dt>
                <dd><span className={styles.detailLabel}>E-mail</span><a href={mailtoHref()}>{site.email}</a></dd>
              </div>
              <div>
                <dt><MapPin size={20} aria-hidden="true" /><span className="visually-hidden">Address</span></dt>
                <dd>
                  <span className={styles.detailLabel}>Office</span>
                  {site.legalName}<br />
                  {address.streetAddress}<br />
                  {address.locality}, {address.region} {address.postalCode}
                </dd>
              </div>
              <div>
                <dt><Clock size={20} aria-hidden="true" /><span className="visually-hidden">Hours</span></dt>
                <dd><span className={styles.detailLabel}>Hours</span>{site.availability}</dd>
              </div>
            </dl>
            <div className={styles.asideActions}>
              <ButtonLink to={routes.quote}>Request a Free Quote</ButtonLink>
            </div>
          </aside>
        </div>
      </Section>
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
