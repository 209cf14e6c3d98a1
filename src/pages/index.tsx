import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage, type IGatsbyImageData } from "gatsby-plugin-image"
import CalendarClock from "lucide-react/icons/calendar-clock"
import MapPinned from "lucide-react/icons/map-pinned"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../components/button"
import { CityGrid } from "../components/city-grid"
import { CtaBand } from "../components/cta-band"
import { EmergencyBanner } from "../components/emergency-banner"
import { FeatureCards } from "../components/feature-cards"
import { HeroRotator, type HeroSlide } from "../components/hero-rotator"
import { Section } from "../components/section"
import { ServiceCards } from "../components/service-cards"
import { ServicesCarousel, type CarouselSlide } from "../components/services-carousel"
import { HeadTags, type HeadContext } from "../components/seo"
import { Testimonials } from "../components/testimonials"
import { TrustList } from "../components/trust-list"
import { STATE_NAMES, site } from "../config/site"
import { telHref } from "../lib/contact-links"
import { routes } from "../lib/routes"
import * as styles from "../components/home/home.module.css"

type Data = Queries.HomePageQuery

const heroSlides = (page: NonNullable<Data["page"]>): HeroSlide[] =>
  page.hero.slides.flatMap((slide) => {
    const image = getImage(slide.image.childImageSharp?.gatsbyImageData ?? null)
    return image ? [{ image, alt: slide.alt }] : []
  })

const carouselSlides = (page: NonNullable<Data["page"]>): CarouselSlide[] =>
  page.carousel.slides.map(({ service, points }) => ({
    id: service.slug,
    title: service.title,
    text: service.summary,
    points,
    to: routes.service(service.slug),
    image: getImage((service.image.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? null),
    imageAlt: service.imageAlt,
  }))

export default function HomePage({ data }: PageProps<Data>) {
  const page = data.page!
  return (
    <>
      <HeroRotator slides={heroSlides(page)}>
        {page.hero.eyebrow && <p className={styles.eyebrow}>{page.hero.eyebrow}</p>}
        <h1 className={styles.title}>{page.hero.title}</h1>
        <p className={styles.intro}>{page.hero.intro}</p>
        <div className={styles.actions}>
          <ButtonLink to={routes.quote} size="lg">Get a Free Quote</ButtonLink>
          <ButtonLink to={telHref()} variant="outline-light" size="lg" icon={<Phone size={18} />}>
            Call {site.phoneDisplay}
          </ButtonLink>
        </div>
        {page.hero.note && (
          <p className={styles.note}>
            <CalendarClock size={18} aria-hidden="true" /> {page.hero.note}
          </p>
        )}
      </HeroRotator>

      <EmergencyBanner {...page.banner} />
      <TrustList heading={page.trust.heading} items={page.trust.items} />

      <Section id="services" heading={page.services.heading} intro={page.services.intro} tone="alt">
        <ServiceCards services={page.services.services} />
      </Section>

      <Section id="industries" heading={page.carousel.heading} intro={page.carousel.intro} belowFold>
        <ServicesCarousel label={page.carousel.label} slides={carouselSlides(page)} />
      </Section>

      <Section id="specialty" heading={page.specialty.heading} intro={page.specialty.intro} tone="alt">
        <FeatureCards items={page.specialty.items} link={{ to: routes.quote, label: "Request a quote" }} />
      </Section>

      <Section id="why-us" heading={page.whyChooseUs.heading} intro={page.whyChooseUs.intro} tone="dark">
        <FeatureCards items={page.whyChooseUs.items} variant="dark" />
        <div className={styles.whyActions}>
          <ButtonLink to={routes.quote} variant="light" size="lg">Get a Free Quote</ButtonLink>
          <ButtonLink to={routes.about} variant="outline-light" size="lg">About our company</ButtonLink>
        </div>
      </Section>

      <Section id="service-areas" heading={page.serviceAreas.heading} intro={page.serviceAreas.intro}>
        <CityGrid cities={page.serviceAreas.cities} compact />
        <div className={styles.areaFooter}>
          <div className={styles.stateRow}>
            <p id="states-label" className={styles.statesLabel}>
              <MapPinned size={18} aria-hidden="true" /> States we serve
            </p>
            <ul className={styles.states} aria-labelledby="states-label">
              {site.serviceStates.map((code) => (
                <li key={code} className={styles.state}>
                  <abbr title={STATE_NAMES[code]}>{code}</abbr>
                </li>
              ))}
            </ul>
          </div>
          <ButtonLink to={routes.serviceAreas} variant="secondary">
            See all {data.areas.totalCount} service areas
          </ButtonLink>
        </div>
      </Section>

      <Section id="testimonials" heading={page.testimonials.heading} intro={page.testimonials.intro} tone="alt" centered>
        <Testimonials items={data.testimonials.nodes} />
      </Section>

      <CtaBand heading={page.cta.heading} text={page.cta.text} />
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
