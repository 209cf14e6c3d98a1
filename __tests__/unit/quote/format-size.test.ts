import { formatMegabytes } from "../../../src/lib/quote/format-size"

describe("formatMegabytes", () => {
  it.each([
    [0, "0.0 MB"],
    [1, "0.1 MB"],
    [50_000, "0.1 MB"],
    [60_000, "0.1 MB"],
    [1024 * 1024, "1.0 MB"],
    [2.46 * 1024 * 1024, "2.5 MB"],
    [200 * 1024 * 1024, "200.0 MB"],
  ])("shows %d bytes as %s", (bytes, shown) => {
    expect(formatMegabytes(bytes)).toBe(shown)
  })
})
