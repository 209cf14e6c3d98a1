import { gridColumns } from "../../src/lib/grid-columns"

const lastRow = (count: number, columns: number) => count % columns || columns

describe("gridColumns leaves no lone card on a grid's last row", () => {
  it.each([2, 3, 4])("for every count from 2 to 30 with at most %i columns", (max) => {
    for (let count = 2; count <= 30; count++) {
      const columns = gridColumns(count, max)
      expect(columns).toBeLessThanOrEqual(max + 1)
      if (columns > 1 && count > columns) expect(lastRow(count, columns)).toBeGreaterThanOrEqual(2)
    }
  })

  it("keeps the design's widest layout when it already works", () => {
    expect(gridColumns(6, 3)).toBe(3)
    expect(gridColumns(5, 3)).toBe(3)
  })

  it("narrows the grid rather than leave four plus one", () => {
    expect(gridColumns(5, 4)).toBe(3)
    expect(gridColumns(4, 3)).toBe(2)
  })

  it("falls back to one column only when no layout up to one wider than the design avoids a lone card", () => {
    expect(gridColumns(7, 2)).toBe(1)
    expect(gridColumns(7, 3)).toBe(4)
  })

  it("puts a grid that fits in one row in exactly that many columns", () => {
    expect(gridColumns(2, 3)).toBe(2)
    expect(gridColumns(1, 3)).toBe(1)
  })
})
