import React from "react"
import { Phone } from "lucide-react"
import { site } from "../../config/site"
import { telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"

/** The pair every selling page leads with: a free quote, or a phone call. */
export function QuoteCallActions({ quoteLabel = "Get a Free Quote" }: { quoteLabel?: string }) {
  return (
    <>
      <ButtonLink to={routes.quote} size="lg">{quoteLabel}</ButtonLink>
      <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>
        Call {site.phoneDisplay}
      </ButtonLink>
    </>
  )
}
