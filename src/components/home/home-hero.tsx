import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { HeroRotator, type HeroSlide } from "../hero-rotator"

type HeroContent = NonNullable<Queries.HomePageQuery["page"]>["hero"]

export interface HomeHeroProps {
  slides: HeroContent["slides"]
  /** The hero's copy (a static region of the page), drawn over the pictures. */
  children: React.ReactNode
  halfWay?: boolean
}

// The image data as getImage would return it, without the image plugin: the pictures are static regions.
const heroSlides = (slides: HeroContent["slides"]): HeroSlide[] =>
  slides.flatMap((slide) => {
    const image = (slide.image.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? null
    return image ? [{ image, alt: slide.alt }] : []
  })

/** The home page's hero: its pictures, from the page's content, rotating behind the copy. */
export function HomeHero({ slides, children, halfWay }: HomeHeroProps) {
  return (
    <HeroRotator slides={heroSlides(slides)} halfWay={halfWay}>
      {children}
    </HeroRotator>
  )
}
