/**
 * JobPosting for a role's own page, with the fields search engines require.
 * The spec's CONTRACT is schema.org's CONTRACTOR; roles are worked on site.
 */
import type { JobPosting, MonetaryAmount } from "schema-dts"
import { absoluteUrl, site } from "../../config/site"
import { isoDate, jobClosesAt } from "../jobs"
import type { PayRange } from "../pay"
import { ids } from "./ids"

export interface JobInfo {
  path: string
  title: string
  type: string
  descriptionHtml: string
  validThrough: string
  location: { city: string; region: string }
  /** The stated pay, if the job states one: JobPosting's baseSalary. */
  payRange?: PayRange | null
}

/** schema.org's MonetaryAmount for a pay range: a QuantitativeValue in US dollars per HOUR or YEAR. */
export function baseSalaryNode({ min, max, per }: PayRange): MonetaryAmount {
  return {
    "@type": "MonetaryAmount",
    currency: "USD",
    value: { "@type": "QuantitativeValue", minValue: min, maxValue: max, unitText: per },
  }
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: "FULL_TIME",
  PART_TIME: "PART_TIME",
  CONTRACT: "CONTRACTOR",
}

/** `now` is the build's `now` (site.siteMetadata.now): datePosted is the build date (decisions.md). */
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
    ...(job.payRange ? { baseSalary: baseSalaryNode(job.payRange) } : {}),
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
