import React from "react"
import Award from "lucide-react/icons/award"
import Briefcase from "lucide-react/icons/briefcase"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../button"
import { CtaBand } from "../cta-band"
import { FeatureCards } from "../feature-cards"
import { heroProps } from "../../lib/hero-props"
import { PageHero } from "../page-hero"
import { Section } from "../section"
import { site } from "../../config/site"
import { telHref } from "../../lib/contact-links"
import { routes } from "../../lib/routes"
import * as styles from "../company/company.module.css"

type Data = Queries.AboutPageQuery

/** The about page (src/pages/about.tsx): markup only, rendered as one static region. */
export function AboutPageBody({ data }: { data: Data }) {
  const page = data.page!
  const [lead, ...rest] = page.mission.text
  return (
    <>
      <PageHero
        {...heroProps(page.hero)}
        actions={
          <>
            <ButtonLink to={routes.quote} size="lg">Get a Free Quote</ButtonLink>
            <ButtonLink to={routes.careers} variant="secondary" size="lg" icon={<Briefcase size={18} />}>
              Careers
            </ButtonLink>
          </>
        }
      />
      <Section id="mission" heading={page.mission.heading} narrow>
        <div className={styles.paragraphs}>
          <p className={styles.lead}>{lead}</p>
          {rest.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </div>
        <p className={styles.since}>
          <Award size={18} aria-hidden="true" /> Serving businesses since {site.foundingYear}
        </p>
      </Section>
      <Section id="fast-facts" heading={page.facts.heading} intro={page.facts.intro ?? undefined} tone="alt">
        <FeatureCards items={page.facts.items} columns={4} variant="stat" />
      </Section>
      <Section id="values" heading={page.values.heading} intro={page.values.intro ?? undefined}>
        <FeatureCards items={page.values.items} variant="tinted" />
      </Section>
      <CtaBand belowFold
        heading={page.cta.heading}
        text={page.cta.text}
        actions={
          <>
            <ButtonLink to={routes.quote} variant="light" size="lg">Get a Free Quote</ButtonLink>
            <ButtonLink to={telHref()} variant="outline-light" size="lg" icon={<Phone size={18} />}>
              Call {site.phoneDisplay}
            </ButtonLink>
            <ButtonLink to={routes.careers} variant="outline-light" size="lg" icon={<Briefcase size={18} />}>
              Join our team
            </ButtonLink>
          </>
        }
      />
    </>
  )
}

