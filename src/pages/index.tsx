import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { HomeHeroIsland } from "../components/home/home-hero-island"
import { HomeIndustriesIsland } from "../components/home/home-industries-island"
import { HeadTags, type HeadContext } from "../components/seo"
import { staticRegion } from "../components/static-region"

type Data = Queries.HomePageQuery

// Markup only: kept as the server rendered it on the landing page (src/components/static-region). The
// hero's images rotate and the services carousel moves: islands, which React hydrates when they are needed.
const loadSections = () => import("../components/home/home-sections")
const HomeHeroCopy = staticRegion("hero-copy", () => loadSections().then((m) => m.HomeHeroCopy))
const HomeIntro = staticRegion("intro", () => loadSections().then((m) => m.HomeIntro))
const HomeClosing = staticRegion("closing", () => loadSections().then((m) => m.HomeClosing))

export default function HomePage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <HomeHeroIsland slides={page.hero.slides}>
        <HomeHeroCopy hero={page.hero} />
      </HomeHeroIsland>

      <HomeIntro page={page} />

      <HomeIndustriesIsland carousel={page.carousel} />

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
