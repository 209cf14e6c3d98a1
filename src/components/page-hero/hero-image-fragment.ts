import { graphql } from "gatsby"

/**
 * The hero illustration at the size PageHero shows it, plus the original for social previews.
 * Widths 360 to 1440 in fine steps and `sizes` matching the layout (full width minus the gutters on
 * phones, about 33rem in the two-column hero from 60rem), so a phone never downloads twice the pixels
 * it shows (a 412 px wide phone at 1.75x picks the 720 px file, not the 1440 px one).
 */
export const query = graphql`
  fragment HeroImage on File {
    childImageSharp {
      gatsbyImageData(width: 720, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, outputPixelDensities: [0.5, 0.75, 1, 1.5, 2], sizes: "(min-width: 60rem) 33rem, calc(100vw - 2.5rem)")
      original { src }
    }
  }
`
