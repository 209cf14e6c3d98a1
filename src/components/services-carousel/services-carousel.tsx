import React, { useCallback, useEffect, useRef, useState } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import ChevronLeft from "lucide-react/icons/chevron-left"
import ChevronRight from "lucide-react/icons/chevron-right"
import Pause from "lucide-react/icons/pause"
import Play from "lucide-react/icons/play"
import { useReducedMotion } from "../../hooks/use-reduced-motion"
import { staticRegion } from "../static-region"
import * as styles from "./services-carousel.module.css"

// The slides are markup only: kept as the server rendered them, while React runs the track and buttons.
const CarouselSlides = staticRegion("slides", () => import("./carousel-slides").then((m) => m.CarouselSlides))

/** Spec section 9: the carousel moves on every 5 seconds. */
export const AUTO_ADVANCE_MS = 5000

export interface CarouselSlide {
  id: string
  title: string
  text: string
  points: readonly string[]
  to: string
  image?: IGatsbyImageData | null
  imageAlt: string
}

export interface ServicesCarouselProps {
  /** Names the region for screen readers, e.g. "Featured cleaning programs". */
  label: string
  slides: readonly CarouselSlide[]
  interval?: number
}

interface Position {
  index: number
  atStart: boolean
  atEnd: boolean
}

/**
 * A scroll-snap carousel, one slide per view. The previous and next buttons are disabled
 * when the track cannot scroll that way; the arrow keys scroll it. Once mounted it
 * auto-advances (wrapping to the first slide after the last), except while it is hovered
 * or has focus, under prefers-reduced-motion, or after the visitor stops it.
 */
export function ServicesCarousel({ label, slides, interval = AUTO_ADVANCE_MS }: ServicesCarouselProps) {
  // Named here, not by useId: the home page hydrates the carousel as an island, in a root of its own,
  // where useId's values differ from the server's. One carousel per page.
  const trackId = "services-carousel-track"
  const trackRef = useRef<HTMLDivElement>(null)
  const [position, setPosition] = useState<Position>({ index: 0, atStart: true, atEnd: slides.length < 2 })
  const [ready, setReady] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const reducedMotion = useReducedMotion()
  const autoPlay = ready && slides.length > 1 && !reducedMotion && !stopped
  const advancing = autoPlay && !hovered && !focused

  const measure = useCallback(() => {
    const track = trackRef.current
    if (!track) return
    const { scrollLeft, scrollWidth, clientWidth } = track
    const next: Position = {
      index: clientWidth > 0 ? Math.min(slides.length - 1, Math.max(0, Math.round(scrollLeft / clientWidth))) : 0,
      atStart: scrollLeft <= 1,
      atEnd: scrollLeft >= scrollWidth - clientWidth - 1,
    }
    setPosition((prev) =>
      prev.index === next.index && prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next,
    )
  }, [slides.length])

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    measure()
    setReady(true)
    track.addEventListener("scroll", measure, { passive: true })
    window.addEventListener("resize", measure)
    return () => {
      track.removeEventListener("scroll", measure)
      window.removeEventListener("resize", measure)
    }
  }, [measure])

  const scroll = useCallback(
    (direction: 1 | -1 | "start") => {
      const track = trackRef.current
      if (!track) return
      const behavior: ScrollBehavior = reducedMotion ? "auto" : "smooth"
      if (direction === "start") track.scrollTo({ left: 0, behavior })
      else track.scrollBy({ left: direction * track.clientWidth, behavior })
    },
    [reducedMotion],
  )

  useEffect(() => {
    if (!advancing) return
    const timer = window.setTimeout(() => scroll(position.atEnd ? "start" : 1), interval)
    return () => window.clearTimeout(timer)
  }, [advancing, position, interval, scroll])

  const previous = () => !position.atStart && scroll(-1)
  const next = () => !position.atEnd && scroll(1)

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault()
      previous()
    } else if (event.key === "ArrowRight") {
      event.preventDefault()
      next()
    }
  }

  const onBlur = (event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div id={trackId} ref={trackRef} className={styles.track} aria-live={advancing ? "off" : "polite"}>
        <CarouselSlides slides={slides} />
      </div>
      <div className={styles.controls}>
        <p className={styles.counter} aria-hidden="true">
          <strong>{position.index + 1}</strong> / {slides.length}
        </p>
        <div className={styles.buttons}>
          {slides.length > 1 && !reducedMotion && (
            <button type="button" className={`${styles.button} ${styles.autoplay}`} onClick={() => setStopped((value) => !value)}>
              {stopped ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
              <span className="visually-hidden">{stopped ? "Start automatic slide show" : "Stop automatic slide show"}</span>
            </button>
          )}
          <button type="button" className={styles.button} aria-controls={trackId} onClick={previous} disabled={position.atStart}>
            <ChevronLeft size={22} aria-hidden="true" />
            <span className="visually-hidden">Previous slide</span>
          </button>
          <button type="button" className={styles.button} aria-controls={trackId} onClick={next} disabled={position.atEnd}>
            <ChevronRight size={22} aria-hidden="true" />
            <span className="visually-hidden">Next slide</span>
          </button>
        </div>
      </div>
    </section>
  )
}
