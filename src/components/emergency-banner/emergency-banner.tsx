import React from "react"
import { Link } from "gatsby"
import ArrowRight from "lucide-react/icons/arrow-right"
import Siren from "lucide-react/icons/siren"
import { pagePath } from "../../lib/routes"
import * as styles from "./emergency-banner.module.css"

interface EmergencyBannerProps {
  title: string
  text: string
  links: readonly { label: string; to: string }[]
}

/** A strip under the home hero pointing to the disinfection and outbreak-response pages. */
export function EmergencyBanner({ title, text, links }: EmergencyBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="emergency-banner-heading">
      <div className={styles.inner}>
        <Siren size={28} aria-hidden="true" className={styles.icon} />
        <div className={styles.copy}>
          <h2 id="emergency-banner-heading" className={styles.title}>{title}</h2>
          <p className={styles.text}>{text}</p>
        </div>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={pagePath(link.to)} className={styles.link}>
                {link.label} <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
