import React from "react"
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { BlogList, type PostSummary } from "../../src/components/blog-list"
import { renderLoaded } from "../fixtures/render-loaded"

const categories = ["Office Cleaning", "Restaurant Cleaning", "Green Cleaning"]

/** n posts cycling through three categories, newest first. */
const makePosts = (n: number): PostSummary[] =>
  Array.from({ length: n }, (_, i) => ({
    slug: `post-${i + 1}`,
    title: `Post ${i + 1}`,
    date: "March 1, 2024",
    isoDate: "2024-03-01",
    author: "Cleaning Team",
    category: categories[i % 3],
    excerpt: `Excerpt ${i + 1}`,
  }))

const shownTitles = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent)
const category = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) })

beforeEach(() => window.history.replaceState(null, "", "/blog"))

describe("blog list", () => {
  it("shows each post's title, date, author, category, excerpt and a Read More link to its page", async () => {
    await renderLoaded(<BlogList posts={makePosts(1)} />)
    expect(screen.getByRole("heading", { name: "Post 1" })).toBeInTheDocument()
    expect(screen.getByText("March 1, 2024").closest("time")).toHaveAttribute("datetime", "2024-03-01")
    expect(screen.getByText("Cleaning Team")).toBeInTheDocument()
    expect(screen.getByText("Excerpt 1")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Read More about Post 1" })).toHaveAttribute("href", "/blog/post-1/")
  })

  it("lists All Posts and the six categories, with All Posts active", async () => {
    await renderLoaded(<BlogList posts={makePosts(3)} />)
    const buttons = within(screen.getByRole("list", { name: "Categories" })).getAllByRole("button")
    expect(buttons.map((b) => b.firstChild?.textContent)).toEqual([
      "All Posts",
      "Office Cleaning",
      "Restaurant Cleaning",
      "Commercial Cleaning",
      "Janitorial Services",
      "Emergency Cleaning",
      "Green Cleaning",
    ])
    expect(category("All Posts")).toHaveAttribute("aria-pressed", "true")
  })

  it("filters by category, marks it active and writes it to the URL", async () => {
    const user = userEvent.setup()
    await renderLoaded(<BlogList posts={makePosts(6)} />)
    await user.click(category("Green Cleaning"))
    expect(shownTitles()).toEqual(["Post 3", "Post 6"])
    expect(category("Green Cleaning")).toHaveAttribute("aria-pressed", "true")
    expect(category("All Posts")).toHaveAttribute("aria-pressed", "false")
    expect(window.location.search).toBe("?category=green-cleaning")
    expect(screen.getByRole("status")).toHaveTextContent("Showing 2 of 2 posts in Green Cleaning")

    await user.click(category("All Posts"))
    expect(shownTitles()).toHaveLength(6)
    expect(window.location.search).toBe("")
  })

  it("starts from the category in the URL, so a filtered list survives a reload", async () => {
    window.history.replaceState(null, "", "/blog?category=office-cleaning")
    await renderLoaded(<BlogList posts={makePosts(6)} />)
    expect(shownTitles()).toEqual(["Post 1", "Post 4"])
    expect(category("Office Cleaning")).toHaveAttribute("aria-pressed", "true")
  })

  it("follows the URL on back and forward", async () => {
    await renderLoaded(<BlogList posts={makePosts(6)} />)
    act(() => {
      window.history.pushState(null, "", "/blog?category=restaurant-cleaning")
      window.dispatchEvent(new PopStateEvent("popstate"))
    })
    expect(shownTitles()).toEqual(["Post 2", "Post 5"])
  })

  it("says so when a category has no posts yet", async () => {
    const user = userEvent.setup()
    await renderLoaded(<BlogList posts={makePosts(3)} />)
    await user.click(category("Emergency Cleaning"))
    expect(shownTitles()).toEqual([])
    expect(screen.getByRole("status")).toHaveTextContent("No posts in Emergency Cleaning yet.")
  })

  it("shows six posts, then the next six with Load More Posts, which disappears when none are left", async () => {
    const user = userEvent.setup()
    await renderLoaded(<BlogList posts={makePosts(14)} />)
    expect(shownTitles()).toHaveLength(6)
    await user.click(screen.getByRole("button", { name: "Load More Posts" }))
    expect(shownTitles()).toHaveLength(12)
    expect(screen.getByRole("link", { name: "Read More about Post 7" })).toHaveFocus()
    await user.click(screen.getByRole("button", { name: "Load More Posts" }))
    expect(shownTitles()).toHaveLength(14)
    expect(screen.queryByRole("button", { name: "Load More Posts" })).toBeNull()
  })

  it("shows no Load More Posts button when one page holds every post", async () => {
    await renderLoaded(<BlogList posts={makePosts(6)} />)
    expect(shownTitles()).toHaveLength(6)
    expect(screen.queryByRole("button", { name: "Load More Posts" })).toBeNull()
  })

  it("pages within the chosen category and starts again at one page when it changes", async () => {
    const user = userEvent.setup()
    await renderLoaded(<BlogList posts={makePosts(24)} />)
    await user.click(category("Office Cleaning"))
    expect(shownTitles()).toHaveLength(6)
    await user.click(screen.getByRole("button", { name: "Load More Posts" }))
    expect(shownTitles()).toHaveLength(8)
    expect(screen.queryByRole("button", { name: "Load More Posts" })).toBeNull()
    await user.click(category("Green Cleaning"))
    expect(shownTitles()).toHaveLength(6)
  })
})
