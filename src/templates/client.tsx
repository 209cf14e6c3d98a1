import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContentSections } from "../components/content-sections"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const loadParts = () => import("../components/client-page/client-page")
const ClientHero = staticRegion("client-hero", () => loadParts().then((m) => m.ClientHero))
const ClientClosing = staticRegion("client-closing", () => loadParts().then((m) => m.ClientClosing))

export default function ClientTemplate({ data }: PageProps<Queries.ClientPageQuery>) {
  const client = data.client!
  return (
    <>
      <ClientHero client={client} />
      <ContentSections sections={client.sections} />
      <ClientClosing client={client} />
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
