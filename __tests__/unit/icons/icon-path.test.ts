import { absoluteStart, mergeIconNode, shapeToPath, type IconNode } from "../../../src/lib/icons/icon-path"

describe("icon shapes as path data (src/lib/icons/icon-path.ts)", () => {
  it("keeps a leading relative move valid after other subpaths: absolute, with its implicit line-tos relative", () => {
    expect(absoluteStart("m16 9-5.5 5.5L8 12")).toBe("M16 9l-5.5 5.5L8 12")
    expect(absoluteStart("m9 18 6-6-6-6")).toBe("M9 18l6-6-6-6")
    expect(absoluteStart("m6 9 6 6")).toBe("M6 9l6 6")
    expect(absoluteStart("m2 3h4")).toBe("M2 3h4")
    expect(absoluteStart("M5 12h14")).toBe("M5 12h14")
  })

  it("draws each shape from SVG's own starting point and direction", () => {
    expect(shapeToPath("circle", { cx: "12", cy: "12", r: "10", key: "a" })).toBe("M22 12A10 10 0 0 1 2 12A10 10 0 0 1 22 12Z")
    expect(shapeToPath("line", { x1: "12", x2: "12.01", y1: "16", y2: "16" })).toBe("M12 16L12.01 16")
    expect(shapeToPath("rect", { x: "3", y: "3", width: "18", height: "18", rx: "2" })).toBe(
      "M5 3H19A2 2 0 0 1 21 5V19A2 2 0 0 1 19 21H5A2 2 0 0 1 3 19V5A2 2 0 0 1 5 3Z",
    )
    expect(shapeToPath("rect", { x: "1", y: "2", width: "4", height: "2" })).toBe("M1 2H5V4H1Z")
    expect(shapeToPath("polygon", { points: "1,2 3,4 5 6" })).toBe("M1 2L3 4L5 6Z")
    expect(shapeToPath("polyline", { points: "1 2 3 4" })).toBe("M1 2L3 4")
  })

  it("takes a missing ry from rx and clamps each radius to half its side, as SVG does", () => {
    expect(shapeToPath("rect", { x: "0", y: "0", width: "4", height: "2", rx: "5" })).toBe("M2 0H2A2 1 0 0 1 4 1V1A2 1 0 0 1 2 2H2A2 1 0 0 1 0 1V1A2 1 0 0 1 2 0Z")
  })

  it("leaves alone a shape with attributes of its own, or one it does not know", () => {
    expect(shapeToPath("circle", { cx: "7.5", cy: "7.5", r: ".5", fill: "currentColor" })).toBeNull()
    expect(shapeToPath("text", { x: "1" })).toBeNull()
  })

  it("joins an icon's shapes into one path and keeps the others in place", () => {
    const node: IconNode = [
      ["circle", { cx: "12", cy: "12", r: "10", key: "1" }],
      ["path", { d: "m16 9-5.5 5.5L8 12", key: "2" }],
    ]
    expect(mergeIconNode(node)).toEqual([["path", { d: "M22 12A10 10 0 0 1 2 12A10 10 0 0 1 22 12ZM16 9l-5.5 5.5L8 12" }]])
    const dotted: IconNode = [
      ["path", { d: "M2 2h4", key: "1" }],
      ["circle", { cx: "7.5", cy: "7.5", r: ".5", fill: "currentColor", key: "2" }],
      ["path", { d: "M2 6h4", key: "3" }],
    ]
    expect(mergeIconNode(dotted)).toEqual([
      ["path", { d: "M2 2h4M2 6h4" }],
      ["circle", { cx: "7.5", cy: "7.5", r: ".5", fill: "currentColor", key: "2" }],
    ])
    expect(mergeIconNode([])).toEqual([])
  })
})
