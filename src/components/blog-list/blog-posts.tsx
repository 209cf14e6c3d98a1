import React from "react"
import { Newsletter } from "../newsletter"
import { QuoteCardRegion } from "../quote-card/quote-card-region"
import { SectionFrame } from "../section/section-frame"
import { BlogList, type PostSummary } from "./blog-list"

export interface BlogPostsProps {
  posts: readonly PostSummary[]
  quoteCard: { heading: string; text: string }
  newsletter: { heading: string; text: string }
}

/** The blog page's posts band: the filtered list, with the quote card and the newsletter box beside it. */
export function BlogPosts({ posts, quoteCard, newsletter }: BlogPostsProps) {
  return (
    <SectionFrame id="posts" aria-label="Blog posts">
      <BlogList
        posts={posts}
        aside={
          <>
            <QuoteCardRegion heading={quoteCard.heading} text={quoteCard.text} />
            <Newsletter heading={newsletter.heading} text={newsletter.text} />
          </>
        }
      />
    </SectionFrame>
  )
}
