import React from "react"
import * as styles from "./section.module.css"
import { KeepTogether } from "../keep-together"

export interface SectionHeaderProps {
  /** The heading's id, which the band names itself by. */
  headingId?: string
  heading?: React.ReactNode
  intro?: React.ReactNode
  centered?: boolean
}

/** A band's h2 and intro; text whose hyphenated words never break across lines. */
export function SectionHeader({ headingId, heading, intro, centered }: SectionHeaderProps) {
  return (
    <header className={`${styles.header} ${centered ? styles.centered : ""}`}>
      {heading && <h2 id={headingId}>{typeof heading === "string" ? <KeepTogether>{heading}</KeepTogether> : heading}</h2>}
      {intro && <p className={styles.intro}>{typeof intro === "string" ? <KeepTogether>{intro}</KeepTogether> : intro}</p>}
    </header>
  )
}
