/**
 * The English and Spanish addresses of the hiring pages: the careers page, the jobs list and each job.
 * Every other page is English only. Whether a Spanish page exists is the content's to say (a job without
 * content/jobs/es/<slug>.md has none); these functions only pair the addresses.
 */
import { routes } from "../routes"
import { LANGUAGE_TAGS, type Lang } from "./language"

const SPANISH = "/es/"

/** The language of the page at this site path: everything under /es/ is Spanish. */
export const langOfPath = (path: string): Lang => (path === "/es" || path.startsWith(SPANISH) ? "es" : "en")

const PAIRS: [en: string, es: string][] = [
  [routes.careers, routes.esCareers],
  [routes.jobs, routes.esJobs],
]

const ENGLISH_JOB = /^\/jobs\/([a-z0-9-]+)\/$/
const SPANISH_JOB = /^\/es\/empleos\/([a-z0-9-]+)\/$/

/** The same hiring page in both languages, from the address of either; undefined for a page that is English only. */
export function hiringPair(path: string): Record<Lang, string> | undefined {
  const pair = PAIRS.find(([en, es]) => path === en || path === es)
  if (pair) return { en: pair[0], es: pair[1] }
  const slug = ENGLISH_JOB.exec(path)?.[1] ?? SPANISH_JOB.exec(path)?.[1]
  return slug ? { en: routes.job(slug), es: routes.esJob(slug) } : undefined
}

export interface Alternate {
  /** hreflang: "en-US", "es-US", or "x-default" (the English page, for every other language). */
  hreflang: string
  path: string
}

/** A page's hreflang links when it exists in both languages: each language, itself included, and x-default. */
export function alternatesOf(pair: Record<Lang, string>): Alternate[] {
  return [
    { hreflang: LANGUAGE_TAGS.en, path: pair.en },
    { hreflang: LANGUAGE_TAGS.es, path: pair.es },
    { hreflang: "x-default", path: pair.en },
  ]
}

/** The language switch's link: the same page in the other language, named in that language. */
export interface LanguageLink {
  path: string
  hreflang: string
  lang: Lang
  /** "Español" or "English". */
  text: string
}

const NAMES: Record<Lang, string> = { en: "English", es: "Español" }

/**
 * From a page's hreflang links (its head, absolute URLs), the link to the page in the other language, or
 * undefined for a page in one language.
 */
export function otherLanguageLink(alternates: readonly { hreflang: string; href: string }[], lang: Lang): LanguageLink | undefined {
  const other: Lang = lang === "es" ? "en" : "es"
  const alternate = alternates.find((link) => link.hreflang === LANGUAGE_TAGS[other])
  return alternate && { path: new URL(alternate.href).pathname, hreflang: alternate.hreflang, lang: other, text: NAMES[other] }
}
