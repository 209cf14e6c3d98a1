import { slugify } from "../../src/lib/slug"

describe("slugify", () => {
  it.each([
    ["Tampa", "tampa"],
    ["Plant City", "plant-city"],
    ["St. Petersburg", "st-petersburg"],
    ["Fort  Lauderdale", "fort-lauderdale"],
    ["Daytona Beach", "daytona-beach"],
    ["Cañon City", "canon-city"],
  ])("turns %s into %s (lowercase, spaces to hyphens, punctuation dropped)", (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })
})
