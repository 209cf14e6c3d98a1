import { samplePages } from "../browser/support/browser"

describe("samplePages (the pages page-kinds.test.ts and the floating-group checks visit)", () => {
  const built = [
    "/",
    "/about",
    "/blog",
    "/blog/a-post",
    "/blog/b-post",
    "/jobs",
    "/jobs/day-porter",
    "/jobs/site-supervisor",
    "/locations/atlanta",
    "/locations/tampa",
  ]

  it("keeps every index page, /blog and /jobs included, and one page of each section", () => {
    expect(samplePages(built)).toEqual(["/", "/about", "/blog", "/blog/b-post", "/jobs", "/jobs/site-supervisor", "/locations/tampa"])
  })

  it("keeps /jobs when no role is open and it has no pages below it", () => {
    expect(samplePages(["/", "/jobs", "/careers"])).toEqual(["/", "/careers", "/jobs"])
  })
})
