import {
  RANDOM_BYTES,
  randomHex,
  sanitizeFileName,
  storageFolder,
  storagePaths,
  storedFileName,
} from "../../../src/lib/quote/storage-path"
import { FIXED_NOW } from "../../fixtures/clock"

describe("attachment storage paths (spec section 3)", () => {
  it("replaces every character but letters, digits, dot, underscore and hyphen with an underscore", () => {
    expect(sanitizeFileName("Floor plan (v2) – final!.pdf")).toBe("Floor_plan__v2____final_.pdf")
    expect(sanitizeFileName("café/menü\\x.jpg")).toBe("caf__men__x.jpg")
    expect(sanitizeFileName("ok_name-1.2.csv")).toBe("ok_name-1.2.csv")
  })

  it("builds quotes/{timestamp}-{random}/{name}", () => {
    const folder = storageFolder(1_718_000_000_000, "0123456789abcdef")
    expect(folder).toBe("quotes/1718000000000-0123456789abcdef")
    expect(storagePaths([{ name: "My photo.jpg", type: "image/jpeg" }], folder)).toEqual([
      "quotes/1718000000000-0123456789abcdef/My_photo.jpg",
    ])
  })

  it("draws at least 64 random bits from crypto.getRandomValues, as hex", () => {
    expect(RANDOM_BYTES * 8).toBeGreaterThanOrEqual(64)
    const getRandomValues = jest.fn(<T extends ArrayBufferView | null>(array: T) => {
      new Uint8Array((array as unknown as Uint8Array).buffer).fill(0xab)
      return array
    })
    expect(randomHex(RANDOM_BYTES, { getRandomValues } as unknown as Crypto)).toBe("ab".repeat(8))
    expect(getRandomValues).toHaveBeenCalledTimes(1)
    expect(randomHex()).toMatch(/^[0-9a-f]{16}$/)
    expect(randomHex()).not.toBe(randomHex())
  })

  it("uses the current time and fresh randomness by default", () => {
    jest.useFakeTimers({ now: FIXED_NOW })
    try {
      const [, stamp, random] = /^quotes\/(\d+)-([0-9a-f]+)$/.exec(storageFolder())!
      expect(Number(stamp)).toBe(FIXED_NOW.getTime())
      expect(random).toHaveLength(16)
    } finally {
      jest.useRealTimers()
    }
  })

  it("adds the extension a type implies to a file that has none", () => {
    expect(storedFileName({ name: "IMG 2041", type: "image/heic" })).toBe("IMG_2041.heic")
    expect(storedFileName({ name: "scan", type: "application/pdf" })).toBe("scan.pdf")
  })

  it("never produces an empty, hidden or overlong name", () => {
    expect(storedFileName({ name: "..pdf", type: "application/pdf" })).toBe("pdf.pdf")
    expect(storedFileName({ name: "", type: "image/png" })).toBe("file.png")
    const long = storedFileName({ name: `${"a".repeat(300)}.jpeg`, type: "" })
    expect(long).toHaveLength(100)
    expect(long.endsWith(".jpeg")).toBe(true)
  })

  it("keeps two files with the same name apart", () => {
    const paths = storagePaths(
      [
        { name: "photo.jpg", type: "" },
        { name: "photo.jpg", type: "" },
        { name: "PHOTO.jpg", type: "" },
      ],
      "quotes/1-00",
    )
    expect(paths).toEqual(["quotes/1-00/photo.jpg", "quotes/1-00/photo-2.jpg", "quotes/1-00/PHOTO-3.jpg"])
  })
})
