import { graphql } from "gatsby"

/** The hero illustration at the size PageHero shows it, plus the original for social previews. */
export const query = graphql`
  fragment HeroImage on File {
    childImageSharp {
      gatsbyImageData(width: 720, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, sizes: "(min-width: 960px) 560px, 100vw")
      original { src }
    }
  }
`
