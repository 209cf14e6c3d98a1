/**
 * JobPosting for a role's own page, with the fields search engines require.
 * The spec's CONTRACT is schema.org's CONTRACTOR; roles are worked on site.
 */
import type { JobPosting } from "schema-dts"
import { absoluteUrl, site } from "../../config/site"
import { isoDate, jobClosesAt } from "../jobs"
import { ids } from "./ids"

export interface JobInfo {
  path: string
  title: string
  type: string
  descriptionHtml: string
  validThrough: string
  location: { city: string; region: string }
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: "FULL_TIME",
  PART_TIME: "PART_TIME",
  CONTRACT: "CONTRACTOR",
}

/** `now` is the build's "now" (site.siteMetadata.now): datePosted is the build date (decisions.md). */
export function jobPostingNode(job: JobInfo, now: Date): JobPosting {
  return {
    "@type": "JobPosting",
    "@id": `${absoluteUrl(job.path)}#job`,
    title: job.title,
    description: job.descriptionHtml,
    datePosted: isoDate(now),
    validThrough: jobClosesAt(job.validThrough),
    employmentType: EMPLOYMENT_TYPES[job.type] ?? job.type,
    url: absoluteUrl(job.path),
    directApply: false,
    hiringOrganization: {
      "@type": "Organization",
      "@id": ids.organization,
      name: site.companyName,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/apple-touch-icon.png"),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: job.location.city,
        addressRegion: job.location.region,
        addressCountry: "US",
      },
    },
  }
}
