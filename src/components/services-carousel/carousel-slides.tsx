import React from "react"
import { Link } from "gatsby"
import { GatsbyImage } from "gatsby-plugin-image"
import ArrowRight from "lucide-react/icons/arrow-right"
import CheckCircle2 from "lucide-react/icons/circle-check"
import type { CarouselSlide } from "./services-carousel"
import * as styles from "./services-carousel.module.css"

/** The carousel's slides, one per view: markup only, a static region inside the carousel's track. */
export function CarouselSlides({ slides }: { slides: readonly CarouselSlide[] }) {
  return (
    <>
      {slides.map((slide, index) => (
        <div
          key={slide.id}
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${slides.length}`}
        >
          <div className={styles.card}>
            {slide.image && <GatsbyImage image={slide.image} alt={slide.imageAlt} className={styles.image} />}
            <div className={styles.body}>
              <h3 className={styles.title}>{slide.title}</h3>
              <p className={styles.text}>{slide.text}</p>
              <ul className={styles.points}>
                {slide.points.map((point) => (
                  <li key={point}>
                    <CheckCircle2 size={20} aria-hidden="true" className={styles.check} />
                    {point}
                  </li>
                ))}
              </ul>
              <Link to={slide.to} className={styles.link}>
                Explore {slide.title} <ArrowRight size={18} aria-hidden="true" />
              </Link>
            </div>
          </div>
        </div>
      ))}
    </>
  )
}
