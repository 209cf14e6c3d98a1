import React from "react"
import { Link } from "gatsby"
import { companyLinksIn, headerLinksIn, normalizePath, useSiteLinks } from "../../hooks/use-site-links"
import type { Lang } from "../../lib/i18n/language"
import { uiText } from "../../lib/i18n/ui-text"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"
import { MobileMenu } from "../mobile-menu"
import { NavDropdown } from "../nav-dropdown"
import { staticRegion } from "../static-region"
import * as styles from "./site-header.module.css"

// Markup only, kept as the server rendered it (src/components/static-region); the header itself stays, so
// React never renders these again after the first page (the logo's link keeps its aria-current up to date).
const HeaderTopbar = staticRegion("topbar", () => import("./header-topbar").then((m) => m.HeaderTopbar), { layout: true })
const Logo = staticRegion("logo", () => import("../logo/logo").then((m) => m.Logo), { layout: true })

/**
 * The sticky header on every page: contact bar, logo, and the navigation, which is the phone menu below
 * 75rem and the bar with its dropdowns above (one set of links for both: src/components/mobile-menu).
 */
export function SiteHeader({ pathname, lang = "en" }: { pathname: string; lang?: Lang }) {
  const current = normalizePath(pathname)
  const { nav } = uiText(lang)
  const { navServices, locationGroups } = useSiteLinks()
  const isCurrent = (to: string) => (to === current ? "page" : undefined)

  return (
    <header className={styles.header}>
      <HeaderTopbar key={lang} lang={lang} />
      <div className={styles.bar}>
        <div className={styles.inner}>
          <Logo currentPath={pathname} />
          <MobileMenu lang={lang}>
            <nav aria-label={nav.main} className={styles.nav}>
              <ul className={styles.links}>
                <li>
                  <Link to={routes.home} className={styles.link} aria-current={isCurrent(routes.home)}>{nav.home}</Link>
                </li>
                <NavDropdown
                  label={nav.services}
                  groups={[{ links: navServices }]}
                  active={current.startsWith("/services/")}
                  currentPath={current}
                />
                <NavDropdown
                  label={nav.locations}
                  groups={locationGroups}
                  active={current.startsWith("/locations/")}
                  currentPath={current}
                  wide
                />
                {headerLinksIn(lang).map((link) => (
                  <li key={link.to} className={styles.barOnly}>
                    <Link to={link.to} className={styles.link} aria-current={isCurrent(link.to)}>{link.label}</Link>
                  </li>
                ))}
                {/* The phone menu's third group; on the bar these links stand on their own (above). */}
                <NavDropdown
                  label={nav.company}
                  groups={[{ links: [...companyLinksIn(lang), { label: nav.faq, to: routes.faq }] }]}
                  currentPath={current}
                  className={styles.phoneOnly}
                />
              </ul>
            </nav>
          </MobileMenu>
          <ButtonLink to={routes.quote} className={styles.cta}>{nav.getFreeQuote}</ButtonLink>
        </div>
      </div>
    </header>
  )
}
