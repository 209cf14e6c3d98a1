import React from "react"
import { imageDataOf } from "../../lib/image-data"
import { routes } from "../../lib/routes"
import { SectionFrame } from "../section/section-frame"
import { SectionHeaderRegion } from "../section/section-header-region"
import { ServicesCarousel, type CarouselSlide } from "../services-carousel"

type Carousel = NonNullable<Queries.HomePageQuery["page"]>["carousel"]

const slidesOf = (carousel: Carousel): CarouselSlide[] =>
  carousel.slides.map(({ service, points }) => ({
    id: service.slug,
    title: service.title,
    text: service.summary,
    points,
    to: routes.service(service.slug),
    image: imageDataOf(service.image),
    imageAlt: service.imageAlt,
  }))

export interface HomeIndustriesProps {
  carousel: Carousel
}

/** The home page's industries band: its heading (a static region) and the services carousel. */
export function HomeIndustries({ carousel }: HomeIndustriesProps) {
  return (
    <SectionFrame id="industries" labelledBy="industries-heading" belowFold>
      <SectionHeaderRegion headingId="industries-heading" heading={carousel.heading} intro={carousel.intro} />
      <ServicesCarousel label={carousel.label} slides={slidesOf(carousel)} />
    </SectionFrame>
  )
}
