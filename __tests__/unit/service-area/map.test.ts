/**
 * The service-areas map as the build draws it (gatsby/lib/service-area/map.ts), from the committed content: rules
 * that hold for any list of cities, so a city added in /admin keeps this green.
 */
import path from "node:path"
import { readContent } from "../../../gatsby/read-content"
import { areaLocations, serviceStatesOf } from "../../../gatsby/lib/service-area"
import { LABEL_SIZE, MAP_WIDTH, serviceAreaMap } from "../../../gatsby/lib/service-area/map"
import { STATE_CODES, STATE_NAMES } from "../../../src/lib/content/constants"
import { site } from "../../../src/config/site"
import type { MapCity } from "../../../src/lib/service-area/map-data"

const { files } = readContent(path.resolve(__dirname, "../../../content"))
const locations = areaLocations(files)
const map = serviceAreaMap(locations, serviceStatesOf(files), STATE_NAMES, site.geo)
const listed = locations.filter((l) => l.listed)

/** A label's box at a size, as the browser draws it (roughly: Inter's average letter width). */
function labelBox(city: MapCity, size: number) {
  const label = city.label!
  const w = city.city.length * size * 0.56
  const x = label.align === "start" ? label.x : label.align === "end" ? label.x - w : label.x - w / 2
  const y = label.baseline === "middle" ? label.y - size / 2 : label.baseline === "bottom" ? label.y - size : label.y
  return { x, y, w, h: size }
}
const overlap = (a: ReturnType<typeof labelBox>, b: ReturnType<typeof labelBox>) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

describe("the service-areas map", () => {
  it("draws the service states, each as a closed outline in relative path data", () => {
    const drawn = map.states.filter((s) => s.served).map((s) => s.name).sort()
    expect(drawn).toEqual(STATE_CODES.map((code) => STATE_NAMES[code]).sort())
    for (const state of map.states) expect(state.d).toMatch(/^m-?\d+[ -]-?\d+.*z$/)
  })

  it("draws every city listed on /service-areas, and only those, inside the map", () => {
    expect(map.cities.map((c) => c.slug).sort()).toEqual(listed.map((l) => l.slug).sort())
    for (const city of map.cities) {
      expect(city.x).toBeGreaterThan(0)
      expect(city.x).toBeLessThan(MAP_WIDTH)
      expect(city.y).toBeGreaterThan(0)
      expect(city.y).toBeLessThan(map.height)
    }
  })

  it("draws each radius to the map's scale: the same map units per mile for every city (a conformal projection)", () => {
    const unitsPerMile = map.cities.map((c) => c.r / c.miles)
    expect(Math.max(...unitsPerMile) / Math.min(...unitsPerMile)).toBeLessThan(1.06)
  })

  it("places labels on the map without overlaps: at the wide size all of them, at the phone's size the major ones", () => {
    const panels = [map.cities, map.inset?.cities ?? []]
    for (const cities of panels) {
      const wide = cities.filter((c) => c.label).map((c) => labelBox(c, LABEL_SIZE.wide))
      const narrow = cities.filter((c) => c.label?.tier === "major").map((c) => labelBox(c, LABEL_SIZE.narrow))
      for (const boxes of [wide, narrow]) {
        boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBe(false)))
        for (const box of boxes) expect(box.x >= 0 && box.x + box.w <= MAP_WIDTH && box.y >= 0 && box.y + box.h <= map.height).toBe(true)
      }
    }
    expect(map.cities.filter((c) => c.label).length + (map.inset?.cities.filter((c) => c.label).length ?? 0)).toBeGreaterThan(listed.length * 0.8)
  })

  it("enlarges the crowded area around the company's base in an inset, where those cities are labelled instead", () => {
    const inset = map.inset!
    expect(inset.cities.map((c) => c.slug)).toContain("tampa")
    for (const city of inset.cities) {
      expect(city.x).toBeGreaterThan(inset.x)
      expect(city.x).toBeLessThan(inset.x + inset.width)
      expect(map.cities.find((c) => c.slug === city.slug)!.label).toBeUndefined()
    }
    for (const city of map.cities) {
      const clear = city.x + city.r < inset.x || city.x - city.r > inset.x + inset.width || city.y + city.r < inset.y || city.y - city.r > inset.y + inset.height
      expect({ city: city.slug, clear }).toEqual({ city: city.slug, clear: true })
    }
  })
})
