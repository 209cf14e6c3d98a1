/**
 * The service-areas map as the build hands it to the page (gatsby/lib/service-area/map.ts computes it):
 * outlines as SVG path data, cities as points and radii in map units, and where each label goes.
 */

export interface MapLabel {
  /** How the text sits on its point (x, y): SVG's text-anchor, and top/middle/bottom of the letters. */
  align: "start" | "middle" | "end"
  baseline: "top" | "middle" | "bottom"
  /** "major": shown at every width; "minor": only where the map is wide enough for small labels. */
  tier: "major" | "minor"
  /** Where the text is anchored, in map units. */
  x: number
  y: number
}

export interface MapCity {
  slug: string
  city: string
  state: string
  /** Service radius in miles, and in map units (r). */
  miles: number
  x: number
  y: number
  r: number
  label?: MapLabel
}

export interface MapState {
  name: string
  d: string
  /** A service state (the others are drawn faintly, for context). */
  served: boolean
  label?: { x: number; y: number }
}

/** An enlarged view of where the cities crowd (around the company's base), drawn in open water on the map. */
export interface MapInset {
  x: number
  y: number
  width: number
  height: number
  title: string
  /** The land in it. */
  d: string
  /** The area of the map it enlarges. */
  source: { x: number; y: number; width: number; height: number }
  /** Its cities, in its own coordinates (their labels are here, not on the map). */
  cities: MapCity[]
}

export interface ServiceAreaMapData {
  width: number
  height: number
  states: MapState[]
  cities: MapCity[]
  inset?: MapInset
}
