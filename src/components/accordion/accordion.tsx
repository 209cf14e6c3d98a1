import React, { useId, useRef, useState } from "react"
import ChevronDown from "lucide-react/icons/chevron-down"
import * as styles from "./accordion.module.css"
import { KeepTogether } from "../keep-together"
import { useOpenedBeforeHydration } from "../../hooks/use-opened-before-hydration"

export interface AccordionItem {
  title: string
  content: React.ReactNode
}

interface AccordionProps {
  items: AccordionItem[]
  /** The heading level wrapping each question button, so the outline stays correct. */
  headingLevel?: 2 | 3 | 4
}

/** Single-open disclosure list: opening one item closes the other; a second click collapses it. */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const baseId = useId()
  const Heading = `h${headingLevel}` as const
  const root = useRef<HTMLDivElement>(null)
  useOpenedBeforeHydration(root, setOpenIndex)

  return (
    <div ref={root} className={styles.accordion}>
      {items.map((item, index) => {
        const open = openIndex === index
        const buttonId = `${baseId}-button-${index}`
        const panelId = `${baseId}-panel-${index}`
        return (
          <div key={item.title} className={`${styles.item} ${open ? styles.open : ""}`}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span><KeepTogether>{item.title}</KeepTogether></span>
                <ChevronDown size={20} aria-hidden="true" className={styles.icon} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
