/**
 * The blog list's filtering and paging, kept apart from React so it is unit-tested.
 * The active category lives in the URL as ?category=<slug> so a filtered list can be
 * shared and survives a reload.
 */
import { BLOG_CATEGORIES, type BlogCategory } from "./content/constants"
import { slugify } from "./slug"

export const POSTS_PAGE_SIZE = 6

export const ALL_POSTS_LABEL = "All Posts"

export const categorySlug = (category: BlogCategory) => slugify(category)

/** The category named by ?category=<slug>, or null (all posts) when absent or unknown. */
export function categoryFromSearch(search: string): BlogCategory | null {
  const value = new URLSearchParams(search).get("category")
  return BLOG_CATEGORIES.find((category) => categorySlug(category) === value) ?? null
}

/** The query string for a category: "?category=office-cleaning", or "" for all posts. */
export const searchForCategory = (category: BlogCategory | null) =>
  category ? `?category=${categorySlug(category)}` : ""

export function filterPosts<T extends { category: string }>(posts: readonly T[], category: BlogCategory | null): T[] {
  return category ? posts.filter((post) => post.category === category) : [...posts]
}

/** How many posts each category has, for the sidebar's counts. */
export function countByCategory(posts: readonly { category: string }[]): Record<BlogCategory, number> {
  const counts = Object.fromEntries(BLOG_CATEGORIES.map((c) => [c, 0])) as Record<BlogCategory, number>
  for (const post of posts) if (post.category in counts) counts[post.category as BlogCategory] += 1
  return counts
}
