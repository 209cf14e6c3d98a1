import React from "react"
import { Link } from "gatsby"
import Languages from "lucide-react/icons/languages"
import type { LanguageLink } from "../../lib/i18n/hiring-paths"
import * as styles from "./language-switch.module.css"

/**
 * The link to the same page in the other language (the same job, the same list), written in that language:
 * "Español" on the English page, "English" on the Spanish one. Markup only (it sits in the pages' static regions).
 */
export function LanguageSwitch({ to, label }: { to: LanguageLink; label: string }) {
  return (
    <nav aria-label={label} className={styles.bar}>
      <Link to={to.path} hrefLang={to.hreflang} lang={to.lang} className={styles.link}>
        <Languages size={16} aria-hidden="true" /> {to.text}
      </Link>
    </nav>
  )
}
