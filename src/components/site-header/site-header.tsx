import React from "react"
import { Link } from "gatsby"
import Mail from "lucide-react/icons/mail"
import Phone from "lucide-react/icons/phone"
import { site } from "../../config/site"
import { companyLinks, normalizePath, useSiteLinks } from "../../hooks/use-site-links"
import { mailtoHref, telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"
import { Logo } from "../logo"
import { MobileMenu } from "../mobile-menu"
import { NavDropdown } from "../nav-dropdown"
import * as styles from "./site-header.module.css"

/** The sticky header on every page: contact bar, logo, main navigation and the mobile menu. */
export function SiteHeader({ pathname }: { pathname: string }) {
  const current = normalizePath(pathname)
  const { navServices, locationGroups } = useSiteLinks()
  const isCurrent = (to: string) => (to === current ? "page" : undefined)

  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={styles.inner}>
          <p className={styles.tagline}>{site.tagline}</p>
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
      <div className={styles.bar}>
        <div className={styles.inner}>
          <Logo />
          <nav aria-label="Main" className={styles.nav}>
            <ul className={styles.links}>
              <li>
                <Link to={routes.home} className={styles.link} aria-current={isCurrent(routes.home)}>Home</Link>
              </li>
              <NavDropdown
                label="Services"
                groups={[{ links: navServices }]}
                active={current.startsWith("/services/")}
                currentPath={current}
              />
              <NavDropdown
                label="Locations"
                groups={locationGroups}
                active={current.startsWith("/locations/")}
                currentPath={current}
                wide
              />
              {companyLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link} aria-current={isCurrent(link.to)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <ButtonLink to={routes.quote} className={styles.cta}>Get Free Quote</ButtonLink>
          <MobileMenu currentPath={current} services={navServices} locationGroups={locationGroups} />
        </div>
      </div>
    </header>
  )
}
