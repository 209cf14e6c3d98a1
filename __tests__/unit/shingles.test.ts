import { sharedShare, shingles } from "../../src/lib/shingles"

describe("five-word shingles", () => {
  it("are the runs of five consecutive words, case and punctuation ignored", () => {
    expect([...shingles("We clean Tampa offices, every night of the week.")]).toEqual([
      "we clean tampa offices every",
      "clean tampa offices every night",
      "tampa offices every night of",
      "offices every night of the",
      "every night of the week",
    ])
  })

  it("measure the share of the smaller page found in the other", () => {
    const a = shingles("one two three four five six")
    const b = shingles("one two three four five seven eight nine")
    expect(sharedShare(a, b)).toBe(0.5)
    expect(sharedShare(a, a)).toBe(1)
    expect(sharedShare(a, shingles("nothing at all in common here"))).toBe(0)
  })
})
