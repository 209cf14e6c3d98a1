import React from "react"
import FileText from "lucide-react/icons/file-text"
import MessageSquare from "lucide-react/icons/message-square"
import Phone from "lucide-react/icons/phone"
import { smsHref, telHref } from "../../lib/contact-links"
import type { Lang } from "../../lib/i18n/language"
import { uiText } from "../../lib/i18n/ui-text"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"
import * as styles from "./floating-actions.module.css"

/**
 * Get a Quote, Text Us and Call Now, always in reach: a bottom bar on phones and tablets (the layout
 * pads the page's end by its height), a rail in the right-hand margin from 1280 px. Placement is CSS
 * only; the browser suite (every-page and tablet-and-wide tests) proves it covers nothing.
 */
export function FloatingActions({ lang = "en" }: { lang?: Lang }) {
  const text = uiText(lang).quickActions
  return (
    <aside className={styles.bar} aria-label={text.label}>
      <ButtonLink to={routes.quote} size="sm" icon={<FileText size={16} />} className={styles.action}>
        {text.quote}
      </ButtonLink>
      <ButtonLink to={smsHref()} size="sm" variant="secondary" icon={<MessageSquare size={16} />} className={styles.action}>
        {text.text}
      </ButtonLink>
      <ButtonLink to={telHref()} size="sm" variant="secondary" icon={<Phone size={16} />} className={styles.action}>
        {text.call}
      </ButtonLink>
    </aside>
  )
}
