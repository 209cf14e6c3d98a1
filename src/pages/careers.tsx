import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import ArrowRight from "lucide-react/icons/arrow-right"
import Phone from "lucide-react/icons/phone"
import { ButtonLink } from "../components/button"
import { CtaBand } from "../components/cta-band"
import { FeatureCards } from "../components/feature-cards"
import { JobCard } from "../components/job-card"
import { NoOpenRoles } from "../components/no-open-roles"
import { PageHero } from "../components/page-hero"
import { Section } from "../components/section"
import { HeadTags, type HeadContext } from "../components/seo"
import { site } from "../config/site"
import { telHref } from "../lib/contact-links"
import { CAREERS_APPLICATION_SUBJECT, careersApplicationBody, isOpen } from "../lib/jobs"
import { routes } from "../lib/routes"
import * as styles from "../components/company/company.module.css"

type Data = Queries.CareersPageQuery

export default function CareersPage({ data }: PageProps<Data>) {
  const page = data.page!
  // Roles open on the build's "now" (site.siteMetadata.now), the clock that creates their pages.
  const now = new Date(data.site!.siteMetadata!.now)
  const roles = data.roles.nodes.filter((role) => isOpen(role.validThrough, now))
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow ?? undefined}
        title={page.hero.title}
        intro={page.hero.intro}
        image={getImage(page.hero.image?.childImageSharp?.gatsbyImageData ?? null)}
        imageAlt={page.hero.imageAlt}
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

/** Computed at build time (gatsby/page-heads.ts): the JSON-LD builders stay out of the browser. */
export const Head = ({ pageContext }: HeadProps<unknown, HeadContext>) => <HeadTags head={pageContext.head} />

export const query = graphql`
  query CareersPage {
    page: careersPageYaml {
      metaTitle
      description
      hero {
        eyebrow
        title
        intro
        imageAlt
        image { ...HeroImage }
      }
      roles { heading intro perks }
      benefits { heading intro items { title text icon iconData } }
      more { heading text }
    }
    roles: allJob(filter: { board: { eq: careers } }, sort: [{ order: ASC }, { slug: ASC }]) {
      nodes { slug title type summary validThrough(formatString: "YYYY-MM-DD") location { city region } }
    }
    site { siteMetadata { now } }
  }
`
