import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { ContentSections } from "../components/content-sections"
import { CtaBand } from "../components/cta-band"
import { PageHero } from "../components/page-hero"
import { QuoteCallActions } from "../components/quote-call-actions"
import { PageHead } from "../components/seo"
import { site } from "../config/site"
import { routes } from "../lib/routes"
import { inSentence } from "../lib/text"
import { serviceNode } from "../lib/structured-data/pages"

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

export const Head = ({ data }: HeadProps<Queries.ClientPageQuery>) => {
  const client = data.client!
  const path = routes.client(client.slug)
  return (
    <PageHead
      title={client.metaTitle}
      description={client.description}
      path={path}
      breadcrumbs={[{ name: client.title, path }]}
      jsonLd={[serviceNode({ path, title: client.title, description: client.description })]}
    />
  )
}

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
