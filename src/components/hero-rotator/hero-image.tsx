import React from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import type { HeroSlide } from "./hero-rotator"
import * as styles from "./hero-rotator.module.css"

/**
 * One hero picture, inside its slide (the rotator's static region, see hero-rotator.tsx): the first is
 * the page's LCP image (eager, high priority), the others load lazily when their turn approaches.
 */
export function HeroImage({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <GatsbyImage
      image={slide.image}
      alt={slide.alt}
      className={styles.picture}
      loading={first ? "eager" : "lazy"}
      fetchpriority={first ? "high" : undefined}
    />
  )
}
