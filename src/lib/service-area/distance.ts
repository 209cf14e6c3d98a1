/**
 * Great-circle distance in miles (the haversine formula on a sphere of the Earth's mean radius). Distances
 * between a ZIP code's centre and a city are a few hundred miles at most, where the sphere is within half a
 * percent of the ellipsoid: well under the rounding to whole miles the answers use.
 * Imported with file extensions (Deno reads this folder: supabase/functions/notify-quote).
 */

export interface LatLng {
  latitude: number
  longitude: number
}

/** The Earth's mean radius (IUGG), in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8

const radians = (degrees: number) => (degrees * Math.PI) / 180

export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLng = radians(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}
