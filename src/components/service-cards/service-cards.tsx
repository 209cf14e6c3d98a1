import React from "react"
import { Link } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import ArrowRight from "lucide-react/icons/arrow-right"
import { gridColumnStyle } from "../../lib/grid-columns"
import { routes } from "../../lib/routes"
import * as styles from "./service-cards.module.css"

export interface ServiceCardData {
  slug: string
  title: string
  summary: string
  imageAlt?: string | null
  image?: { childImageSharp: { gatsbyImageData: any } | null } | null
}

/** A grid of service cards: image, title, description and a Learn More link. */
export function ServiceCards({ services, headingLevel = 3 }: { services: readonly ServiceCardData[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <ul className={styles.grid} style={gridColumnStyle(services.length, { tablet: 2, desktop: 3 }) as React.CSSProperties}>
      {services.map((service) => {
        const image = getImage(service.image?.childImageSharp?.gatsbyImageData ?? null)
        return (
          <li key={service.slug} className={styles.card}>
            {image && <GatsbyImage image={image} alt={service.imageAlt ?? ""} className={styles.image} />}
            <div className={styles.body}>
              <Heading className={styles.title}>{service.title}</Heading>
              <p className={styles.text}>{service.summary}</p>
              <Link to={routes.service(service.slug)} className={styles.link}>
                Learn More<span className="visually-hidden"> about {service.title}</span>
                <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
