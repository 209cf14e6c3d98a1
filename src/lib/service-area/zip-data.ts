/**
 * The service-area file (/service-area.json): every ZIP code of the service states with the city that answers
 * for it, made at build time (gatsby/lib/service-area/) and read on first use of a ZIP box (the browser) and by
 * the office e-mail (supabase/functions/notify-quote). Compact text, not a list of objects: about 3,700 ZIP codes
 * in under 30 KB raw and under 9 KB gzipped, where JSON objects took 62 KB and 20 KB.
 *
 * Columns, one entry per ZIP code in ascending order (numbers as base-64 digits, `int` below):
 * - `gaps`: each ZIP code minus the previous one (the first minus `first`);
 * - `served`: "1" when the ZIP code is within a city's service radius, else "0";
 * - `cities`: the index in `cities` of the city named (coverage.ts: the nearest listed city that covers it;
 *   for an unserved one the nearest city);
 * - `miles`: the distance to that city; whole miles when served, in steps of 10 (rounded up) when not;
 * - `towns`: for served ZIP codes only, two digits: the index of its post office town in `towns`.
 * `prefixes` has one character per three-digit prefix 000-999: "." for none, else the state's index in `states`.
 * Imported with file extensions (Deno reads this folder).
 */

export const SERVICE_AREA_VERSION = 1

/** Where the site serves the file (the build writes public/service-area.json). */
export const SERVICE_AREA_PATH = "/service-area.json"

export interface ServiceAreaFile {
  version: number
  /** Where the data comes from, for the record (docs/service-area.md). */
  source: string
  /** The location pages: slug, city, state, service radius in miles, 1 when listed on /service-areas. */
  cities: [slug: string, city: string, state: string, radius: number, listed: 0 | 1][]
  /** Every state or territory with ZIP codes: code and name. */
  states: [code: string, name: string][]
  /** The states the company serves (site.json's serviceStates). */
  serviceStates: string[]
  prefixes: string
  /** Post office towns of the served ZIP codes, "|"-joined. */
  towns: string
  zips: { first: number; gaps: string; served: string; cities: string; miles: string; towns: string }
}

export interface AreaCity {
  index: number
  slug: string
  city: string
  state: string
  radius: number
  listed: boolean
}

export interface ZipEntry {
  city: AreaCity
  /** Whole miles when served; when not, a multiple of 10 at least the real distance. */
  miles: number
  served: boolean
  /** The post office town (served ZIP codes only), as USPS names it: "Tampa", "Saint Petersburg". */
  town?: string
}

export interface ServiceArea {
  cities: AreaCity[]
  zips: Map<string, ZipEntry>
  serviceStates: Set<string>
  /** The state of a three-digit prefix (USPS assigns each prefix to one state). */
  stateOfPrefix(prefix: string): { code: string; name: string } | undefined
  /** Prefixes with at least one served ZIP code: a ZIP code the data lacks there is likely served. */
  servedPrefixes: Set<string>
}

/** Unserved distances are kept in steps of this many miles. */
export const UNSERVED_STEP = 10

const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_"
const ESCAPE = "~"

/** A whole number >= 0: one digit below 64, else "~" and three digits (up to 262,143). */
export function int(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 64 ** 3) throw new Error(`cannot encode ${value}`)
  if (value < 64) return DIGITS[value]
  return ESCAPE + DIGITS[value >> 12] + DIGITS[(value >> 6) & 63] + DIGITS[value & 63]
}

/** Exactly two digits (0 to 4,095). */
export function int2(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 64 ** 2) throw new Error(`cannot encode ${value} in two digits`)
  return DIGITS[value >> 6] + DIGITS[value & 63]
}

const digit = (text: string, at: number) => {
  const value = DIGITS.indexOf(text[at])
  if (value < 0) throw new Error(`service-area data: unexpected "${text[at]}" at ${at}`)
  return value
}

function readInts(text: string): number[] {
  const values: number[] = []
  for (let at = 0; at < text.length; ) {
    if (text[at] === ESCAPE) {
      values.push((digit(text, at + 1) << 12) | (digit(text, at + 2) << 6) | digit(text, at + 3))
      at += 4
    } else values.push(digit(text, at++))
  }
  return values
}

function readInt2s(text: string): number[] {
  const values: number[] = []
  for (let at = 0; at < text.length; at += 2) values.push((digit(text, at) << 6) | digit(text, at + 1))
  return values
}

/** Reads the file; throws on a file of another version or with columns that disagree. */
export function readServiceArea(file: ServiceAreaFile): ServiceArea {
  if (file.version !== SERVICE_AREA_VERSION) throw new Error(`service-area data: version ${file.version}, expected ${SERVICE_AREA_VERSION}`)
  const cities: AreaCity[] = file.cities.map(([slug, city, state, radius, listed], index) => ({ index, slug, city, state, radius, listed: listed === 1 }))
  const towns = file.towns.split("|")
  const gaps = readInts(file.zips.gaps)
  const cityOf = readInts(file.zips.cities)
  const miles = readInts(file.zips.miles)
  const townOf = readInt2s(file.zips.towns)
  const served = file.zips.served
  if (cityOf.length !== gaps.length || miles.length !== gaps.length || served.length !== gaps.length) {
    throw new Error("service-area data: the columns have different lengths")
  }
  const zips = new Map<string, ZipEntry>()
  const servedPrefixes = new Set<string>()
  let zip = file.zips.first
  let servedSeen = 0
  gaps.forEach((gap, i) => {
    zip += gap
    const code = String(zip).padStart(5, "0")
    const isServed = served[i] === "1"
    const entry: ZipEntry = { city: cities[cityOf[i]], miles: isServed ? miles[i] : miles[i] * UNSERVED_STEP, served: isServed }
    if (isServed) {
      entry.town = towns[townOf[servedSeen++]]
      servedPrefixes.add(code.slice(0, 3))
    }
    zips.set(code, entry)
  })
  const states = file.states.map(([code, name]) => ({ code, name }))
  return {
    cities,
    zips,
    serviceStates: new Set(file.serviceStates),
    servedPrefixes,
    stateOfPrefix(prefix) {
      const at = /^\d{3}$/.test(prefix) ? file.prefixes[Number(prefix)] : undefined
      return at === undefined || at === "." ? undefined : states[DIGITS.indexOf(at)]
    },
  }
}

/** The prefix table's character for a state index (writer side). */
export const prefixChar = (stateIndex: number | undefined) => (stateIndex === undefined ? "." : DIGITS[stateIndex])
