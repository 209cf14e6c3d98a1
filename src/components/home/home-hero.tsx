import React from "react"
import { imageDataOf } from "../../lib/image-data"
import { HeroRotator, type HeroSlide } from "../hero-rotator"

type HeroContent = NonNullable<Queries.HomePageQuery["page"]>["hero"]

export interface HomeHeroProps {
  slides: HeroContent["slides"]
  /** The hero's copy (a static region of the page), drawn over the pictures. */
  children: React.ReactNode
  halfWay?: boolean
}

const heroSlides = (slides: HeroContent["slides"]): HeroSlide[] =>
  slides.flatMap((slide) => {
    const image = imageDataOf(slide.image)
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
