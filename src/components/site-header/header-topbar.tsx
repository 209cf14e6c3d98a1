import React from "react"
import Mail from "lucide-react/icons/mail"
import Phone from "lucide-react/icons/phone"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import type { Lang } from "../../lib/i18n/language"
import { uiText } from "../../lib/i18n/ui-text"
import * as styles from "./site-header.module.css"

/** The header's contact bar: the tagline, the phone number and the e-mail address. Markup only. */
export function HeaderTopbar({ lang = "en" }: { lang?: Lang }) {
  return (
    <div className={styles.topbar}>
      <div className={styles.inner}>
        <p className={styles.tagline}>{uiText(lang).tagline ?? site.tagline}</p>
        <div className={styles.contacts}>
          <a href={telHref()} className={styles.contact}>
            <Phone size={15} aria-hidden="true" />
            <span>{site.phoneDisplay}</span>
          </a>
          <a href={mailtoHref()} className={styles.contact}>
            <Mail size={15} aria-hidden="true" />
            <span>{site.email}</span>
          </a>
        </div>
      </div>
    </div>
  )
}
