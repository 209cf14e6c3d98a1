import React from "react"
import Clock from "lucide-react/icons/clock"
import Mail from "lucide-react/icons/mail"
import MapPin from "lucide-react/icons/map-pin"
import MessageSquareText from "lucide-react/icons/message-square-text"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../button"
import { heroProps } from "../../lib/hero-props"
import { PageHero } from "../page-hero"
import { site } from "../../config/site"
import { mailtoHref, smsHref, telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import * as styles from "../company/company.module.css"

/** The markup-only parts of the contact page (src/pages/contact.tsx), rendered as static regions around its form. */
type Page = NonNullable<Queries.ContactPageQuery["page"]>

export function ContactHero({ page }: { page: Page }) {
  return (
    <PageHero
      {...heroProps(page.hero)}
      actions={
        <>
          <ButtonLink to={telHref()} size="lg" icon={<Phone size={18} />}>Call {site.phoneDisplay}</ButtonLink>
          <ButtonLink to={smsHref()} variant="secondary" size="lg" icon={<MessageSquareText size={18} />}>Text Us</ButtonLink>
          <ButtonLink to={mailtoHref()} variant="secondary" size="lg" icon={<Mail size={18} />}>E-mail Us</ButtonLink>
        </>
      }
    />
  )
}

export function ContactDetails({ page }: { page: Page }) {
  const { address } = site
  return (
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
  )
}
