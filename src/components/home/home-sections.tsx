import React from "react"
import CalendarClock from "lucide-react/icons/calendar-clock"
import MapPinned from "lucide-react/icons/map-pinned"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../button"
import { CityGrid } from "../city-grid"
import { CtaBand } from "../cta-band"
import { EmergencyBanner } from "../emergency-banner"
import { FeatureCards } from "../feature-cards"
import { Section } from "../section"
import { ServiceCards } from "../service-cards"
import { Testimonials } from "../testimonials"
import { TrustList } from "../trust-list"
import { STATE_NAMES, site } from "../../config/site"
import { telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import * as styles from "./home.module.css"

/**
 * The markup-only parts of the home page (src/pages/index.tsx), rendered as static regions: the hero's
 * copy (over the rotating images), the bands before the services carousel and the bands after it.
 */
type Data = Queries.HomePageQuery
type Page = NonNullable<Data["page"]>

export function HomeHeroCopy({ hero }: { hero: Page["hero"] }) {
  return (
    <>
      {hero.eyebrow && <p className={styles.eyebrow}>{hero.eyebrow}</p>}
      <h1 className={styles.title}>{hero.title}</h1>
      <p className={styles.intro}>{hero.intro}</p>
      <div className={styles.actions}>
        <ButtonLink to={routes.quote} size="lg">Get a Free Quote</ButtonLink>
        <ButtonLink to={telHref()} variant="outline-light" size="lg" icon={<Phone size={18} />}>
          Call {site.phoneDisplay}
        </ButtonLink>
      </div>
      {hero.note && (
        <p className={styles.note}>
          <CalendarClock size={18} aria-hidden="true" /> {hero.note}
        </p>
      )}
    </>
  )
}

export function HomeIntro({ page }: { page: Page }) {
  return (
    <>
      <EmergencyBanner {...page.banner} />
      <TrustList heading={page.trust.heading} items={page.trust.items} />
      <Section id="services" heading={page.services.heading} intro={page.services.intro} tone="alt">
        <ServiceCards services={page.services.services} />
      </Section>
    </>
  )
}

export function HomeClosing({ page, testimonials, areaCount }: { page: Page; testimonials: Data["testimonials"]["nodes"]; areaCount: number }) {
  return (
    <>
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
            See all {areaCount} service areas
          </ButtonLink>
        </div>
      </Section>

      <Section id="testimonials" heading={page.testimonials.heading} intro={page.testimonials.intro} tone="alt" centered>
        <Testimonials items={testimonials} />
      </Section>

      <CtaBand heading={page.cta.heading} text={page.cta.text} />
    </>
  )
}
