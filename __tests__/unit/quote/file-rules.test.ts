import { MAX_FILE_BYTES, MB } from "../../../src/lib/quote/attachment-limits"
import { addFiles, attachmentProblem, removeFile, totalBytes, type PickedFile } from "../../../src/lib/quote/file-rules"
import { MESSAGES } from "../../../src/lib/quote/messages"

let stamp = 1
const file = (name: string, sizeMb: number, type = ""): PickedFile => ({ name, type, size: Math.round(sizeMb * MB), lastModified: stamp++ })

describe("adding attachments", () => {
  it("adds accepted files to the list", () => {
    const a = file("a.jpg", 1)
    const b = file("b.pdf", 2)
    expect(addFiles([a], [b])).toEqual({ files: [a, b], errors: [] })
  })

  it("keeps the accepted files of a pick and reports the others with the spec's message", () => {
    const ok = file("photo.png", 1)
    const result = addFiles([], [file("virus.exe", 1), ok, file("notes.txt", 1)])
    expect(result.files).toEqual([ok])
    expect(result.errors).toEqual(["Some files were not accepted. Allowed: images, videos, PDF, DOC, XLS, CSV."])
  })

  it("leaves the list unchanged when the total would exceed 200MB", () => {
    const current = [file("a.mp4", 45), file("b.mp4", 45), file("c.mp4", 45), file("d.mp4", 45)] // 180 MB
    const result = addFiles(current, [file("e.jpg", 5), file("f.mp4", 30)])
    expect(result.files).toEqual(current)
    expect(result.errors).toEqual(["Total attachment size exceeds 200MB."])
  })

  it("allows exactly 200MB", () => {
    const current = [file("a.mp4", 50), file("b.mp4", 50), file("c.mp4", 50)]
    expect(addFiles(current, [file("d.mp4", 50)]).errors).toEqual([])
  })

  it("refuses a single file over the per-file limit, naming it and the limit, and keeps the others", () => {
    const big = { ...file("walkthrough.mov", 0), size: MAX_FILE_BYTES + 1 }
    const ok = file("photo.jpg", 1)
    const result = addFiles([], [big, ok])
    expect(result.files).toEqual([ok])
    expect(result.errors).toEqual([MESSAGES.fileTooLarge("walkthrough.mov", 50)])
    expect(result.errors[0]).toContain('"walkthrough.mov"')
    expect(result.errors[0]).toContain("50 MB")
  })

  it("adds a file picked twice only once", () => {
    const a = file("a.jpg", 1)
    expect(addFiles([a], [{ ...a }]).files).toEqual([a])
    expect(addFiles([], [a, { ...a }]).files).toEqual([a])
  })

  it("removes one file by its position", () => {
    const [a, b, c] = [file("a.jpg", 1), file("b.jpg", 1), file("c.jpg", 1)]
    expect(removeFile([a, b, c], 1)).toEqual([a, c])
  })

  it("sums sizes", () => {
    expect(totalBytes([file("a.jpg", 1), file("b.jpg", 2)])).toBe(3 * MB)
  })
})

describe("the submit-time check", () => {
  it("passes a valid list and stops an invalid one", () => {
    expect(attachmentProblem([file("a.jpg", 1)])).toBeNull()
    expect(attachmentProblem([file("a.exe", 1)])).toBe(MESSAGES.filesNotAccepted)
    expect(attachmentProblem([file("a.mp4", 50), file("b.mp4", 50), file("c.mp4", 50), file("d.mp4", 50), file("e.jpg", 1)])).toBe(
      MESSAGES.totalTooLarge,
    )
  })
})
