import React from "react"
import Mail from "lucide-react/icons/mail"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../button"
import { CtaBand } from "../cta-band"
import { JobCard } from "../job-card"
import { NoOpenRoles } from "../no-open-roles"
import { heroProps } from "../../lib/hero-props"
import { PageHero } from "../page-hero"
import { Section } from "../section"
import { site } from "../../config/site"
import { mailtoHref, telHref } from "../../lib/contact-links"
import { NO_OPEN_ROLES_INTRO, OPEN_APPLICATION_SUBJECT, applicationSubject, isOpen } from "../../lib/jobs"
import { fillCount } from "../../lib/text"
import * as styles from "../company/company.module.css"

type Data = Queries.JobsPageQuery

/** Roles still open on the build's "now" (the same rule and clock that create their pages). */
const openRoles = (data: Data) => {
  const now = new Date(data.site!.siteMetadata!.now)
  return data.roles.nodes.filter((role) => isOpen(role.validThrough, now))
}

/** The jobs board (src/pages/jobs.tsx): markup only, rendered as one static region. */
export function JobsPageBody({ data }: { data: Data }) {
  const page = data.page!
  const roles = openRoles(data)
  return (
    <>
      <PageHero
        {...heroProps(page.hero)}
        intro={roles.length > 0 ? fillCount(page.hero.intro, roles.length) : NO_OPEN_ROLES_INTRO}
        actions={
          <>
            {roles.length > 0 && <ButtonLink to="#roles" size="lg">See open roles</ButtonLink>}
            <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>
              Call {site.phoneDisplay}
            </ButtonLink>
          </>
        }
      />
      {/* The intro invites choosing a role: without roles, the no-open-roles box speaks instead. */}
      <Section id="roles" heading={page.roles.heading} intro={roles.length > 0 ? page.roles.intro ?? undefined : undefined} tone="alt">
        {roles.length > 0 ? (
          <ul className={styles.jobGrid}>
            {roles.map((role) => (
              <JobCard key={role.slug} job={role} subject={applicationSubject(role.title)} />
            ))}
          </ul>
        ) : (
          <NoOpenRoles subject={OPEN_APPLICATION_SUBJECT} />
        )}
      </Section>
      <CtaBand
        heading={page.general.heading}
        text={page.general.text}
        actions={
          <>
            <ButtonLink to={mailtoHref({ subject: OPEN_APPLICATION_SUBJECT })} variant="light" size="lg" icon={<Mail size={18} />}>
              Send an application
            </ButtonLink>
            <ButtonLink to={telHref()} variant="outline-light" size="lg" icon={<Phone size={18} />}>
              Call {site.phoneDisplay}
            </ButtonLink>
          </>
        }
      />
      <CtaBand heading="Need cleaning for your business?" text={`Get a free quote ${site.responseTime}, or call us any time: we answer 24/7.`} />
    </>
  )
}

