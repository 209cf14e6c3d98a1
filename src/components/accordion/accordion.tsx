import React, { useId } from "react"
import ChevronDown from "lucide-react/icons/chevron-down"
import * as styles from "./accordion.module.css"
import { KeepTogether } from "../keep-together"

export interface AccordionItem {
  title: string
  content: React.ReactNode
}

interface AccordionProps {
  items: AccordionItem[]
  /** The heading level of each question, so the outline stays correct. */
  headingLevel?: 2 | 3 | 4
}

/**
 * Single-open list of questions: opening one closes the other; a second tap collapses it.
 *
 * Each item is a `<details>` whose `<summary>` holds the question's heading, and the items share a `name`: the
 * platform opens them (tap, Enter, Space), keeps one open at a time (Chromium 120+, Safari 17.2+, Firefox
 * 130+), and tells screen readers a disclosure named by the question and whether it is expanded, before
 * hydration and with JavaScript off alike. React never sets `open`, so hydration changes nothing the visitor
 * opened (no flicker, no second tap); it only closes the others in a browser that does not group by name.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const name = useId()
  const Heading = `h${headingLevel}` as const

  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.title} name={name} className={styles.item}>
          <summary className={headingLevel === 2 ? `${styles.button} ${styles.level2}` : styles.button}>
            <Heading className={styles.heading}><KeepTogether>{item.title}</KeepTogether></Heading>
            <ChevronDown size={20} aria-hidden="true" className={styles.icon} />
          </summary>
          <div className={styles.panel}>{item.content}</div>
        </details>
      ))}
    </div>
  )
}
