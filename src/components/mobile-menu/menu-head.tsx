import React from "react"
import { Link } from "gatsby"
import X from "lucide-react/icons/x"
import { site } from "../../config/site"
import { popoverTarget } from "../../hooks/use-popover"
import { smsHref, telHref } from "../../lib/contact-links"
import type { Lang } from "../../lib/i18n/language"
import { uiText } from "../../lib/i18n/ui-text"
import { routes } from "../../lib/routes"
import { buttonClass } from "../button"
import { MENU_ID } from "./menu-id"
import * as styles from "./mobile-menu.module.css"

/**
 * The top of the phone menu: its heading, its close button and the calls to action (hidden on the bar).
 * Markup only (a static region): the close button hides the popover without scripts, and MobileMenu takes
 * its click, and a link's, once the page is alive.
 */
export function MenuHead({ lang = "en" }: { lang?: Lang }) {
  const { nav, menu, tagline } = uiText(lang)
  return (
    <>
      <div className={styles.head}>
        <p className={styles.title}>{tagline ?? site.tagline}</p>
        <button type="button" className={styles.close} {...popoverTarget(MENU_ID, "hide")}>
          <X size={24} aria-hidden="true" />
          <span className="visually-hidden">{menu.close}</span>
        </button>
      </div>
      <div className={styles.actions}>
        <Link to={routes.quote} className={buttonClass("primary", "lg", styles.quote)}>{nav.getFreeQuote}</Link>
        <a href={smsHref()} className={buttonClass("secondary")}>{menu.text}</a>
        <a href={telHref()} className={buttonClass("secondary")}>{menu.call}</a>
      </div>
    </>
  )
}
