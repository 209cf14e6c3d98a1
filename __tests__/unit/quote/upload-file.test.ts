import { withContentType } from "../../../src/lib/quote/upload-file"

describe("withContentType", () => {
  it("keeps a file whose type is already right", () => {
    const file = new File(["a"], "a.pdf", { type: "application/pdf" })
    expect(withContentType(file, "application/pdf")).toBe(file)
  })

  it("re-wraps a CSV the browser reported as Excel, keeping name, bytes and date", async () => {
    const file = new File(["a,b\n1,2\n"], "rooms.csv", { type: "application/vnd.ms-excel", lastModified: 42 })
    const fixed = withContentType(file, "text/csv")
    expect(fixed.type).toBe("text/csv")
    expect(fixed.name).toBe("rooms.csv")
    expect(fixed.lastModified).toBe(42)
    expect(await fixed.text()).toBe("a,b\n1,2\n")
  })

  it("gives a type to a file reported with none", () => {
    expect(withContentType(new File(["x"], "photo.jpg"), "image/jpeg").type).toBe("image/jpeg")
  })
})
