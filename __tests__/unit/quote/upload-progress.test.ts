import {
  announcedStep,
  initialProgress,
  overallProgress,
  percentOf,
  updateFile,
  type FileProgress,
} from "../../../src/lib/quote/upload-progress"

const MB = 1024 * 1024

describe("percentOf", () => {
  it.each([
    [0, 100, 0],
    [1, 100, 1],
    [999, 1000, 99], // rounded down: 100 only when every byte has arrived
    [1000, 1000, 100],
    [1200, 1000, 100], // never past 100
    [-5, 1000, 0],
    [0, 0, 100], // nothing to send is done
  ])("%d of %d bytes is %d%%", (sent, total, percent) => {
    expect(percentOf(sent, total)).toBe(percent)
  })
})

describe("overallProgress", () => {
  const files: FileProgress[] = [
    { sent: 2 * MB, total: 2 * MB, status: "done" },
    { sent: 3 * MB, total: 12 * MB, status: "uploading" },
    { sent: 0, total: 6 * MB, status: "waiting" },
  ]

  it("adds the bytes of every file and gives the whole percent", () => {
    expect(overallProgress(files)).toEqual({ sent: 5 * MB, total: 20 * MB, percent: 25 })
  })

  it("counts a finished file whole, even when its last progress event was short of its size", () => {
    expect(overallProgress([{ sent: 0, total: 4 * MB, status: "done" }])).toEqual({ sent: 4 * MB, total: 4 * MB, percent: 100 })
  })

  it("leaves cancelled and failed files out, so the bar still ends at 100%", () => {
    const withCancel = updateFile(files, 1, { status: "cancelled" })
    const finished = updateFile(withCancel, 2, { sent: 6 * MB, status: "done" })
    expect(overallProgress(finished)).toEqual({ sent: 8 * MB, total: 8 * MB, percent: 100 })
    expect(overallProgress(updateFile(finished, 0, { status: "failed" })).total).toBe(6 * MB)
  })

  it("keeps a paused file's bytes", () => {
    expect(overallProgress(updateFile(files, 1, { status: "paused" })).sent).toBe(5 * MB)
  })

  it("starts every file waiting at zero", () => {
    expect(initialProgress([10, 20])).toEqual([
      { sent: 0, total: 10, status: "waiting" },
      { sent: 0, total: 20, status: "waiting" },
    ])
    expect(overallProgress(initialProgress([10, 20])).percent).toBe(0)
  })
})

describe("announcedStep", () => {
  it.each([
    [0, 0],
    [24, 0],
    [25, 25],
    [49, 25],
    [74, 50],
    [99, 75],
    [100, 100],
  ])("at %d%% the last announced step is %d%%", (percent, step) => {
    expect(announcedStep(percent)).toBe(step)
  })

  it("changes only a handful of times from 0 to 100, not on every byte", () => {
    const steps = new Set(Array.from({ length: 101 }, (_, p) => announcedStep(p)))
    expect([...steps]).toEqual([0, 25, 50, 75, 100])
    expect(new Set(Array.from({ length: 101 }, (_, p) => announcedStep(p, 10))).size).toBe(11)
  })
})
