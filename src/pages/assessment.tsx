import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { AssessmentPage } from "../components/assessment-page"
import { HeadTags, type HeadContext } from "../components/seo"

/** /assessment/: the links in our booking e-mails (book, move or cancel a quote's on-site assessment). Not indexed, not in the sitemap. */
export default function AssessmentRoute({ location }: PageProps) {
  return <AssessmentPage search={location.search} />
}

/** Computed at build time (gatsby/page-heads.ts), with noindex. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />
