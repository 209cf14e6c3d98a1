import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { imageDataOf } from "../lib/image-data"
import type { PostSummary } from "../components/blog-list"
import { BlogPostsIsland } from "../components/blog-list/blog-posts-island"
import { CtaBandRegion } from "../components/cta-band/cta-band-region"
import { heroProps } from "../lib/hero-props"
import { PageHeroRegion } from "../components/page-hero/page-hero-region"
import { HeadTags, type HeadContext } from "../components/seo"

type Data = Queries.BlogPageQuery

const summaries = (data: Data): PostSummary[] =>
  data.posts.nodes.map((post) => ({
    ...post,
    image: imageDataOf(post.image),
  }))

export default function BlogPage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <PageHeroRegion {...heroProps(page.hero)} />
      <BlogPostsIsland posts={summaries(data)} quoteCard={page.quoteCard} newsletter={page.newsletter} />
      <CtaBandRegion belowFold />
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query BlogPage {
    page: blogPageYaml {
      metaTitle
      description
      hero { eyebrow title intro }
      quoteCard { heading text }
      newsletter { heading text }
    }
    posts: allPost(sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        slug
        title
        date(formatString: "MMMM D, YYYY")
        isoDate: date(formatString: "YYYY-MM-DD")
        author
        category
        excerpt
        imageAlt
        image { childImageSharp { gatsbyImageData(width: 480, aspectRatio: 1.78, placeholder: DOMINANT_COLOR, outputPixelDensities: [0.5, 0.75, 1, 1.5, 2], sizes: "(min-width: 64rem) 23rem, (min-width: 40rem) calc(50vw - 2.75rem), calc(100vw - 2.25rem)") } }
      }
    }
  }
`
