import React from "react"
import Phone from "lucide-react/icons/phone"
import { site } from "../../config/site"
import { telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import { ButtonLink } from "../button"

/**
 * The pair every selling page leads with: a free quote, or a phone call. An emergency page
 * (`urgent`) leads with the 24/7 line instead: someone facing an outbreak wants a person now,
 * and the quote comes second.
 */
export function QuoteCallActions({ quoteLabel = "Get a Free Quote", urgent = false }: { quoteLabel?: string; urgent?: boolean }) {
  const quote = (primary: boolean) => (
    <ButtonLink to={routes.quote} variant={primary ? "primary" : "secondary"} size="lg">{quoteLabel}</ButtonLink>
  )
  if (urgent) {
    return (
      <>
        <ButtonLink to={telHref()} size="lg" icon={<Phone size={18} />} aria-label={`Call the 24/7 line, ${site.phoneDisplay}`}>
          Call the 24/7 line
        </ButtonLink>
        {quote(false)}
      </>
    )
  }
  return (
    <>
      {quote(true)}
      <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>
        Call {site.phoneDisplay}
      </ButtonLink>
    </>
  )
}
