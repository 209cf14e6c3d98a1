import React from "react"
import { FileText, MessageSquare, Phone } from "lucide-react"
import { smsHref, telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"
import * as styles from "./floating-actions.module.css"

/**
 * Get a Quote, Text Us and Call Now, always in reach. The layout reserves room
 * under the footer for it, so it never covers the last links or a form's button.
 */
export function FloatingActions() {
  return (
    <aside className={styles.bar} aria-label="Quick contact">
      <ButtonLink to={routes.quote} size="sm" icon={<FileText size={16} />} className={styles.action}>
        Get a Quote
      </ButtonLink>
      <ButtonLink to={smsHref()} size="sm" variant="secondary" icon={<MessageSquare size={16} />} className={styles.action}>
        Text Us
      </ButtonLink>
      <ButtonLink to={telHref()} size="sm" variant="secondary" icon={<Phone size={16} />} className={styles.action}>
        Call Now
      </ButtonLink>
    </aside>
  )
}
