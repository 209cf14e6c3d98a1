import {
  ACCEPT_ATTRIBUTE,
  BUCKET_MIME_TYPES,
  EXTENSION_TYPES,
  attachmentType,
  extensionOf,
  isAcceptedFile,
} from "../../../src/lib/quote/file-types"

describe("accepted attachment types (spec section 5)", () => {
  it.each([
    ["photo.JPG", "image/jpeg", "image/jpeg"],
    ["scan.png", "", "image/png"],
    ["walkthrough.mov", "video/quicktime", "video/quicktime"],
    ["floorplan.pdf", "application/pdf", "application/pdf"],
    ["scope.doc", "", "application/msword"],
    ["scope.docx", "application/octet-stream", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["rooms.xls", "application/vnd.ms-excel", "application/vnd.ms-excel"],
    ["rooms.xlsx", "", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    // Windows reports CSV files as Excel: the extension decides.
    ["rooms.csv", "application/vnd.ms-excel", "text/csv"],
  ])("accepts %s (reported as %j) and stores it as %s", (name, type, contentType) => {
    expect(attachmentType({ name, type })?.contentType).toBe(contentType)
  })

  it("accepts a file without an extension by its type and names the extension to add", () => {
    expect(attachmentType({ name: "IMG_2041", type: "image/heic" })).toEqual({ contentType: "image/heic", extension: "heic" })
    expect(attachmentType({ name: "scan", type: "application/pdf; charset=binary" })).toEqual({
      contentType: "application/pdf",
      extension: "pdf",
    })
  })

  it.each([
    ["setup.exe", "application/x-msdownload"],
    ["notes.txt", "text/plain"],
    ["archive.zip", "application/zip"],
    ["page.html", "text/html"],
    ["logo.svg", "image/svg+xml"],
    ["drawing", "image/svg+xml"],
    ["noextension", ""],
    ["image", "image/x-unknown-format"],
  ])("refuses %s (%s)", (name, type) => {
    expect(isAcceptedFile({ name, type })).toBe(false)
  })

  it("reads extensions in lower case and ignores dot-files and trailing dots", () => {
    expect(extensionOf("Report.Final.PDF")).toBe("pdf")
    expect(extensionOf(".bashrc")).toBe("")
    expect(extensionOf("name.")).toBe("")
  })

  it("offers the picker every family, type and extension", () => {
    for (const part of ["image/*", "video/*", "application/pdf", ".csv", ".docx", ".xlsx"]) {
      expect(ACCEPT_ATTRIBUTE.split(",")).toContain(part)
    }
  })

  it("only ever uploads with a type the bucket lists, exactly, and the bucket lists no wildcard", () => {
    for (const type of Object.values(EXTENSION_TYPES)) expect(BUCKET_MIME_TYPES).toContain(type)
    for (const type of BUCKET_MIME_TYPES) expect(type).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/)
    for (const file of [{ name: "clip.ogv", type: "video/ogg" }, { name: "scan", type: "application/pdf" }, { name: "x.mp4", type: "text/html" }]) {
      const type = attachmentType(file)
      if (type) expect(BUCKET_MIME_TYPES).toContain(type.contentType)
    }
  })
})
