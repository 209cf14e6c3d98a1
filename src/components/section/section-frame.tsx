import React from "react"
import * as styles from "./section.module.css"
import { BELOW_FOLD_ATTRIBUTE } from "../../lib/below-fold"

export interface SectionFrameProps {
  id?: string
  /** "alt" gives the band a tinted background to separate it from its neighbours. */
  tone?: "plain" | "alt" | "dark"
  narrow?: boolean
  children?: React.ReactNode
  /** The id of the band's heading, or (without one) its name for screen readers. */
  labelledBy?: string
  "aria-label"?: string
  /**
   * This band starts below the first screen at every width (2560x1440 included): the CSS of what is
   * rendered only from here on leaves the page's inlined CSS for a stylesheet at the end of <body>
   * (plugins/critical-css/critical-css.ts). Only the first such band of a page needs it.
   */
  belowFold?: boolean
}

/**
 * A full-width band with a centred, width-limited container, without the heading logic of `Section`: what a
 * band that React hydrates (a form, a carousel, a filtered list) needs in the page's first load; its heading,
 * if any, is a static region (section-header-region.ts).
 */
export function SectionFrame({ id, tone = "plain", narrow, belowFold, labelledBy, children, ...rest }: SectionFrameProps) {
  return (
    <section
      id={id}
      className={`${styles.section} ${styles[tone]}`}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : rest["aria-label"]}
      {...(belowFold ? { [BELOW_FOLD_ATTRIBUTE]: "" } : {})}
    >
      <div className={`${styles.container} ${narrow ? styles.narrow : ""}`}>{children}</div>
    </section>
  )
}
