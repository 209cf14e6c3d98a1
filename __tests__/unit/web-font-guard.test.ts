import { SWAP_SHIFT_LIMIT, swapWouldShow, type Placed } from "../../plugins/web-font/browser/web-font-guard"

// A phone screen, a heading and a paragraph of three lines in it, as layoutInView reports them.
const VIEWPORT = { width: 390, height: 844 }
const page = (): Placed[] => [
  { x: 16, y: 100, width: 358, height: 80 },
  { x: 16, y: 100, width: 300, height: 80, lines: [100, 140] },
  { x: 16, y: 200, width: 358, height: 78, lines: [200, 226, 252] },
]
const changed = (edit: (placed: Placed[]) => void) => {
  const placed = page().map((item) => ({ ...item, lines: item.lines && [...item.lines] }))
  edit(placed)
  return placed
}

describe("whether the swap to the web font would show", () => {
  it("does not when nothing in view starts elsewhere", () => {
    expect(swapWouldShow(page(), page(), VIEWPORT)).toBe(false)
  })

  it("does when a text in view gains, loses or moves a line (a re-wrap)", () => {
    expect(swapWouldShow(page(), changed((p) => p[2].lines!.push(278)), VIEWPORT)).toBe(true)
    expect(swapWouldShow(page(), changed((p) => p[2].lines!.pop()), VIEWPORT)).toBe(true)
    expect(swapWouldShow(page(), changed((p) => (p[2].lines![2] += 1)), VIEWPORT)).toBe(true)
  })

  it("does when something moves up or down by Chromium's 3 px threshold, not below it", () => {
    expect(swapWouldShow(page(), changed((p) => (p[0].y += 3)), VIEWPORT)).toBe(true)
    expect(swapWouldShow(page(), changed((p) => (p[0].y += 2)), VIEWPORT)).toBe(false)
  })

  it("lets small sideways moves of starts pass (the letterforms change), but not one that would score half the CLS budget", () => {
    // A word's start 4 px further along a line: a small area, a small distance.
    expect(swapWouldShow(page(), changed((p) => (p[1].x += 4)), VIEWPORT)).toBe(false)
    // The whole paragraph's start 12 px along: (358 + 12) x 78 of 390 x 844, times 12 / 844, is about 0.0012.
    expect(swapWouldShow(page(), changed((p) => (p[2].x += 12)), VIEWPORT)).toBe(false)
    // A block filling the screen, 12 px along: about 0.014.
    const full: Placed[] = [{ x: 0, y: 0, width: 390, height: 844 }]
    expect(swapWouldShow(full, [{ ...full[0], x: 12 }], VIEWPORT)).toBe(true)
    expect(SWAP_SHIFT_LIMIT).toBeLessThan(0.01)
  })

  it("does when the layout in view has other boxes or texts", () => {
    expect(swapWouldShow(page(), page().slice(1), VIEWPORT)).toBe(true)
  })
})
