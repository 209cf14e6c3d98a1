import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ContentSections } from "../components/content-sections"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"

// Markup only: kept as the server rendered it on the landing page (src/components/static-region).
const loadParts = () => import("../components/service-page/service-page")
const ServiceHero = staticRegion("service-hero", () => loadParts().then((m) => m.ServiceHero))
const ServiceClosing = staticRegion("service-closing", () => loadParts().then((m) => m.ServiceClosing))

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = data.service!
  return (
    <>
      <ServiceHero service={service} />
      <ContentSections sections={service.sections} />
      <ServiceClosing service={service} />
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query ServicePage($slug: String!) {
    service(slug: { eq: $slug }) {
      slug
      title
      emergency
      metaTitle
      description
      intro
      imageAlt
      image { ...HeroImage }
      sections { ...ContentSectionFields }
      html
    }
  }
`
