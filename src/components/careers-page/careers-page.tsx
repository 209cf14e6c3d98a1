import React from "react"
import ArrowRight from "lucide-react/icons/arrow-right"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../button"
import { CtaBand } from "../cta-band"
import { FeatureCards } from "../feature-cards"
import { JobCard } from "../job-card"
import { NoOpenRoles } from "../no-open-roles"
import { heroProps } from "../../lib/hero-props"
import { PageHero } from "../page-hero"
import { Section } from "../section"
import { site } from "../../config/site"
import { telHref } from "../../lib/contact-links"
import { CAREERS_APPLICATION_SUBJECT, careersApplicationBody, isOpen } from "../../lib/jobs"
import { routes } from "../../lib/routes"
import * as styles from "../company/company.module.css"

type Data = Queries.CareersPageQuery

/** The careers page (src/pages/careers.tsx): markup only, rendered as one static region. */
export function CareersPageBody({ data }: { data: Data }) {
  const page = data.page!
  // Roles open on the build's "now" (site.siteMetadata.now), the clock that creates their pages.
  const now = new Date(data.site!.siteMetadata!.now)
  const roles = data.roles.nodes.filter((role) => isOpen(role.validThrough, now))
  return (
    <>
      <PageHero
        {...heroProps(page.hero)}
        actions={
          <>
            {roles.length > 0 && <ButtonLink to="#positions" size="lg">See open positions</ButtonLink>}
            <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>
              Call {site.phoneDisplay}
            </ButtonLink>
          </>
        }
      />
      <Section id="positions" heading={page.roles.heading} intro={roles.length > 0 ? page.roles.intro ?? undefined : undefined}>
        {roles.length > 0 ? (
          <ul className={styles.jobGrid}>
            {roles.map((role) => (
              <JobCard
                key={role.slug}
                job={role}
                subject={CAREERS_APPLICATION_SUBJECT}
                body={careersApplicationBody(role.title)}
                perks={page.roles.perks}
              />
            ))}
          </ul>
        ) : (
          <NoOpenRoles subject={CAREERS_APPLICATION_SUBJECT} />
        )}
      </Section>
      <Section id="why-work-with-us" heading={page.benefits.heading} intro={page.benefits.intro ?? undefined} tone="alt">
        <FeatureCards items={page.benefits.items} />
      </Section>
      <CtaBand
        heading={page.more.heading}
        text={page.more.text}
        actions={
          <ButtonLink to={routes.jobs} variant="light" size="lg" icon={<ArrowRight size={18} />}>
            See all open roles
          </ButtonLink>
        }
      />
      <CtaBand heading="Need cleaning for your business?" text={`Get a free quote ${site.responseTime}, or call us any time: we answer 24/7.`} />
    </>
  )
}

