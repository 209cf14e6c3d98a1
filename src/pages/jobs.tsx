import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Mail, Phone } from "lucide-react"
import { ButtonLink } from "../components/button"
import { CtaBand } from "../components/cta-band"
import { JobCard } from "../components/job-card"
import { PageHero } from "../components/page-hero"
import { Section } from "../components/section"
import { Seo } from "../components/seo"
import { site } from "../config/site"
import { mailtoHref, telHref } from "../lib/contact-links"
import { OPEN_APPLICATION_SUBJECT, applicationSubject, isOpen } from "../lib/jobs"
import { routes } from "../lib/routes"
import { breadcrumbNode } from "../lib/structured-data/breadcrumbs"
import { webPageNode } from "../lib/structured-data/pages"
import { fillCount } from "../lib/text"
import * as styles from "../components/company/company.module.css"

type Data = Queries.JobsPageQuery

/** Roles still open on the day the site was built (the same rule that creates their pages). */
const openRoles = (data: Data) => {
  const builtAt = new Date(data.site!.buildTime!)
  return data.roles.nodes.filter((role) => isOpen(role.validThrough, builtAt))
}

export default function JobsPage({ data }: PageProps<Data>) {
  const page = data.page!
  const roles = openRoles(data)
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow ?? undefined}
        title={page.hero.title}
        intro={fillCount(page.hero.intro, roles.length)}
        actions={
          <>
            <ButtonLink to="#roles" size="lg">See open roles</ButtonLink>
            <ButtonLink to={telHref()} variant="secondary" size="lg" icon={<Phone size={18} />}>
              Call {site.phoneDisplay}
            </ButtonLink>
          </>
        }
      />
      <Section id="roles" heading={page.roles.heading} intro={page.roles.intro ?? undefined} tone="alt">
        <ul className={styles.jobGrid}>
          {roles.map((role) => (
            <JobCard key={role.slug} job={role} subject={applicationSubject(role.title)} />
          ))}
        </ul>
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
      <CtaBand heading="Need cleaning for your business?" text="Get a free quote within 24 hours, or call us any time: we answer 24/7." />
    </>
  )
}

export const Head = ({ data }: HeadProps<Data>) => {
  const page = data.page!
  const path = routes.jobs
  const description = fillCount(page.description, openRoles(data).length)
  return (
    <Seo
      title={page.metaTitle}
      description={description}
      pathname={path}
      jsonLd={[
        webPageNode({ path, title: page.metaTitle, description }, "CollectionPage"),
        breadcrumbNode([{ name: "Jobs", path }]),
      ]}
    />
  )
}

export const query = graphql`
  query JobsPage {
    page: jobsPageYaml {
      metaTitle
      description
      hero { eyebrow title intro }
      roles { heading intro }
      general { heading text }
    }
    roles: allJob(filter: { board: { eq: "jobs" } }, sort: { order: ASC }) {
      nodes { slug title type summary validThrough(formatString: "YYYY-MM-DD") location { city region } }
    }
    site { buildTime }
  }
`
