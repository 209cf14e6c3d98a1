import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Phone, Siren } from "lucide-react"
import { ButtonLink } from "../components/button"
import { ContentSections } from "../components/content-sections"
import { CtaBand } from "../components/cta-band"
import { PageHero } from "../components/page-hero"
import { Prose } from "../components/prose"
import { Section } from "../components/section"
import { Seo } from "../components/seo"
import { site } from "../config/site"
import { telHref } from "../lib/contact-links"
import { routes } from "../lib/routes"
import { breadcrumbNode } from "../lib/structured-data/breadcrumbs"
import { serviceNode } from "../lib/structured-data/pages"

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = data.service!
  return (
    <>
      <PageHero
        eyebrow={service.emergency ? "Emergency response · Available 24/7" : "Commercial cleaning services"}
        title={service.title}
        intro={<p>{service.intro}</p>}
        image={getImage(service.image.childImageSharp?.gatsbyImageData ?? null)}
        imageAlt={service.imageAlt}
        actions={
          <>
            <ButtonLink to={routes.quote} size="lg">Get a Free Quote</ButtonLink>
            <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>
              Call {site.phoneDisplay}
            </ButtonLink>
          </>
        }
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
        <Section id="more" heading={`More about ${service.title.toLowerCase()}`} tone={service.sections.length % 2 ? "alt" : "plain"} narrow>
          <Prose html={service.html} />
        </Section>
      )}
      <CtaBand heading={`Get a free ${service.title.toLowerCase()} quote`} />
    </>
  )
}

export const Head = ({ data, location }: HeadProps<Queries.ServicePageQuery>) => {
  const service = data.service!
  const page = { path: location.pathname, title: service.title, description: service.description }
  return (
    <Seo
      title={service.metaTitle}
      description={service.description}
      pathname={routes.service(service.slug)}
      image={service.image.childImageSharp?.original?.src ?? undefined}
      jsonLd={[serviceNode({ ...page, path: routes.service(service.slug) }), breadcrumbNode([{ name: service.title, path: routes.service(service.slug) }])]}
    />
  )
}

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
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, sizes: "(min-width: 960px) 560px, 100vw")
          original { src }
        }
      }
      sections { ...ContentSectionFields }
      html
    }
  }
`
