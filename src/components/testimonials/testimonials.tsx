import React from "react"
import Quote from "lucide-react/icons/quote"
import Star from "lucide-react/icons/star"
import * as styles from "./testimonials.module.css"
import { KeepTogether } from "../keep-together"

export interface TestimonialData {
  name: string
  text: string
  rating: number
}

const MAX_RATING = 5

/** Testimonial cards in a grid, each with its star rating ("5 of 5"). */
export function Testimonials({ items }: { items: readonly TestimonialData[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.name} className={styles.card}>
          <figure className={styles.figure}>
            <p className={styles.rating}>
              <span className={styles.stars} aria-hidden="true">
                {Array.from({ length: MAX_RATING }, (_, index) => (
                  <Star key={index} size={20} className={index < item.rating ? styles.on : styles.off} />
                ))}
              </span>
              <span className={styles.score}>
                <span className="visually-hidden">Rated </span>
                {item.rating} of {MAX_RATING}
              </span>
            </p>
            <Quote size={32} aria-hidden="true" className={styles.mark} />
            <blockquote className={styles.quote}>
              <p><KeepTogether>{item.text}</KeepTogether></p>
            </blockquote>
            <figcaption className={styles.name}>{item.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
