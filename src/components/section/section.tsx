import React from "react"
import * as styles from "./section.module.css"
import { KeepTogether } from "../keep-together"
import { BELOW_FOLD_ATTRIBUTE } from "../../lib/below-fold"

interface SectionProps {
  id?: string
  heading?: React.ReactNode
  intro?: React.ReactNode
  /** "alt" gives the band a tinted background to separate it from its neighbours. */
  tone?: "plain" | "alt" | "dark"
  narrow?: boolean
  centered?: boolean
  children?: React.ReactNode
  "aria-label"?: string
  /**
   * This band starts below the first screen at every width (2560x1440 included): the CSS of what is
   * rendered only from here on leaves the page's inlined CSS for a stylesheet at the end of <body>
   * (gatsby/lib/critical-css.ts). Only the first such band of a page needs it.
   */
  belowFold?: boolean
}

/** A full-width band with a centred, width-limited container and an optional h2 heading. */
export function Section({ id, heading, intro, tone = "plain", narrow, centered, belowFold, children, ...rest }: SectionProps) {
  const headingId = id && heading ? `${id}-heading` : undefined
  return (
    <section
      id={id}
      className={`${styles.section} ${styles[tone]}`}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : rest["aria-label"]}
      {...(belowFold ? { [BELOW_FOLD_ATTRIBUTE]: "" } : {})}
    >
      <div className={`${styles.container} ${narrow ? styles.narrow : ""}`}>
        {(heading || intro) && (
          <header className={`${styles.header} ${centered ? styles.centered : ""}`}>
            {heading && <h2 id={headingId}>{typeof heading === "string" ? <KeepTogether>{heading}</KeepTogether> : heading}</h2>}
            {intro && <p className={styles.intro}>{typeof intro === "string" ? <KeepTogether>{intro}</KeepTogether> : intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  )
}

/** The width-limited container on its own, for bands that draw their own background. */
export function Container({ children, narrow }: { children: React.ReactNode; narrow?: boolean }) {
  return <div className={`${styles.container} ${narrow ? styles.narrow : ""}`}>{children}</div>
}
