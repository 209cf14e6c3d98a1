import React, { useEffect, useRef, useState } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import {
  ALL_POSTS_LABEL,
  POSTS_PAGE_SIZE,
  categoryFromSearch,
  countByCategory,
  filterPosts,
  searchForCategory,
} from "../../lib/blog"
import { BLOG_CATEGORIES, type BlogCategory } from "../../lib/content/constants"
import { staticRegion } from "../static-region"
import * as styles from "./blog-list.module.css"

// A card is markup only: the server's cards are kept as they are; cards a filter or "Load More" adds are
// rendered from ./post-card, loaded at the visitor's first move towards the buttons (plugins/static-regions/browser/region-loading.ts).
const PostCard = staticRegion("card", () => import("./post-card").then((m) => m.PostCardContent), { as: "li", className: styles.card })

export interface PostSummary {
  slug: string
  title: string
  /** Display date, e.g. "March 15, 2024". */
  date: string
  isoDate: string
  author: string
  category: string
  excerpt: string
  image?: IGatsbyImageData | null
  imageAlt?: string | null
}

export interface BlogListProps {
  posts: readonly PostSummary[]
  pageSize?: number
  /** The sidebar's other boxes (quote card, newsletter), under the categories. */
  aside?: React.ReactNode
}

/**
 * The blog index: category buttons that filter the posts (the choice is kept in the URL
 * as ?category=<slug>, so it can be shared and survives a reload), post cards, and
 * "Load More Posts", which shows the next page and disappears when none are left.
 */
export function BlogList({ posts, pageSize = POSTS_PAGE_SIZE, aside }: BlogListProps) {
  // Named here, not by useId: the blog page hydrates the list as an island, in a root of its own, where
  // useId's values differ from the server's. One list per page.
  const headingId = "blog-categories-heading"
  const listRef = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)
  // The server render shows all posts; the URL's category is applied once mounted.
  const [category, setCategory] = useState<BlogCategory | null>(null)
  const [visible, setVisible] = useState(pageSize)

  useEffect(() => {
    const sync = () => {
      setCategory(categoryFromSearch(window.location.search))
      setVisible(pageSize)
    }
    sync()
    window.addEventListener("popstate", sync)
    return () => window.removeEventListener("popstate", sync)
  }, [pageSize])

  // After "Load More", focus moves to the first new card's link, once that card is on the page (a card
  // whose code is still loading arrives a moment after the render).
  useEffect(() => {
    const index = focusFrom.current
    const list = listRef.current
    if (index === null || !list) return
    const focusNewCard = () => {
      const link = list.querySelectorAll<HTMLElement>("[data-read-more]")[index]
      if (!link) return false
      focusFrom.current = null
      link.focus()
      return true
    }
    if (focusNewCard()) return
    const observer = new MutationObserver(() => focusNewCard() && observer.disconnect())
    observer.observe(list, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [visible])

  const choose = (next: BlogCategory | null) => {
    setCategory(next)
    setVisible(pageSize)
    const { pathname, hash } = window.location
    window.history.replaceState(window.history.state, "", `${pathname}${searchForCategory(next)}${hash}`)
  }

  const filtered = filterPosts(posts, category)
  const shown = filtered.slice(0, visible)
  const counts = countByCategory(posts)
  const options: { label: string; value: BlogCategory | null; count: number }[] = [
    { label: ALL_POSTS_LABEL, value: null, count: posts.length },
    ...BLOG_CATEGORIES.map((c) => ({ label: c, value: c, count: counts[c] })),
  ]

  return (
    <div className={styles.layout}>
      <div className={styles.filters}>
        <h2 id={headingId} className={styles.sideHeading}>Categories</h2>
        <ul className={styles.categories} role="list" aria-labelledby={headingId}>
          {options.map((option) => (
            <li key={option.label}>
              <button
                type="button"
                className={styles.category}
                aria-pressed={category === option.value}
                onClick={() => choose(option.value)}
              >
                <span>{option.label}</span>
                <span className={styles.count} aria-hidden="true">{option.count}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>

      <div className={styles.posts}>
        <h2 className="visually-hidden">{category ?? ALL_POSTS_LABEL}</h2>
        <p className={styles.status} role="status">
          {filtered.length === 0
            ? `No posts in ${category} yet.`
            : `Showing ${shown.length} of ${filtered.length} ${filtered.length === 1 ? "post" : "posts"}${category ? ` in ${category}` : ""}`}
        </p>
        <ul className={styles.grid} ref={listRef}>
          {shown.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </ul>
        {shown.length < filtered.length && (
          <button
            type="button"
            className={styles.loadMore}
            onClick={() => {
              focusFrom.current = shown.length
              setVisible((count) => count + pageSize)
            }}
          >
            Load More Posts
          </button>
        )}
      </div>

      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  )
}
