import React from "react"
import Mail from "lucide-react/icons/mail"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../button"
import { EVerifyNotices } from "../e-verify-notices"
import { hiringSettings } from "../../config/hiring"
import { CtaBand } from "../cta-band"
import { JobCard } from "../job-card"
import { NoOpenRoles } from "../no-open-roles"
import { heroProps } from "../../lib/hero-props"
import { PageHero } from "../page-hero"
import { Section } from "../section"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import type { LanguageLink } from "../../lib/i18n/hiring-paths"
import type { Lang } from "../../lib/i18n/language"
import { rolesIn } from "../../lib/i18n/roles-in"
import { isOpen } from "../../lib/jobs"
import { fillCount } from "../../lib/text"
import * as styles from "../company/company.module.css"
import { hiringText } from "../../lib/i18n/hiring-text"

type Data = Queries.JobsPageQuery

/** Roles still open on the build's `now` (the same rule and clock that create their pages), in the page's language. */
const openRoles = (data: Data, lang: Lang) => {
  const now = new Date(data.site!.siteMetadata!.now)
  return rolesIn(data.roles.nodes.filter((role) => isOpen(role.validThrough, now)), lang)
}

interface JobsPageBodyProps {
  data: Data
  lang?: Lang
  /** The same page in the other language. */
  otherLanguage?: LanguageLink
}

/** The jobs board (src/pages/jobs.tsx, and /es/empleos/): markup only, rendered as one static region. */
export function JobsPageBody({ data, lang = "en", otherLanguage }: JobsPageBodyProps) {
  const page = data.page!
  const text = hiringText(lang)
  const roles = openRoles(data, lang)
  return (
    <>
      <PageHero
        {...heroProps(page.hero)}
        languageSwitch={otherLanguage && { to: otherLanguage, label: text.language }}
        intro={roles.length > 0 ? fillCount(page.hero.intro, roles.length) : text.noOpenRolesIntro}
        actions={
          <>
            {roles.length > 0 && <ButtonLink to="#roles" size="lg">{text.seeOpenRoles}</ButtonLink>}
            <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>
              {text.callNumber(site.phoneDisplay)}
            </ButtonLink>
          </>
        }
      />
      {/* The intro invites choosing a role: without roles, the no-open-roles box speaks instead. */}
      <Section id="roles" heading={page.roles.heading} intro={roles.length > 0 ? page.roles.intro ?? undefined : undefined} tone="alt">
        {roles.length > 0 ? (
          <ul className={styles.jobGrid}>
            {roles.map((role) => (
              <JobCard key={role.slug} job={role} subject={text.mail.subject(role.title)} lang={lang} />
            ))}
          </ul>
        ) : (
          <NoOpenRoles subject={text.mail.openSubject} lang={lang} />
        )}
        <EVerifyNotices settings={hiringSettings} lang={lang} />
      </Section>
      <CtaBand
        heading={page.general.heading}
        text={page.general.text}
        actions={
          <>
            <ButtonLink to={mailtoHref({ subject: text.mail.openSubject })} variant="light" size="lg" icon={<Mail size={18} />}>
              {text.sendApplication}
            </ButtonLink>
            <ButtonLink to={telHref()} variant="outline-light" size="lg" icon={<Phone size={18} />}>
              {text.callNumber(site.phoneDisplay)}
            </ButtonLink>
          </>
        }
      />
      <CtaBand heading={text.needCleaning} text={text.needCleaningText(site.responseHours, site.openingHours)} />
    </>
  )
}
