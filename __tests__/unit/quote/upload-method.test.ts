import { RESUMABLE_CHUNK_BYTES, RESUMABLE_THRESHOLD_BYTES, uploadMethod } from "../../../src/lib/quote/upload-method"

const MB = 1024 * 1024

describe("choice of upload method by size", () => {
  it.each([
    [0, "standard"],
    [1, "standard"],
    [6 * MB - 1, "standard"],
    [6 * MB, "standard"],
    [6 * MB + 1, "resumable"],
    [12 * MB, "resumable"],
    [50 * MB, "resumable"],
  ])("sends a file of %d bytes with the %s upload", (size, method) => {
    expect(uploadMethod(size)).toBe(method)
  })

  it("switches at 6 MB and uses the 6 MB chunks Supabase's resumable endpoint requires", () => {
    expect(RESUMABLE_THRESHOLD_BYTES).toBe(6 * MB)
    expect(RESUMABLE_CHUNK_BYTES).toBe(6 * 1024 * 1024)
  })
})
