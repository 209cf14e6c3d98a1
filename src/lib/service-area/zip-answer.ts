/**
 * The answer to "do you serve my ZIP code?" from what was typed and the service-area data: the same in the
 * three ZIP boxes (/service-areas, every city page, the quote form) and for the office e-mail. Words are in
 * zip-messages.ts. Imported with file extensions (Deno reads this folder).
 */
import type { AreaCity, ServiceArea } from "./zip-data.ts"
import { readZipInput, type ZipInput } from "./zip-input.ts"

export interface StateName {
  code: string
  name: string
}

export type ZipAnswer =
  | Exclude<ZipInput, { kind: "zip" }>
  /** Within a city's radius: `city` is the one named (coverage.ts), `page` the page to link. */
  | { kind: "served"; zip: string; city: AreaCity; miles: number; town: string; state: string; page: AreaCity }
  /** A ZIP code of a service state outside every radius (`nearest` unknown for a ZIP code the data lacks). */
  | { kind: "outside"; zip: string; nearest?: AreaCity; miles?: number }
  /** Not in the data (a PO box, a new ZIP code) but its prefix is one where we serve. */
  | { kind: "likely"; zip: string; state: StateName }
  /** Its prefix belongs to a state we do not serve. */
  | { kind: "other-state"; zip: string; state: StateName }
  /** No state has its prefix: not a ZIP code. */
  | { kind: "unknown"; zip: string }

/** "Saint Petersburg" (USPS) and "St. Petersburg" (our page) are one town. */
const townKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\bsaint\b/g, "st")
    .replace(/[^a-z ]/g, "")
    .replace(/\s+/g, " ")
    .trim()

/** The page to link: the ZIP code's own town's when the site has one (a Riverview ZIP code links Riverview), else the city named. */
function pageFor(area: ServiceArea, town: string, state: string, named: AreaCity): AreaCity {
  const key = townKey(town)
  return area.cities.find((city) => city.state === state && townKey(city.city) === key) ?? named
}

export function answerZip(text: string, area: ServiceArea): ZipAnswer {
  const input = readZipInput(text)
  if (input.kind !== "zip") return input
  const { zip } = input
  const entry = area.zips.get(zip)
  const state = area.stateOfPrefix(zip.slice(0, 3))
  if (entry?.served && entry.town) {
    const zipState = state?.code ?? entry.city.state
    return { kind: "served", zip, city: entry.city, miles: entry.miles, town: entry.town, state: zipState, page: pageFor(area, entry.town, zipState, entry.city) }
  }
  if (entry) return { kind: "outside", zip, nearest: entry.city, miles: entry.miles }
  if (!state) return { kind: "unknown", zip }
  if (!area.serviceStates.has(state.code)) return { kind: "other-state", zip, state }
  return area.servedPrefixes.has(zip.slice(0, 3)) ? { kind: "likely", zip, state } : { kind: "outside", zip }
}
