/**
 * The service-areas map, drawn at build time (no map code in the browser): the service states and their
 * neighbours from the Census outlines in `us-atlas` (public domain, via `topojson-client`), projected with
 * `d3-geo` (a conformal conic for the Southeast, so a service radius is a circle), each listed city's radius
 * as a circle and its dot, and labels placed where they fit. src/components/service-area-map draws it.
 */
import { geoConicConformal, geoPath, geoTransform, type GeoProjection } from "d3-geo"
import { feature } from "topojson-client"
import states10m from "us-atlas/states-10m.json"
import { EARTH_RADIUS_MILES } from "../../../src/lib/service-area/distance"
import type { MapCity, MapLabel, ServiceAreaMapData } from "../../../src/lib/service-area/map-data"
import type { AreaLocation } from "./service-area-file"

export const MAP_WIDTH = 800
const PAD = 12
/** Label sizes in map units: the wide map's (about 13 px at 1280 px) and the phone's (about 11 px at 390 px). */
export const LABEL_SIZE = { wide: 14, narrow: 26 } as const
/** From a dot's centre to its label, in map units, at both sizes (one <text> serves both). */
const OFFSET = 9
/** Drawn faintly around the service states, so they do not float in white. */
const NEIGHBOURS = ["Mississippi", "Tennessee", "Virginia"]

type StateFeature = GeoJSON.Feature<GeoJSON.Geometry, { name: string }>

function stateFeatures(): StateFeature[] {
  const topology = states10m as unknown as Parameters<typeof feature>[0]
  return (feature(topology, topology.objects.states) as GeoJSON.FeatureCollection<GeoJSON.Geometry, { name: string }>).features
}

/** Drops points closer than `min` map units to the last one kept: a 1:10,000,000 coastline at this size. */
function thinned(projection: GeoProjection, min: number) {
  return geoTransform({
    point(this: { stream: { point(x: number, y: number): void } } & { last?: [number, number] }, x: number, y: number) {
      const last = this.last
      if (last && Math.hypot(x - last[0], y - last[1]) < min) return
      this.last = [x, y]
      this.stream.point(x, y)
    },
    lineStart(this: { stream: { lineStart(): void }; last?: [number, number] }) {
      this.last = undefined
      this.stream.lineStart()
    },
  } as never)
}

/**
 * A d3-geo path context that writes whole map units, each point relative to the last ("m12 4l3-1 2 0..."): half
 * the bytes of d3's absolute coordinates. Rounded positions are tracked, so the outline does not drift.
 */
class RelativePath {
  private parts: string[] = []
  private x = 0
  private y = 0
  private command = ""
  /** Where the open subpath began: "z" goes back there. */
  private start: [number, number] = [0, 0]
  private step(command: "m" | "l", x: number, y: number) {
    const [rx, ry] = [Math.round(x), Math.round(y)]
    const [dx, dy] = [rx - this.x, ry - this.y]
    if (command === "l" && dx === 0 && dy === 0) return
    const numbers = `${dx}${dy < 0 ? "" : " "}${dy}`
    this.parts.push(command === this.command ? `${dx < 0 ? "" : " "}${numbers}` : `${command}${numbers}`)
    this.command = command === "m" ? "l" : command
    ;[this.x, this.y] = [rx, ry]
    if (command === "m") this.start = [rx, ry]
  }
  moveTo(x: number, y: number) {
    this.step("m", x, y)
  }
  lineTo(x: number, y: number) {
    this.step("l", x, y)
  }
  closePath() {
    this.parts.push("z")
    this.command = ""
    ;[this.x, this.y] = this.start
  }
  arc() {}
  result() {
    const d = this.parts.join("")
    this.parts = []
    this.x = this.y = 0
    this.start = [0, 0]
    this.command = ""
    return d
  }
}

interface Box {
  x: number
  y: number
  w: number
  h: number
}

const round = (n: number) => Math.round(n * 10) / 10

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/** Rough width of a label in Inter at this size. */
const textWidth = (text: string, size: number) => text.length * size * 0.56

/** Where a label can go around its dot, in order of preference: its side, and the box it takes. */
type Spot = Pick<MapLabel, "align" | "baseline"> & { dx: number; dy: number }
const SPOTS: Spot[] = [
  { align: "start", baseline: "middle", dx: 1, dy: 0 },
  { align: "end", baseline: "middle", dx: -1, dy: 0 },
  { align: "middle", baseline: "bottom", dx: 0, dy: -1 },
  { align: "middle", baseline: "top", dx: 0, dy: 1 },
  { align: "start", baseline: "bottom", dx: 0.7, dy: -0.7 },
  { align: "end", baseline: "bottom", dx: -0.7, dy: -0.7 },
  { align: "start", baseline: "top", dx: 0.7, dy: 0.7 },
  { align: "end", baseline: "top", dx: -0.7, dy: 0.7 },
]

function spotBox(spot: Spot, x: number, y: number, w: number, h: number): Box & { tx: number; ty: number } {
  const tx = x + spot.dx * OFFSET
  const ty = y + spot.dy * OFFSET
  const left = spot.align === "start" ? tx : spot.align === "end" ? tx - w : tx - w / 2
  const top = spot.baseline === "middle" ? ty - h / 2 : spot.baseline === "bottom" ? ty - h : ty
  return { x: left, y: top, w, h, tx, ty }
}

/** The inset: how much it enlarges, its size in map units, and how far around the base it reaches to take cities. */
const INSET = { zoom: 4, size: 320, margin: 14, title: "Around our Tampa base" } as const

/** A projection, with its outlines drawn as relative paths after thinning. */
function outlines(projection: GeoProjection) {
  const thin = thinned(projection, 2.5)
  const context = new RelativePath()
  const draw = geoPath({ stream: (s) => projection.stream(thin.stream(s)) }, context as never)
  return (f: StateFeature) => {
    draw(f)
    return context.result()
  }
}

const cityAt = (projection: GeoProjection) => (l: AreaLocation): MapCity => {
  const [x, y] = projection([l.longitude, l.latitude])!
  const north = projection([l.longitude, l.latitude + (l.radius / EARTH_RADIUS_MILES) * (180 / Math.PI)])!
  return { slug: l.slug, city: l.city, state: l.state, miles: l.radius, x: round(x), y: round(y), r: round(Math.hypot(north[0] - x, north[1] - y)) }
}

export function serviceAreaMap(
  locations: readonly AreaLocation[],
  serviceStates: readonly string[],
  stateNames: Record<string, string>,
  base?: { latitude: number; longitude: number },
): ServiceAreaMapData {
  const served = new Set(serviceStates.map((code) => stateNames[code]))
  const all = stateFeatures()
  const ours = all.filter((f) => served.has(f.properties.name))
  const projection = geoConicConformal().parallels([29.5, 34.5]).rotate([83.5, 0])
  projection.fitWidth(MAP_WIDTH - 2 * PAD, { type: "FeatureCollection", features: ours })
  const [[x0, y0], [x1, y1]] = geoPath(projection).bounds({ type: "FeatureCollection", features: ours })
  const [tx, ty] = projection.translate()
  projection.translate([tx - x0 + PAD, ty - y0 + PAD])
  const height = Math.ceil(y1 - y0 + 2 * PAD)
  projection.clipExtent([[0, 0], [MAP_WIDTH, height]])
  const path = outlines(projection)

  const states = all
    .filter((f) => served.has(f.properties.name) || NEIGHBOURS.includes(f.properties.name))
    .map((f) => {
      const isServed = served.has(f.properties.name)
      const [cx, cy] = geoPath(projection).centroid(f)
      return { name: f.properties.name, d: path(f), served: isServed, ...(isServed ? { label: { x: Math.round(cx), y: Math.round(cy) } } : {}) }
    })
    .filter((s) => s.d !== "")
    .sort((a, b) => Number(a.served) - Number(b.served))

  const listed = [...locations].filter((l) => l.listed).sort((a, b) => a.rank - b.rank)
  const cities = listed.map(cityAt(projection))
  const inset = base ? insetAround(base, projection, listed, cities, height, all.filter((f) => served.has(f.properties.name))) : undefined
  const onInset = new Set(inset?.cities.map((c) => c.slug))
  placeLabels(cities.filter((c) => !onInset.has(c.slug)), cities, states, { x: 0, y: 0, w: MAP_WIDTH, h: height }, inset ? [inset.box] : [])
  if (inset) placeLabels(inset.cities, inset.cities, [], inset.box, [inset.titleBox])
  return { width: MAP_WIDTH, height, states, cities, ...(inset ? { inset: { ...inset.data, cities: inset.cities } } : {}) }
}

/**
 * Where the cities crowd, around the company's base, an inset at three times the scale in the open water at the
 * map's lower left (the Gulf), if it covers no city's circle there; its cities are labelled there, not on the map.
 */
function insetAround(
  base: { latitude: number; longitude: number },
  main: GeoProjection,
  listed: readonly AreaLocation[],
  cities: readonly MapCity[],
  height: number,
  land: StateFeature[],
) {
  const box: Box = { x: INSET.margin, y: height - INSET.margin - INSET.size, w: INSET.size, h: INSET.size }
  if (cities.some((c) => overlaps(box, { x: c.x - c.r, y: c.y - c.r, w: 2 * c.r, h: 2 * c.r }))) return undefined
  const [bx, by] = main([base.longitude, base.latitude])!
  const zoomed = geoConicConformal()
    .parallels([29.5, 34.5])
    .rotate([83.5, 0])
    .scale(main.scale() * INSET.zoom)
    .translate([0, 0])
  const [zx, zy] = zoomed([base.longitude, base.latitude])!
  zoomed.translate([box.x + box.w / 2 - zx, box.y + box.h / 2 - zy]).clipExtent([[box.x, box.y], [box.x + box.w, box.y + box.h]])
  const inner = { x: box.x + 6, y: box.y + 6, w: box.w - 12, h: box.h - 12 }
  const insetCities = listed
    .map(cityAt(zoomed))
    .filter((c) => c.x > inner.x && c.x < inner.x + inner.w && c.y > inner.y && c.y < inner.y + inner.h)
  if (insetCities.length < 2) return undefined
  const path = outlines(zoomed)
  const reach = INSET.size / INSET.zoom / 2
  const titleBox = { x: box.x, y: box.y, w: textWidth(INSET.title, LABEL_SIZE.narrow * 0.7) + 16, h: LABEL_SIZE.narrow * 0.7 + 12 }
  return {
    box,
    titleBox,
    cities: insetCities,
    data: {
      x: box.x,
      y: box.y,
      width: box.w,
      height: box.h,
      title: INSET.title,
      d: land.map(path).join(""),
      // The part of the map the inset enlarges, outlined on the map.
      source: { x: round(bx - reach), y: round(by - reach), width: round(2 * reach), height: round(2 * reach) },
    },
  }
}

/**
 * Greedy label placement: cities in content order (the main cities first), each label at the first spot
 * around its dot that stays on the map and clear of the other dots, the state names and the labels placed
 * before. A label that fits at the phone's size shows at both sizes ("major"); one that fits only at the wide
 * size shows on wide screens ("minor"); one that fits at neither is left out (its dot is still the link, named).
 */
function placeLabels(cities: MapCity[], dots: readonly MapCity[], states: ServiceAreaMapData["states"], bounds: Box, keepOut: Box[]) {
  const inside = (b: Box) =>
    b.x >= bounds.x + 2 && b.y >= bounds.y + 2 && b.x + b.w <= bounds.x + bounds.w - 2 && b.y + b.h <= bounds.y + bounds.h - 2 && !keepOut.some((k) => overlaps(b, k))
  const dotBox = (c: MapCity, half: number): Box => ({ x: c.x - half, y: c.y - half, w: 2 * half, h: 2 * half })
  const taken: Record<"wide" | "narrow", Box[]> = { wide: [], narrow: [] }
  const clearAt = (city: MapCity, spot: Spot, size: "wide" | "narrow") => {
    const font = LABEL_SIZE[size]
    const half = size === "narrow" ? 9 : 5
    const box = spotBox(spot, city.x, city.y, textWidth(city.city, font), font)
    // A label must read as its own dot's: no other dot closer to it.
    const gap = (c: MapCity) => Math.hypot(Math.max(box.x - c.x, 0, c.x - box.x - box.w), Math.max(box.y - c.y, 0, c.y - box.y - box.h))
    const own = gap(city)
    const misread = dots.some((other) => other !== city && gap(other) < own)
    const clear = !misread && inside(box) && !dots.some((other) => other !== city && overlaps(box, dotBox(other, half))) && !taken[size].some((b) => overlaps(box, b))
    return clear ? box : null
  }
  for (const city of cities) {
    // The first spot clear at both sizes; else the first clear at the wide size.
    const both = SPOTS.map((spot) => ({ spot, narrow: clearAt(city, spot, "narrow"), wide: clearAt(city, spot, "wide") })).find((s) => s.narrow && s.wide)
    const wideOnly = both ? undefined : SPOTS.map((spot) => ({ spot, wide: clearAt(city, spot, "wide") })).find((s) => s.wide)
    const chosen = both ?? wideOnly
    if (!chosen?.wide) continue
    taken.wide.push(chosen.wide)
    if (both?.narrow) taken.narrow.push(both.narrow)
    city.label = { tier: both ? "major" : "minor", align: chosen.spot.align, baseline: chosen.spot.baseline, x: round(chosen.wide.tx), y: round(chosen.wide.ty) }
  }
  // The state names go last, where they are clear of every dot and city label at both sizes (moved a little
  // from the state's centre if need be, else left out: the outline and the legend name the states too).
  for (const state of states) {
    if (!state.label) continue
    const { x, y } = state.label
    const free = [[0, 0], [0, 40], [0, -40], [40, 0], [-40, 0], [0, 80], [0, -80], [60, 40], [-60, 40]]
      .map(([dx, dy]) => ({ x: x + dx, y: y + dy }))
      .find((at) =>
        (["wide", "narrow"] as const).every((size) => {
          const font = size === "wide" ? LABEL_SIZE.wide : LABEL_SIZE.narrow * 0.8
          const w = textWidth(state.name, font) * 1.3
          const box = { x: at.x - w / 2, y: at.y - font / 2, w, h: font }
          return inside(box) && !dots.some((c) => overlaps(box, dotBox(c, size === "narrow" ? 9 : 5))) && !taken[size].some((b) => overlaps(box, b))
        }),
      )
    if (free) state.label = free
    else delete state.label
  }
}
