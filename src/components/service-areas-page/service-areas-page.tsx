import React from "react"
import Building2 from "lucide-react/icons/building-complex"
import { CityGrid, type CityLink } from "../city-grid"
import { CtaBand } from "../cta-band"
import { heroProps } from "../../lib/hero-props"
import { PageHero } from "../page-hero"
import { Section } from "../section"
import { STATE_NAMES } from "../../config/site"
import { STATE_CODES } from "../../lib/content/constants"
import { fillCount } from "../../lib/text"
import * as styles from "../company/company.module.css"
import { KeepTogether } from "../keep-together"
import { ServiceAreaMap } from "../service-area-map"
import type { ServiceAreaMapData } from "../../lib/service-area/map-data"

type Data = Queries.ServiceAreasPageQuery

/** The cities grouped by state, in the order the site config lists the states. */
function byState(cities: readonly CityLink[]) {
  return STATE_CODES
    .map((state) => ({ state, cities: cities.filter((city) => city.state === state) }))
    .filter((group) => group.cities.length > 0)
}

/** The service areas page's hero (src/pages/service-areas.tsx): markup only, a static region. */
export function ServiceAreasHero({ data }: { data: Data }) {
  const page = data.page!
  return <PageHero {...heroProps(page.hero)} intro={fillCount(page.hero.intro, data.cities.nodes.length)} />
}

/** The map and the grid of cities below the ZIP box: markup only, a static region. */
export function ServiceAreasPageBody({ data }: { data: Data }) {
  const page = data.page!
  const cities = data.cities.nodes
  return (
    <>
      <Section id="map" heading={page.map.heading} intro={page.map.intro} tone="alt">
        <ServiceAreaMap map={data.serviceAreaMap as unknown as ServiceAreaMapData} />
      </Section>
      <Section id="cities" heading={page.cities.heading}>
        {byState(cities).map((group) => (
          <div key={group.state} className={styles.group}>
            <h3 className={styles.groupHeading}>
              {STATE_NAMES[group.state]}
              <span className={styles.groupCount}>
                {group.cities.length} {group.cities.length === 1 ? "city" : "cities"}
              </span>
            </h3>
            <CityGrid cities={group.cities} />
          </div>
        ))}
        {page.cities.intro && (
          <div className={styles.note}>
            <Building2 size={22} aria-hidden="true" />
            <p><KeepTogether>{page.cities.intro}</KeepTogether></p>
          </div>
        )}
      </Section>
      <CtaBand belowFold />
    </>
  )
}

