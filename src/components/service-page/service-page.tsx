import React from "react"
import { getImage } from "gatsby-plugin-image"
import Siren from "lucide-react/icons/siren"
import { CtaBand } from "../cta-band"
import { PageHero } from "../page-hero"
import { Prose } from "../prose"
import { QuoteCallActions } from "../quote-call-actions"
import { Section } from "../section"

/**
 * The markup-only parts of a service page (src/templates/service.tsx), rendered as static regions: the
 * hero before the content sections, the closing bands after them.
 */
type Service = NonNullable<Queries.ServicePageQuery["service"]>

export function ServiceHero({ service }: { service: Service }) {
  return (
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
  )
}

export function ServiceClosing({ service }: { service: Service }) {
  return (
    <>
      {service.html && (
        <Section id="more" heading={`More about ${service.title}`} tone={service.sections.length % 2 ? "alt" : "plain"} narrow>
          <Prose html={service.html} />
        </Section>
      )}
      <CtaBand belowFold heading={`Get a free ${service.title} quote`} />
    </>
  )
}
