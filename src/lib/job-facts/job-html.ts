/**
 * The parts of a job's page said from its facts, as HTML: its requirements (the physical ones "with or without
 * reasonable accommodation") and its equal opportunity statement. The page renders this markup under the job's
 * own words, and its JobPosting description is the same words and the same markup, so the two never differ.
 */
import { site } from "../../config/site"
import type { Lang } from "../i18n/language"
import { requirementLists, type JobRequirements } from "./requirements"
import { shiftLine, type JobSchedule } from "./schedule"
import { factWords } from "./words"

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
const list = (items: string[]) => (items.length ? `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>` : "")

export interface JobFacts {
  schedule: JobSchedule
  requirements: JobRequirements
}

/** "Requirements", the other requirements, then "Physical requirements" with the accommodation line and its list. */
export function requirementsHtml(requirements: JobRequirements, lang: Lang): string {
  const words = factWords(lang)
  const { physical, other } = requirementLists(requirements, lang)
  const body = physical.items.length ? `<h3>${escape(physical.heading)}</h3><p>${escape(physical.intro)}</p>${list(physical.items)}` : ""
  return `<h2>${escape(words.requirements)}</h2>${list(other)}${body}`
}

/** The equal opportunity statement every job page makes, and how to ask for an accommodation to apply. */
export function equalOpportunityHtml(lang: Lang): string {
  const words = factWords(lang)
  return `<h2>${escape(words.equalOpportunity)}</h2><p>${escape(words.equalOpportunityText(site.companyName))}</p><p>${escape(words.accommodation(site.phoneDisplay))}</p>`
}

/** What the page says under the job's own words. */
export const jobFactsHtml = (job: JobFacts, lang: Lang): string => requirementsHtml(job.requirements, lang) + equalOpportunityHtml(lang)

/** The JobPosting's description: the job's words, its hours, and what its page says from its facts. */
export const jobPostingHtml = (bodyHtml: string, job: JobFacts, lang: Lang): string =>
  [bodyHtml, `<p>${escape(shiftLine(job.schedule, lang))}</p>`, jobFactsHtml(job, lang)].join("\n")
