import React, { useEffect, useState } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import Pause from "lucide-react/icons/pause"
import Play from "lucide-react/icons/play"
import { useReducedMotion } from "../../hooks/use-reduced-motion"
import { staticRegion } from "../static-region"
import { HERO_INTERVAL_MS } from "./hero-timing"
import * as styles from "./hero-rotator.module.css"

// Each slide's picture is markup only: the server's first picture is kept as it is, and the image code
// loads only when a later slide is staged. The slide box around it (its class says which is showing) is React's.
const HeroImage = staticRegion("slide", () => import("./hero-image").then((m) => m.HeroImage))

export { HERO_INTERVAL_MS }

export interface HeroSlide {
  image: IGatsbyImageData
  alt: string
}

export interface HeroRotatorProps {
  slides: readonly HeroSlide[]
  interval?: number
  /** The hero's copy, drawn over the images. */
  children: React.ReactNode
  /**
   * The first picture has been shown for half a turn already (the home page's hero wakes then: its
   * island, ./hero-rotator-island.ts): the next one is staged at once and the first turn is half a turn away.
   */
  halfWay?: boolean
}

/**
 * The home hero: background images that cross-fade in a loop behind the copy.
 * The first image is the page's LCP image (eager, high priority), the others load lazily.
 * Every image sits in the same fixed box, so a change never shifts the layout. As that box is on
 * screen, "lazy" alone would fetch every image at once, competing with the first: so an image is
 * only rendered (and so fetched) halfway through the turn before its own. Nor is it in the page's
 * HTML, where it would only add bytes and elements that no first paint shows (issue 15).
 * Rotation stops under prefers-reduced-motion and with the pause button (WCAG 2.2.2).
 */
export function HeroRotator({ slides, interval = HERO_INTERVAL_MS, children, halfWay = false }: HeroRotatorProps) {
  const [active, setActive] = useState(0)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = useReducedMotion()
  const canRotate = slides.length > 1 && !reducedMotion
  const rotating = canRotate && !stopped

  // Images rendered so far (in order: the next one joins halfway through the turn before its own).
  const [staged, setStaged] = useState<ReadonlySet<number>>(() => new Set([0]))
  // The first turn, half a turn away when the first picture has been shown for half a turn already.
  const [firstTurn, setFirstTurn] = useState(halfWay)

  useEffect(() => {
    if (!rotating) return
    const turn = () => setActive((index) => (index + 1) % slides.length)
    if (firstTurn) {
      const timer = window.setTimeout(() => {
        setFirstTurn(false)
        turn()
      }, interval / 2)
      return () => window.clearTimeout(timer)
    }
    const timer = window.setInterval(turn, interval)
    return () => window.clearInterval(timer)
  }, [rotating, interval, slides.length, firstTurn])

  useEffect(() => {
    const next = (active + 1) % slides.length
    if (!rotating || staged.has(next)) return
    // Half a turn in: at once, if that is where the first turn starts (the first render is the server's).
    const timer = window.setTimeout(() => setStaged((shown) => new Set(shown).add(next)), firstTurn ? 0 : interval / 2)
    return () => window.clearTimeout(timer)
  }, [rotating, active, interval, slides.length, staged, firstTurn])

  return (
    <div className={styles.hero}>
      {/* The copy first: a first paint drawn while the HTML is still arriving shows it where it stays
          (with the pictures first and moved below it by CSS, one bench load in five shifted by 0.29). */}
      <div className={styles.content}>{children}</div>
      <div className={styles.media} data-testid="hero-media">
        {slides.map((slide, index) =>
          staged.has(index) || index === active ? (
            <HeroImage key={index} className={`${styles.slide} ${index === active ? styles.active : ""}`} slide={slide} first={index === 0} />
          ) : null,
        )}
        <div className={styles.shade} />
        {canRotate && (
          <div className={styles.controls}>
            <span className={styles.dots} aria-hidden="true">
              {slides.map((_, index) => (
                <span key={index} className={`${styles.dot} ${index === active ? styles.dotActive : ""}`} />
              ))}
            </span>
            <button type="button" className={styles.toggle} onClick={() => setStopped((value) => !value)}>
              {stopped ? <Play size={16} aria-hidden="true" /> : <Pause size={16} aria-hidden="true" />}
              <span className="visually-hidden">{stopped ? "Play background images" : "Pause background images"}</span>
            </button>
          </div>
        )}
      </div>
    </div>
  )
}
