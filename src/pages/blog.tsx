import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { BlogList, type PostSummary } from "../components/blog-list"
import { Newsletter } from "../components/newsletter"
import { CtaBand } from "../components/cta-band"
import { PageHero } from "../components/page-hero"
import { QuoteCard } from "../components/quote-card"
import { Section } from "../components/section"
import { HeadTags, type HeadContext } from "../components/seo"

type Data = Queries.BlogPageQuery

const summaries = (data: Data): PostSummary[] =>
  data.posts.nodes.map((post) => ({
    ...post,
    image: getImage(post.image?.childImageSharp?.gatsbyImageData ?? null) ?? null,
  }))

export default function BlogPage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow ?? undefined} title={page.hero.title} intro={page.hero.intro} />
      <Section id="posts" aria-label="Blog posts">
        <BlogList
          posts={summaries(data)}
          aside={
            <>
              <QuoteCard heading={page.quoteCard.heading} text={page.quoteCard.text} />
              <Newsletter heading={page.newsletter.heading} text={page.newsletter.text} />
            </>
          }
        />
      </Section>
      <CtaBand belowFold />
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
