import { createHydrationTracker } from "../../src/lib/hydration-mark"

describe("the page's hydration mark", () => {
  it("completes once the root and every region the layout expects have reported, in any order", () => {
    const done = jest.fn()
    const tracker = createHydrationTracker(done)
    tracker.report("header")
    tracker.expect(["root", "header", "main"])
    tracker.report("main")
    expect(done).not.toHaveBeenCalled()
    tracker.report("root")
    expect(done).toHaveBeenCalledTimes(1)
  })

  it("does not complete before the layout has said which regions it has", () => {
    const done = jest.fn()
    const tracker = createHydrationTracker(done)
    tracker.report("root")
    tracker.report("header")
    expect(done).not.toHaveBeenCalled()
    tracker.expect(["root", "header"])
    expect(done).toHaveBeenCalledTimes(1)
  })

  it("completes once only, and later pages' regions change nothing", () => {
    const done = jest.fn()
    const tracker = createHydrationTracker(done)
    tracker.expect(["root", "main"])
    tracker.report("root")
    tracker.report("main")
    tracker.expect(["root", "main", "floating-actions"])
    tracker.report("main")
    expect(done).toHaveBeenCalledTimes(1)
  })

  it("keeps the first expectation: a region missing from the first page holds it back", () => {
    const done = jest.fn()
    const tracker = createHydrationTracker(done)
    tracker.expect(["root", "main", "footer"])
    tracker.expect(["root", "main"])
    tracker.report("root")
    tracker.report("main")
    expect(done).not.toHaveBeenCalled()
    tracker.report("footer")
    expect(done).toHaveBeenCalledTimes(1)
  })
})
