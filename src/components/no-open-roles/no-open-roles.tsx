import React from "react"
import Mail from "lucide-react/icons/mail"
import Phone from "lucide-react/icons/phone"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import { ButtonLink } from "../button"
import * as styles from "./no-open-roles.module.css"

interface NoOpenRolesProps {
  /** The e-mail's subject, as the page's own application links use it. */
  subject: string
}

/** Shown where the role cards go when every posting has expired: the page still leads to the office. */
export function NoOpenRoles({ subject }: NoOpenRolesProps) {
  return (
    <div className={styles.box}>
      <p className={styles.heading}>There are no open roles right now.</p>
      <p className={styles.text}>
        We add crews often. Call us at {site.phoneDisplay} or e-mail {site.email} and we'll keep your details for the next opening.
      </p>
      <div className={styles.actions}>
        <ButtonLink to={telHref()} size="sm" icon={<Phone size={16} />}>Call {site.phoneDisplay}</ButtonLink>
        <ButtonLink to={mailtoHref({ subject })} size="sm" variant="secondary" icon={<Mail size={16} />}>
          E-mail {site.email}
        </ButtonLink>
      </div>
    </div>
  )
}
