import React from "react"
import BadgeCheck from "lucide-react/icons/badge-check"
import { site } from "../../config/site"
import * as styles from "./trust-card.module.css"

/** The company's promises as a compact card, for heroes without an illustration. */
export function TrustCard({ heading = "Why businesses choose us", count = 6 }: { heading?: string; count?: number }) {
  return (
    <aside className={styles.card} aria-label={heading}>
      <p className={styles.heading}>{heading}</p>
      <ul className={styles.list}>
        {site.claims.slice(0, count).map((claim) => (
          <li key={claim}>
            <BadgeCheck size={20} aria-hidden="true" className={styles.icon} />
            {claim}
          </li>
        ))}
      </ul>
    </aside>
  )
}
