import React from "react"
import ClipboardCheck from "lucide-react/icons/clipboard-check"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"
import * as styles from "./quote-card.module.css"

/** A sidebar card pointing to the quote form. */
export function QuoteCard({ heading, text }: { heading: string; text: string }) {
  return (
    <section className={styles.card} aria-labelledby="quote-card-heading">
      <ClipboardCheck size={28} aria-hidden="true" className={styles.icon} />
      <h2 id="quote-card-heading" className={styles.heading}>{heading}</h2>
      <p className={styles.text}>{text}</p>
      <ButtonLink to={routes.quote} className={styles.button}>Get Free Quote</ButtonLink>
    </section>
  )
}
