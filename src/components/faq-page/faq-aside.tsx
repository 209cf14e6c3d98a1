import React from "react"
import { ButtonLink } from "../button"
import { ContactChannels } from "../contact-channels"
import { routes } from "../../lib/routes"
import * as styles from "../company/company.module.css"

/** The FAQ page's side box (src/pages/faq.tsx): other ways to ask. Markup only, a static region. */
export function FaqAside({ heading, text }: { heading: string; text: string }) {
  return (
    <aside className={`${styles.aside} ${styles.sticky}`} aria-labelledby="faq-aside-heading">
      <h2 id="faq-aside-heading" className={styles.asideHeading}>{heading}</h2>
      <p className={styles.asideText}>{text}</p>
      <ContactChannels />
      <div className={styles.asideActions}>
        <ButtonLink to={routes.quote}>Get a Free Quote</ButtonLink>
      </div>
    </aside>
  )
}

// The questions' region loads from this module too (src/pages/faq.tsx): one chunk for the page's markup.
export { FaqList } from "./faq-list"
