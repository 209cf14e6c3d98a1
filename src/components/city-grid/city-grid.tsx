import React from "react"
import { Link } from "gatsby"
import ArrowRight from "lucide-react/icons/arrow-right"
import MapPin from "lucide-react/icons/map-pin"
import { STATE_NAMES, type StateCode } from "../../config/site"
import { routes } from "../../lib/routes"
import * as styles from "./city-grid.module.css"

export interface CityLink {
  slug: string
  city: string
  state: StateCode
}

/** Cards linking to city pages: the service-areas grid and the home page's main cities. */
export function CityGrid({ cities, compact }: { cities: readonly CityLink[]; compact?: boolean }) {
  return (
    <ul className={`${styles.grid} ${compact ? styles.compact : ""}`}>
      {cities.map((city) => (
        <li key={city.slug}>
          <Link to={routes.location(city.slug)} className={styles.card}>
            <MapPin size={20} aria-hidden="true" className={styles.pin} />
            <span className={styles.name}>
              {city.city}
              <span className={styles.state}>
                <span className="visually-hidden">, </span>
                {STATE_NAMES[city.state]}
              </span>
            </span>
            <ArrowRight size={18} aria-hidden="true" className={styles.arrow} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
