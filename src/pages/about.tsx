import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const AboutPageBody = staticRegion("about", () => import("../components/about-page/about-page").then((m) => m.AboutPageBody))

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  return <AboutPageBody data={data} />
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query AboutPage {
    page: aboutPageYaml {
      metaTitle
      description
      hero {
        eyebrow
        title
        intro
        imageAlt
        image { ...HeroImage }
      }
      mission { heading text }
      facts { heading intro items { title text icon iconData } }
      values { heading intro items { title text icon iconData } }
      cta { heading text }
    }
  }
`
