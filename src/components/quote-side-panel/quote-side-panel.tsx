import React from "react"
import CircleCheckBig from "lucide-react/icons/circle-check-big"
import Clock from "lucide-react/icons/clock"
import Mail from "lucide-react/icons/mail"
import Phone from "lucide-react/icons/phone"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import * as styles from "./quote-side-panel.module.css"
import { KeepTogether } from "../keep-together"

export interface QuotePoint {
  title: string
  text?: string | null
}

interface HeadingText {
  heading: string
  text: string
}

interface QuoteSidePanelProps {
  contact: HeadingText
  response: HeadingText
  whyChooseUs: { heading: string; items: readonly QuotePoint[] }
  /** Shown first in the panel (the quote page's "How it works"). */
  children?: React.ReactNode
}

/**
 * Beside the quote form: "Why Choose Us", then the call and e-mail links with the 24-hour response
 * promise. On wide screens that contact card is sticky, so it stays in view beside the whole form.
 */
export function QuoteSidePanel({ contact, response, whyChooseUs, children }: QuoteSidePanelProps) {
  return (
    <aside className={styles.panel} aria-label="Contact and why choose us">
      {children}
      <section className={styles.card} aria-labelledby="quote-why-heading">
        <h2 id="quote-why-heading" className={styles.heading}>{whyChooseUs.heading}</h2>
        <ul className={styles.points}>
          {whyChooseUs.items.map((point) => (
            <li key={point.title} className={styles.point}>
              <CircleCheckBig size={20} aria-hidden="true" className={styles.pointIcon} />
              <span>
                <strong className={styles.pointTitle}><KeepTogether>{point.title}</KeepTogether></strong>
                {point.text && <span className={styles.pointText}><KeepTogether>{point.text}</KeepTogether></span>}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${styles.card} ${styles.contact} ${styles.sticky}`} aria-labelledby="quote-talk-heading">
        <h2 id="quote-talk-heading" className={styles.heading}>{contact.heading}</h2>
        <p className={styles.text}><KeepTogether>{contact.text}</KeepTogether></p>
        <ul className={styles.contactList}>
          <li>
            <a href={telHref()} className={styles.contactLink}>
              <span className={styles.contactIcon} aria-hidden="true"><Phone size={20} /></span>
              <span>
                <span className={styles.contactLabel}>Call us 24/7</span>
                <span className={styles.contactValue}>{site.phoneDisplay}</span>
              </span>
            </a>
          </li>
          <li>
            <a href={mailtoHref({ subject: "Quote request" })} className={styles.contactLink}>
              <span className={styles.contactIcon} aria-hidden="true"><Mail size={20} /></span>
              <span>
                <span className={styles.contactLabel}>E-mail us</span>
                <span className={styles.contactValue}>{site.email}</span>
              </span>
            </a>
          </li>
        </ul>
        <div className={styles.response}>
          <Clock size={20} aria-hidden="true" className={styles.responseIcon} />
          <div>
            <h3 className={styles.responseHeading}>{response.heading}</h3>
            <p className={styles.responseText}><KeepTogether>{response.text}</KeepTogether></p>
          </div>
        </div>
      </section>

    </aside>
  )
}
