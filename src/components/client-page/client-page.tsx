import React from "react"
import { getImage } from "gatsby-plugin-image"
import { CtaBand } from "../cta-band"
import { PageHero } from "../page-hero"
import { QuoteCallActions } from "../quote-call-actions"
import { site } from "../../config/site"
import { inSentence } from "../../lib/text"

/**
 * The markup-only parts of a client-type page (src/templates/client.tsx), rendered as static regions
 * around its content sections.
 */
type Client = NonNullable<Queries.ClientPageQuery["client"]>

export function ClientHero({ client }: { client: Client }) {
  return (
    <PageHero
      eyebrow={`For ${inSentence(client.clientType)}`}
      title={client.title}
      intro={client.intro}
      image={getImage(client.image.childImageSharp?.gatsbyImageData ?? null)}
      imageAlt={client.imageAlt}
      actions={<QuoteCallActions quoteLabel="Request a Free Quote" />}
    />
  )
}

export function ClientClosing({ client }: { client: Client }) {
  return (
    <CtaBand
      belowFold
      heading={`Cleaning for ${inSentence(client.clientType)}: get a quote`}
      text={`Send us your project or facility details, or call ${site.phoneDisplay}. We reply ${site.responseTime} with a plan and a price.`}
    />
  )
}
