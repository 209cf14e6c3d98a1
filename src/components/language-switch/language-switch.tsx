import React from "react"
import { Link } from "gatsby"
import Languages from "lucide-react/icons/languages"
import type { LanguageLink } from "../../lib/i18n/hiring-paths"
import * as styles from "./language-switch.module.css"

interface LanguageSwitchProps {
  to: LanguageLink
  /** The navigation's name, in the page's language. */
  label: string
  /** The page's eyebrow: the switch sits at the end of its row, so it takes no band of its own. */
  children?: React.ReactNode
}

/**
 * The link to the same page in the other language (the same job, the same list), written in that language:
 * "Español" on the English page, "English" on the Spanish one, on the row of the page's eyebrow. Markup only
 * (it sits in the pages' static regions).
 */
export function LanguageSwitch({ to, label, children }: LanguageSwitchProps) {
  return (
    <div className={styles.row}>
      {children}
      <nav aria-label={label} className={styles.nav}>
        <Link to={to.path} hrefLang={to.hreflang} lang={to.lang} className={styles.link}>
          <Languages size={16} aria-hidden="true" /> {to.text}
        </Link>
      </nav>
    </div>
  )
}
