import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { NewsletterConfirm } from "../../components/newsletter-confirm/newsletter-confirm"
import { HeadTags, type HeadContext } from "../../components/seo"

/** /newsletter/confirm/: the link in the newsletter's confirmation mail (double opt-in). Not indexed, not in the sitemap. */
export default function NewsletterConfirmPage({ location }: PageProps) {
  return <NewsletterConfirm search={location.search} />
}

/** Computed at build time (gatsby/page-heads.ts), with noindex. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />
