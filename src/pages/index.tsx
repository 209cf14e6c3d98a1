import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { HeroRotator, type HeroSlide } from "../components/hero-rotator"
import { SectionFrame } from "../components/section/section-frame"
import { SectionHeaderRegion } from "../components/section/section-header-region"
import { ServicesCarousel, type CarouselSlide } from "../components/services-carousel"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"
import { routes } from "../lib/routes"

type Data = Queries.HomePageQuery

// Markup only: kept as the server rendered it on the landing page (src/components/static-region). The
// hero's images rotate and the services carousel moves: React hydrates those.
const loadSections = () => import("../components/home/home-sections")
const HomeHeroCopy = staticRegion("hero-copy", () => loadSections().then((m) => m.HomeHeroCopy))
const HomeIntro = staticRegion("intro", () => loadSections().then((m) => m.HomeIntro))
const HomeClosing = staticRegion("closing", () => loadSections().then((m) => m.HomeClosing))

// The image data as getImage would return it, without loading gatsby-plugin-image into this page's first
// load: only the static regions draw images.
const imageData = (file: { childImageSharp?: { gatsbyImageData: unknown } | null }) =>
  (file.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? null

const heroSlides = (page: NonNullable<Data["page"]>): HeroSlide[] =>
  page.hero.slides.flatMap((slide) => {
    const image = imageData(slide.image)
    return image ? [{ image, alt: slide.alt }] : []
  })

const carouselSlides = (page: NonNullable<Data["page"]>): CarouselSlide[] =>
  page.carousel.slides.map(({ service, points }) => ({
    id: service.slug,
    title: service.title,
    text: service.summary,
    points,
    to: routes.service(service.slug),
    image: imageData(service.image),
    imageAlt: service.imageAlt,
  }))

export default function HomePage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <HeroRotator slides={heroSlides(page)}>
        <HomeHeroCopy hero={page.hero} />
      </HeroRotator>

      <HomeIntro page={page} />

      <SectionFrame id="industries" labelledBy="industries-heading" belowFold>
        <SectionHeaderRegion headingId="industries-heading" heading={page.carousel.heading} intro={page.carousel.intro} />
        <ServicesCarousel label={page.carousel.label} slides={carouselSlides(page)} />
      </SectionFrame>

      <HomeClosing page={page} testimonials={data.testimonials.nodes} areaCount={data.areas.totalCount} />
    </>
  )
}

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query HomePage {
    page: homePageYaml {
      metaTitle
      description
      hero {
        eyebrow
        title
        intro
        note
        slides {
          alt
          image {
            childImageSharp {
              gatsbyImageData(
                layout: FULL_WIDTH
                placeholder: DOMINANT_COLOR
                breakpoints: [480, 768, 1024, 1366, 1600, 1920, 2400]
                sizes: "100vw"
              )
            }
          }
        }
      }
      banner { title text links { label to } }
      trust { heading items { title text icon iconData } }
      services {
        heading
        intro
        services {
          slug
          title
          summary
          imageAlt
          image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.6, placeholder: DOMINANT_COLOR, outputPixelDensities: [0.5, 1, 1.5, 1.75, 2], sizes: "(min-width: 40rem) 23rem, calc(100vw - 2.25rem)") } }
        }
      }
      carousel {
        heading
        intro
        label
        slides {
          points
          service {
            slug
            title
            summary
            imageAlt
            image {
              childImageSharp {
                gatsbyImageData(
                  width: 720
                  aspectRatio: 1.6
                  placeholder: DOMINANT_COLOR
                  outputPixelDensities: [0.5, 0.75, 1, 1.5, 2]
                  sizes: "(min-width: 1152px) 600px, (min-width: 768px) 52vw, calc(100vw - 3rem)"
                )
              }
            }
          }
        }
      }
      specialty { heading intro items { title text icon iconData } }
      whyChooseUs { heading intro items { title text icon iconData } }
      serviceAreas { heading intro cities { slug city state } }
      testimonials { heading intro }
      cta { heading text }
    }
    testimonials: allTestimonialsYaml { nodes { name text rating } }
    areas: allLocation(filter: { navGroup: { ne: "none" } }) { totalCount }
  }
`
