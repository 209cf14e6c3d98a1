import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const PostPage = staticRegion("post", () => import("../components/post-page/post-page").then((m) => m.PostPage))

export default function PostTemplate({ data }: PageProps<Queries.PostPageQuery>) {
  return <PostPage data={data} />
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query PostPage($slug: String!) {
    post(slug: { eq: $slug }) {
      slug
      title
      metaTitle
      description
      date(formatString: "MMMM D, YYYY")
      isoDate: date(formatString: "YYYY-MM-DD")
      author
      category
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 736, aspectRatio: 2, placeholder: DOMINANT_COLOR, outputPixelDensities: [0.5, 0.75, 1, 1.5, 2], sizes: "(min-width: 50rem) 46rem, calc(100vw - 2.5rem)")
          original { src }
        }
      }
      html
    }
    related: allPost(filter: { slug: { ne: $slug } }, sort: [{ date: DESC }, { slug: ASC }], limit: 3) {
      nodes { slug title category excerpt }
    }
  }
`
