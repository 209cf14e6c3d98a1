import React from "react"
import Mail from "lucide-react/icons/mail"
import Phone from "lucide-react/icons/phone"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import type { Lang } from "../../lib/i18n/language"
import { ButtonLink } from "../button"
import * as styles from "./no-open-roles.module.css"
import { hiringText } from "../../lib/i18n/hiring-text"

interface NoOpenRolesProps {
  /** The e-mail's subject, as the page's own application links use it. */
  subject: string
  lang?: Lang
}

/** Shown where the role cards go when every posting has expired: the page still leads to the office. */
export function NoOpenRoles({ subject, lang = "en" }: NoOpenRolesProps) {
  const text = hiringText(lang)
  return (
    <div className={styles.box}>
      <p className={styles.heading}>{text.noOpenRoles}</p>
      <p className={styles.text}>{text.noOpenRolesText(site.phoneDisplay, site.email)}</p>
      <div className={styles.actions}>
        <ButtonLink to={telHref()} size="sm" icon={<Phone size={16} />}>{text.callNumber(site.phoneDisplay)}</ButtonLink>
        <ButtonLink to={mailtoHref({ subject })} size="sm" variant="secondary" icon={<Mail size={16} />}>
          {text.emailAddress(site.email)}
        </ButtonLink>
      </div>
    </div>
  )
}
