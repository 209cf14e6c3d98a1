/**
 * Which city serves a point: the rule behind every "Yes, we serve ..." (the ZIP data is computed with it at
 * build time, gatsby/lib/service-area/) and behind the map's circles.
 *
 * A point is served when it lies within the service radius of any location page's city (distance <= radius,
 * edges included). The answer names the nearest city that covers it among those listed on /service-areas;
 * a neighbouring-area page (listed: false, Riverview and Lutz, which the Tampa page links) is named only
 * where no listed city covers the point. An unserved point names the nearest city of all, with its distance.
 */
import { milesBetween, type LatLng } from "./distance.ts"

export interface ServedCity extends LatLng {
  /** Miles around the city where we serve. */
  radius: number
  /** On /service-areas and in the menus (false: a neighbouring-area page). */
  listed: boolean
}

export interface Coverage {
  /** Index of the city named (in the list given). */
  city: number
  /** Unrounded great-circle miles from the point to it. */
  miles: number
  served: boolean
}

/** Rounding slack, so that a point computed to lie on the edge counts as on it. */
const EDGE = 1e-6

export function coverageOf(point: LatLng, cities: readonly ServedCity[]): Coverage | null {
  let nearest: Coverage | null = null
  let named: Coverage | null = null
  for (let index = 0; index < cities.length; index++) {
    const city = cities[index]
    const miles = milesBetween(point, city)
    if (!nearest || miles < nearest.miles) nearest = { city: index, miles, served: false }
    if (miles > city.radius + EDGE) continue
    const rival = named && cities[named.city]
    const better = !named || !rival || (city.listed && !rival.listed) || (city.listed === rival.listed && miles < named.miles)
    if (better) named = { city: index, miles, served: true }
  }
  return named ?? nearest
}
