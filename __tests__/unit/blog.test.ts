import { categoryFromSearch, countByCategory, filterPosts, searchForCategory } from "../../src/lib/blog"
import { BLOG_CATEGORIES } from "../../src/lib/content/constants"

const posts = [
  { slug: "a", category: "Office Cleaning" },
  { slug: "b", category: "Green Cleaning" },
  { slug: "c", category: "Office Cleaning" },
]

describe("blog category in the URL", () => {
  it("round-trips every category through ?category=<slug>", () => {
    for (const category of BLOG_CATEGORIES) {
      expect(categoryFromSearch(searchForCategory(category))).toBe(category)
    }
    expect(searchForCategory("Janitorial Services")).toBe("?category=janitorial-services")
  })

  it("means all posts when the parameter is missing or unknown", () => {
    expect(searchForCategory(null)).toBe("")
    expect(categoryFromSearch("")).toBeNull()
    expect(categoryFromSearch("?category=pest-control")).toBeNull()
    expect(categoryFromSearch("?utm_source=x&category=green-cleaning")).toBe("Green Cleaning")
  })
})

describe("blog filtering", () => {
  it("keeps only the chosen category, in order", () => {
    expect(filterPosts(posts, "Office Cleaning").map((p) => p.slug)).toEqual(["a", "c"])
    expect(filterPosts(posts, null).map((p) => p.slug)).toEqual(["a", "b", "c"])
    expect(filterPosts(posts, "Emergency Cleaning")).toEqual([])
  })

  it("counts posts per category, zero for empty ones", () => {
    const counts = countByCategory(posts)
    expect(counts["Office Cleaning"]).toBe(2)
    expect(counts["Green Cleaning"]).toBe(1)
    expect(counts["Emergency Cleaning"]).toBe(0)
  })
})
