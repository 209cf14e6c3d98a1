import React from "react"
import { Link } from "gatsby"
import Clock from "lucide-react/icons/clock"
import Mail from "lucide-react/icons/mail"
import MapPin from "lucide-react/icons/map-pin"
import Phone from "lucide-react/icons/phone"
import ShieldCheck from "lucide-react/icons/shield-check"
import { STATE_NAMES, site } from "../../config/site"
import type { SiteLinks } from "../../hooks/use-site-links"
import { mailtoHref, telHref } from "../../lib/contact-links"
import type { Lang } from "../../lib/i18n/language"
import { uiText } from "../../lib/i18n/ui-text"
import { routes } from "../../lib/routes"
import { Logo } from "../logo"
import * as styles from "./site-footer.module.css"

const FOOTER_CITIES = ["tampa", "orlando", "naples"]

/**
 * The footer on every page: company, services, cities, contact, legal line. A static region of the layout
 * (src/components/layout): its links come as props, since a region uses no static query.
 */
export function SiteFooter({ links: { allServices, locationGroups }, lang = "en" }: { links: SiteLinks; lang?: Lang }) {
  const text = uiText(lang).footer
  const cities = locationGroups
    .flatMap((group) => group.links)
    .filter((link) => FOOTER_CITIES.some((slug) => link.to === routes.location(slug)))

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div>
          <Logo tone="light" />
          <p className={styles.blurb}>{text.blurb}</p>
          <p className={styles.based}><MapPin size={16} aria-hidden="true" /> {text.based}</p>
        </div>
        <nav aria-label={text.services}>
          <h2 className={styles.heading}>{text.services}</h2>
          <ul className={`${styles.list} ${styles.twoColumns}`}>
            {allServices.map((service) => (
              <li key={service.to}><Link to={service.to}>{service.label}</Link></li>
            ))}
          </ul>
        </nav>
        <nav aria-label={text.cities}>
          <h2 className={styles.heading}>{text.locations}</h2>
          <ul className={styles.list}>
            {cities.map((city) => (
              <li key={city.to}><Link to={city.to}>{city.label}</Link></li>
            ))}
            <li><Link to={routes.serviceAreas}>{text.allServiceAreas}</Link></li>
          </ul>
          <p className={styles.coverage}>
            {text.serving} {site.serviceStates.join(", ")}: {site.serviceStates.map((code) => text.stateNames[code] ?? STATE_NAMES[code]).join(", ")}.
          </p>
        </nav>
        <div>
          <h2 className={styles.heading}>{text.contact}</h2>
          <ul className={styles.list}>
            <li><a href={telHref()} className={styles.iconLink}><Phone size={16} aria-hidden="true" />{site.phoneDisplay}</a></li>
            <li><a href={mailtoHref()} className={styles.iconLink}><Mail size={16} aria-hidden="true" />{site.email}</a></li>
            <li className={styles.iconLink}><Clock size={16} aria-hidden="true" />{text.availability(site.openingHours)}</li>
          </ul>
        </div>
      </div>
      <div className={styles.legal}>
        <p>
          <ShieldCheck size={16} aria-hidden="true" className={styles.inlineIcon} />
          © {site.copyrightYear} {site.companyName}. {text.rights}
        </p>
        <ul className={styles.legalLinks}>
          <li><Link to={routes.faq}>{uiText(lang).nav.faq}</Link></li>
          <li><Link to={routes.quote}>{text.freeQuote}</Link></li>
          <li><Link to={routes.accessibility}>{text.accessibility}</Link></li>
          <li><Link to={lang === "es" ? routes.esPrivacy : routes.privacy}>{text.privacy}</Link></li>
        </ul>
      </div>
    </footer>
  )
}
