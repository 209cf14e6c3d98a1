import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A page's `hero` as its content file gives it (the `hero` field of content/pages/*.yml). */
interface HeroContent {
  readonly eyebrow: string | null
  readonly title: string
  readonly intro: string
  /** Only where the page queries its illustration (the HeroImage fragment). */
  readonly image?: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null
  readonly imageAlt?: string | null
}

/**
 * PageHero's props from a page's `hero` content: eyebrow, title and intro, and the illustration where the
 * page has one. A page that shows something else (an intro with a count filled in) overrides after it.
 * Pure (types only from gatsby-plugin-image): the pages whose hero is a static region run it on load, and
 * it must not pull the hero component or the image plugin into their first JavaScript.
 */
export function heroProps({ eyebrow, title, intro, image, imageAlt }: HeroContent) {
  const copy = { eyebrow: eyebrow ?? undefined, title, intro }
  if (image === undefined) return copy
  return { ...copy, image: image?.childImageSharp?.gatsbyImageData ?? null, imageAlt }
}
