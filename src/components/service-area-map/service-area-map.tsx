import React from "react"
import { STATE_NAMES, type StateCode } from "../../config/site"
import { routes } from "../../lib/routes"
import type { MapCity, MapInset, MapLabel, ServiceAreaMapData } from "../../lib/service-area/map-data"
import { listText } from "../../lib/service-area/zip-messages"
import * as styles from "./service-area-map.module.css"

const BASELINE: Record<MapLabel["baseline"], "central" | "hanging" | "auto"> = { middle: "central", top: "hanging", bottom: "auto" }

const stateName = (code: string) => STATE_NAMES[code as StateCode] ?? code

function CityMark({ city }: { city: MapCity }) {
  return (
    <>
      <circle cx={city.x} cy={city.y} r={5} className={styles.dot} />
      {city.label && (
        <text
          x={city.label.x}
          y={city.label.y}
          textAnchor={city.label.align}
          dominantBaseline={BASELINE[city.label.baseline]}
          className={`${styles.label} ${city.label.tier === "minor" ? styles.minor : ""}`}
        >
          {city.city}
        </text>
      )}
    </>
  )
}

/** The enlarged view where the cities crowd: the same links again, for a finger and an eye (the map's dots are the named ones). */
function Inset({ inset, id }: { inset: MapInset; id: string }) {
  const { x, y, width, height } = inset
  return (
    <g aria-hidden="true">
      <clipPath id={`${id}-inset`}>
        <rect x={x} y={y} width={width} height={height} rx={10} />
      </clipPath>
      <rect x={x} y={y} width={width} height={height} rx={10} className={styles.insetWater} />
      <g clipPath={`url(#${id}-inset)`}>
        <path d={inset.d} className={styles.state} />
        {inset.cities.map((city) => (
          <a key={city.slug} href={routes.location(city.slug)} tabIndex={-1} className={`${styles.area} ${styles.insetArea}`}>
            <circle cx={city.x} cy={city.y} r={city.r} />
          </a>
        ))}
        {inset.cities.map((city) => (
          <a key={city.slug} href={routes.location(city.slug)} tabIndex={-1} className={styles.city}>
            <CityMark city={city} />
          </a>
        ))}
      </g>
      <rect x={x} y={y} width={width} height={height} rx={10} className={styles.insetFrame} />
      <text x={x + 10} y={y + 10} dominantBaseline="hanging" className={styles.insetTitle}>
        {inset.title}
      </text>
    </g>
  )
}

/**
 * The service-areas map: an SVG the build drew (gatsby/lib/service-area/map.ts), shown without any script.
 * Each city is a link to its page twice over: its shaded circle (a large target for a finger, hidden from
 * assistive technology and the tab order) and its dot and name (named, focusable). The grid of city links
 * below it says the same in text.
 */
export function ServiceAreaMap({ map, id = "service-map" }: { map: ServiceAreaMapData; id?: string }) {
  const served = map.states.filter((s) => s.served).map((s) => s.name)
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <svg viewBox={`0 0 ${map.width} ${map.height}`} className={styles.map} role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>Map of the cities we serve</title>
        <desc id={`${id}-desc`}>
          {`${listText(served)}, with our ${map.cities.length} cities, each a link to its page, and the area around each city where our crews go shaded.`}
        </desc>
        <rect width={map.width} height={map.height} className={styles.water} />
        {map.states.map((state) => (
          <path key={state.name} d={state.d} className={state.served ? styles.state : styles.neighbour} />
        ))}
        <g aria-hidden="true">
          {map.cities.map((city) => (
            <a key={city.slug} href={routes.location(city.slug)} tabIndex={-1} className={styles.area}>
              <circle cx={city.x} cy={city.y} r={city.r} />
            </a>
          ))}
        </g>
        <g aria-hidden="true" className={styles.stateNames}>
          {map.states.map((state) => state.label && (
            <text key={state.name} x={state.label.x} y={state.label.y} textAnchor="middle" dominantBaseline="central">
              {state.name}
            </text>
          ))}
        </g>
        {map.inset && (
          <rect
            aria-hidden="true"
            className={styles.source}
            x={map.inset.source.x}
            y={map.inset.source.y}
            width={map.inset.source.width}
            height={map.inset.source.height}
          />
        )}
        {map.cities.map((city) => (
          <a key={city.slug} href={routes.location(city.slug)} className={styles.city} aria-label={`${city.city}, ${stateName(city.state)}: we serve ${city.miles} miles around`}>
            <CityMark city={city} />
          </a>
        ))}
        {map.inset && <Inset inset={map.inset} id={id} />}
      </svg>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        <span className={styles.key}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="9" className={styles.keyArea} />
            <circle cx="10" cy="10" r="3.5" className={styles.dot} />
          </svg>
          A city we serve and the area around it where our crews go (its radius, {Math.min(...map.cities.map((c) => c.miles))} to {Math.max(...map.cities.map((c) => c.miles))} miles).
        </span>
      </figcaption>
    </figure>
  )
}
