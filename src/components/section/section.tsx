import React from "react"
import * as styles from "./section.module.css"
import { SectionFrame, type SectionFrameProps } from "./section-frame"
import { SectionHeader } from "./section-header"

interface SectionProps extends Omit<SectionFrameProps, "labelledBy"> {
  heading?: React.ReactNode
  intro?: React.ReactNode
  centered?: boolean
}

/** A full-width band with a centred, width-limited container and an optional h2 heading. */
export function Section({ id, heading, intro, centered, children, ...frame }: SectionProps) {
  const headingId = id && heading ? `${id}-heading` : undefined
  return (
    <SectionFrame id={id} labelledBy={headingId} {...frame}>
      {(heading || intro) && <SectionHeader headingId={headingId} heading={heading} intro={intro} centered={centered} />}
      {children}
    </SectionFrame>
  )
}

/** The width-limited container on its own, for bands that draw their own background. */
export function Container({ children, narrow }: { children: React.ReactNode; narrow?: boolean }) {
  return <div className={`${styles.container} ${narrow ? styles.narrow : ""}`}>{children}</div>
}
