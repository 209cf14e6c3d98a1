import React from "react"
import { QuoteSidePanel } from "../quote-side-panel"
import { QuoteSteps } from "./quote-steps"

/**
 * Beside the quote form (src/pages/quote.tsx): how it works, why choose us and how else to reach us.
 * Markup only, rendered as a static region.
 */
type Page = NonNullable<Queries.QuotePageQuery["quotePageYaml"]>

export function QuoteAside({ page }: { page: Page }) {
  return (
    <QuoteSidePanel contact={page.contact} response={page.response} whyChooseUs={page.whyChooseUs}>
      <QuoteSteps heading={page.steps.heading} steps={page.steps.items} />
    </QuoteSidePanel>
  )
}
