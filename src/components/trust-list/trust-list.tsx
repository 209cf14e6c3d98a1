import React from "react"
import { Icon, type ContentIconField } from "../icon"
import * as styles from "./trust-list.module.css"

export interface TrustItem {
  title: string
  text?: string | null
  icon?: string | null
  /** The icon's drawing, resolved by the build from `icon` (GraphQL CopyItem.iconData). */
  iconData?: ContentIconField
}

/** The home page's six-item trust list: short claims with an icon each. */
export function TrustList({ heading, items }: { heading: string; items: readonly TrustItem[] }) {
  return (
    <section className={styles.band} aria-labelledby="trust-heading">
      <h2 id="trust-heading" className="visually-hidden">{heading}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <span className={styles.icon}><Icon icon={item.iconData} size={24} /></span>
            <span>
              <strong className={styles.title}>{item.title}</strong>
              {item.text && <span className={styles.text}>{item.text}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
