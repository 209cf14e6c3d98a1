import React from "react"
import * as styles from "./section.module.css"
import { KeepTogether } from "../keep-together"

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
}

/** A full-width band with a centred, width-limited container and an optional h2 heading. */
export function Section({ id, heading, intro, tone = "plain", narrow, centered, children, ...rest }: SectionProps) {
  const headingId = id && heading ? `${id}-heading` : undefined
  return (
    <section
      id={id}
      className={`${styles.section} ${styles[tone]}`}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : rest["aria-label"]}
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
