import React from "react"
import ArrowRight from "lucide-react/icons/arrow-right"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../button"
import { EVerifyNotices } from "../e-verify-notices"
import { hiringSettings } from "../../config/hiring"
import { CtaBand } from "../cta-band"
import { FeatureCards } from "../feature-cards"
import { JobCard } from "../job-card"
import { NoOpenRoles } from "../no-open-roles"
import { heroProps } from "../../lib/hero-props"
import { PageHero } from "../page-hero"
import { Section } from "../section"
import { site } from "../../config/site"
import { telHref } from "../../lib/contact-links"
import type { LanguageLink } from "../../lib/i18n/hiring-paths"
import type { Lang } from "../../lib/i18n/language"
import { hiringText } from "../../lib/i18n/hiring-text"
import { isOpen } from "../../lib/jobs"
import { routes } from "../../lib/routes"
import { rolesIn } from "../../lib/i18n/roles-in"
import * as styles from "../company/company.module.css"

type Data = Queries.CareersPageQuery

interface CareersPageBodyProps {
  data: Data
  lang?: Lang
  /** The same page in the other language. */
  otherLanguage?: LanguageLink
}

/** The careers page (src/pages/careers.tsx, and /es/trabaja-con-nosotros/): markup only, rendered as one static region. */
export function CareersPageBody({ data, lang = "en", otherLanguage }: CareersPageBodyProps) {
  const page = data.page!
  const hiring = hiringText(lang)
  // Roles open on the build's `now` (site.siteMetadata.now), the clock that creates their pages; in Spanish, those written in Spanish.
  const now = new Date(data.site!.siteMetadata!.now)
  const roles = rolesIn(data.roles.nodes.filter((role) => isOpen(role.validThrough, now)), lang)
  return (
    <>
      <PageHero
        {...heroProps(page.hero)}
        languageSwitch={otherLanguage && { to: otherLanguage, label: hiring.language }}
        actions={
          <>
            {roles.length > 0 && <ButtonLink to="#positions" size="lg">{hiring.seeOpenPositions}</ButtonLink>}
            <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>
              {hiring.callNumber(site.phoneDisplay)}
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
                subject={hiring.mail.careersSubject}
                body={hiring.mail.careersBody(role.title)}
                perks={page.roles.perks}
                lang={lang}
              />
            ))}
          </ul>
        ) : (
          <NoOpenRoles subject={hiring.mail.careersSubject} lang={lang} />
        )}
        <EVerifyNotices settings={hiringSettings} lang={lang} />
      </Section>
      <Section id="why-work-with-us" heading={page.benefits.heading} intro={page.benefits.intro ?? undefined} tone="alt">
        <FeatureCards items={page.benefits.items} />
      </Section>
      <CtaBand
        heading={page.more.heading}
        text={page.more.text}
        actions={
          <ButtonLink to={lang === "es" ? routes.esJobs : routes.jobs} variant="light" size="lg" icon={<ArrowRight size={18} />}>
            {hiring.seeAllRoles}
          </ButtonLink>
        }
      />
      <CtaBand heading={hiring.needCleaning} text={hiring.needCleaningText(site.responseHours, site.openingHours)} />
    </>
  )
}
