import React from "react"
import Building2 from "lucide-react/icons/building-complex"
import MapPinned from "lucide-react/icons/map-pinned"
import { Section } from "../section"
import * as styles from "./local-facts.module.css"

/** Nearby areas and local industries for a city page: the copy that makes each city's page its own. */
export function LocalFacts({ city, nearbyAreas, industries }: { city: string; nearbyAreas: readonly string[]; industries: readonly string[] }) {
  return (
    <Section id="local" heading={`Serving ${city} and nearby`} tone="alt">
      <div className={styles.grid}>
        <div className={styles.panel}>
          <h3 className={styles.title}><MapPinned size={22} aria-hidden="true" /> Nearby areas we cover</h3>
          <ul className={styles.tags}>
            {nearbyAreas.map((area) => <li key={area}>{area}</li>)}
          </ul>
        </div>
        <div className={styles.panel}>
          <h3 className={styles.title}><Building2 size={22} aria-hidden="true" /> Local industries we clean for</h3>
          <ul className={styles.tags}>
            {industries.map((industry) => <li key={industry}>{industry}</li>)}
          </ul>
        </div>
      </div>
    </Section>
  )
}
