import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { ContentSections } from "../components/content-sections"
import { CtaBand } from "../components/cta-band"
import { PageHero } from "../components/page-hero"
import { QuoteCallActions } from "../components/quote-call-actions"
import { HeadTags, type HeadContext } from "../components/seo"
import { site } from "../config/site"
import { inSentence } from "../lib/text"

export default function ClientTemplate({ data }: PageProps<Queries.ClientPageQuery>) {
  const client = data.client!
  return (
    <>
      <PageHero
        eyebrow={`For ${inSentence(client.clientType)}`}
        title={client.title}
        intro={client.intro}
        image={getImage(client.image.childImageSharp?.gatsbyImageData ?? null)}
        imageAlt={client.imageAlt}
        actions={<QuoteCallActions quoteLabel="Request a Free Quote" />}
      />
      <ContentSections sections={client.sections} />
      <CtaBand belowFold
        heading={`Cleaning for ${inSentence(client.clientType)}: get a quote`}
        text={`Send us your project or facility details, or call ${site.phoneDisplay}. We reply ${site.responseTime} with a plan and a price.`}
      />
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query ClientPage($slug: String!) {
    client(slug: { eq: $slug }) {
      slug
      title
      clientType
      metaTitle
      description
      intro
      imageAlt
      image { ...HeroImage }
      sections { ...ContentSectionFields }
    }
  }
`
