/**
 * One <path> per icon instead of one element per stroke: lucide draws an icon as several <path>,
 * <circle>, <rect> and <line> children with the same stroke, and a page with 90 icons carried about
 * 200 of them. Every shape converts exactly to path data (the same outline, the same starting point and
 * direction as SVG defines for the shape), and subpaths in one `d` are stroked exactly as separate
 * paths are, so the drawing does not change; only the DOM gets smaller. A child with attributes of its
 * own (lucide's few `fill="currentColor"` dots) stays a separate element.
 */
export type IconNode = [tag: string, attrs: Record<string, string | number>][]

/** Attributes that only place a shape; anything else on a child (fill, opacity...) keeps it separate. */
const GEOMETRY: Record<string, string[]> = {
  path: ["d"],
  circle: ["cx", "cy", "r"],
  ellipse: ["cx", "cy", "rx", "ry"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
  line: ["x1", "y1", "x2", "y2"],
  polyline: ["points"],
  polygon: ["points"],
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?`
const LEADING_RELATIVE_MOVE = new RegExp(String.raw`^\s*m\s*(${NUMBER})[\s,]*(${NUMBER})[\s,]*`)
const STARTS_WITH_NUMBER = new RegExp(`^${NUMBER}`)

/** Shortest decimal form, without float noise (12 - 0.5 written as 11.5, not 11.500000000000002). */
const n = (value: number) => String(Number(value.toFixed(4)))

/**
 * Path data that may follow other subpaths: SVG reads a leading relative "m" as absolute, but only at
 * the very start of a `d`; later it would be relative to the previous subpath's end. So it becomes
 * "M", and the coordinate pairs that followed it (implicit relative line-tos) get an explicit "l".
 */
export function absoluteStart(d: string): string {
  const match = LEADING_RELATIVE_MOVE.exec(d)
  if (!match) return d.trim()
  const rest = d.slice(match[0].length)
  return `M${match[1]} ${match[2]}${STARTS_WITH_NUMBER.test(rest) ? "l" : ""}${rest}`.trim()
}

const points = (list: string) => (list.trim().match(new RegExp(NUMBER, "g")) ?? []).map(Number)

/** The path data of one lucide child, or null when it cannot be merged (other attributes, unknown tag). */
export function shapeToPath(tag: string, attrs: Record<string, string | number>): string | null {
  const geometry = GEOMETRY[tag]
  if (!geometry) return null
  if (Object.keys(attrs).some((name) => name !== "key" && !geometry.includes(name))) return null
  const num = (name: string, fallback = 0) => (attrs[name] === undefined ? fallback : Number(attrs[name]))
  switch (tag) {
    case "path":
      return absoluteStart(String(attrs.d ?? ""))
    case "circle":
    case "ellipse": {
      const cx = num("cx")
      const cy = num("cy")
      const rx = tag === "circle" ? num("r") : num("rx")
      const ry = tag === "circle" ? rx : num("ry")
      // Starts at the rightmost point and runs clockwise, as SVG defines the shape's path.
      return `M${n(cx + rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(cy)}Z`
    }
    case "rect": {
      const x = num("x")
      const y = num("y")
      const w = num("width")
      const h = num("height")
      // SVG: a missing rx or ry takes the other's value; each is at most half the side.
      let rx = attrs.rx === undefined ? num("ry") : num("rx")
      let ry = attrs.ry === undefined ? rx : num("ry")
      rx = Math.min(rx, w / 2)
      ry = Math.min(ry, h / 2)
      if (rx <= 0 || ry <= 0) return `M${n(x)} ${n(y)}H${n(x + w)}V${n(y + h)}H${n(x)}Z`
      const arc = `A${n(rx)} ${n(ry)} 0 0 1 `
      return (
        `M${n(x + rx)} ${n(y)}H${n(x + w - rx)}${arc}${n(x + w)} ${n(y + ry)}V${n(y + h - ry)}` +
        `${arc}${n(x + w - rx)} ${n(y + h)}H${n(x + rx)}${arc}${n(x)} ${n(y + h - ry)}` +
        `V${n(y + ry)}${arc}${n(x + rx)} ${n(y)}Z`
      )
    }
    case "line":
      return `M${n(num("x1"))} ${n(num("y1"))}L${n(num("x2"))} ${n(num("y2"))}`
    default: {
      const list = points(String(attrs.points ?? ""))
      if (list.length < 4 || list.length % 2) return null
      const pairs = list.reduce<string[]>((all, value, i) => (i % 2 ? all : [...all, `${n(value)} ${n(list[i + 1])}`]), [])
      return `M${pairs.join("L")}${tag === "polygon" ? "Z" : ""}`
    }
  }
}

/** An icon's children with every mergeable shape joined into one <path>, placed where the first one was. */
export function mergeIconNode(node: IconNode): IconNode {
  const merged: string[] = []
  const result: IconNode = []
  let slot = -1
  for (const [tag, attrs] of node) {
    const d = shapeToPath(tag, attrs)
    if (d === null) {
      result.push([tag, attrs])
      continue
    }
    if (slot === -1) {
      slot = result.length
      result.push(["path", {}])
    }
    merged.push(d)
  }
  if (slot !== -1) result[slot] = ["path", { d: merged.join("") }]
  return result
}
