import { island } from "../static-region"
import type { BlogPostsProps } from "./blog-posts"

/**
 * The blog page's posts as an island (src/components/static-region): the cards, the category
 * buttons and the newsletter box are the server's HTML, and the code behind the buttons and the box loads
 * when the visitor is about to use them (a pointer over them, a touch, focus, a key). A shared link that
 * names a category (?category=...) shows that category: it wakes at once.
 */
export const BlogPostsIsland = island<BlogPostsProps>(
  "posts",
  () => import("./blog-posts").then((m) => m.BlogPosts),
  (_element, wake) => {
    // Any ?category= at all: the list itself tells a known category from an unknown one (src/lib/blog.ts).
    if (new URLSearchParams(window.location.search).has("category")) wake()
    return () => undefined
  },
)
