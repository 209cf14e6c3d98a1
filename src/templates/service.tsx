import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import Siren from "lucide-react/icons/siren"
import { ContentSections } from "../components/content-sections"
import { CtaBand } from "../components/cta-band"
import { PageHero } from "../components/page-hero"
import { QuoteCallActions } from "../components/quote-call-actions"
import { Prose } from "../components/prose"
import { Section } from "../components/section"
import { HeadTags, type HeadContext } from "../components/seo"

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = data.service!
  return (
    <>
      <PageHero
        eyebrow={service.emergency ? "Emergency response · Available 24/7" : "Commercial cleaning services"}
        title={service.title}
        intro={service.intro}
        image={getImage(service.image.childImageSharp?.gatsbyImageData ?? null)}
        imageAlt={service.imageAlt}
        actions={<QuoteCallActions urgent={Boolean(service.emergency)} />}
        noteTone="urgent"
        note={
          service.emergency && (
            <>
              <Siren size={20} aria-hidden="true" /> Emergency line answered 24 hours a day, 7 days a week.
            </>
          )
        }
      />
      <ContentSections sections={service.sections} />
      {service.html && (
        <Section id="more" heading={`More about ${service.title}`} tone={service.sections.length % 2 ? "alt" : "plain"} narrow>
          <Prose html={service.html} />
        </Section>
      )}
      <CtaBand belowFold heading={`Get a free ${service.title} quote`} />
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
