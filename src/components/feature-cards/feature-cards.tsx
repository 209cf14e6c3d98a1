import React from "react"
import { Link } from "gatsby"
import ArrowRight from "lucide-react/icons/arrow-right"
import { gridColumnStyle } from "../../lib/grid-columns"
import { Icon, type ContentIconField } from "../icon"
import * as styles from "./feature-cards.module.css"
import { KeepTogether } from "../keep-together"

export interface FeatureItem {
  title: string
  text?: string | null
  icon?: string | null
  /** The icon's drawing, resolved by the build from `icon` (GraphQL CopyItem.iconData). */
  iconData?: ContentIconField
}

interface FeatureCardsProps {
  items: readonly FeatureItem[]
  /** Every card links here (e.g. /quote), with this label. */
  link?: { to: string; label: string }
  columns?: 2 | 3 | 4
  /** "plain" cards on tinted bands, "tinted" on white ones, "stat" for big fact cards, "dark" on navy bands. */
  variant?: "plain" | "tinted" | "stat" | "dark"
  headingLevel?: 2 | 3
}

/** A grid of cards with an icon, a title and a sentence: specialties, values, facts, benefits. */
export function FeatureCards({ items, link, columns = 3, variant = "plain", headingLevel = 3 }: FeatureCardsProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className={styles.grid} style={gridColumnStyle(items.length, { tablet: 2, desktop: columns }) as React.CSSProperties}>
      {items.map((item) => (
        <li key={item.title} className={`${styles.card} ${styles[variant]} ${item.icon ? styles.withIcon : ""}`}>
          {item.icon && (
            <span className={styles.icon}>
              <Icon icon={item.iconData} size={variant === "stat" ? 26 : 24} />
            </span>
          )}
          <Heading className={styles.title}><KeepTogether>{item.title}</KeepTogether></Heading>
          {item.text && <p className={styles.text}><KeepTogether>{item.text}</KeepTogether></p>}
          {link && (
            <Link to={link.to} className={styles.link}>
              {link.label}<span className="visually-hidden"> for {item.title}</span>
              <ArrowRight size={16} aria-hidden="true" />
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
