/**
 * What a job asks of an applicant (content/jobs/<slug>.md `requirements`), as its page lists it in either
 * language: the physical demands "with or without reasonable accommodation", then the rest.
 */
import type { PhysicalDemand } from "../content/constants"
import type { Lang } from "../i18n/language"
import { factWords } from "./words"

export interface JobRequirements {
  liftPounds: number
  physical: readonly PhysicalDemand[]
  experienceYears?: number | null
  driversLicense: boolean
  transportation: boolean
  backgroundCheck: boolean
}

export interface RequirementLists {
  /** What the body must be able to do, said with or without reasonable accommodation (`intro`). */
  physical: { heading: string; intro: string; items: string[] }
  /** The other requirements: experience, licence, transportation, background check. */
  other: string[]
}

export function requirementLists(requirements: JobRequirements, lang: Lang): RequirementLists {
  const words = factWords(lang)
  const physical = [
    ...(requirements.liftPounds > 0 ? [words.lift(requirements.liftPounds)] : []),
    ...requirements.physical.map((demand) => words.demands[demand]),
  ]
  const other = [
    ...(requirements.experienceYears ? [words.experience(requirements.experienceYears)] : []),
    ...(requirements.driversLicense ? [words.driversLicense] : []),
    ...(requirements.transportation ? [words.transportation] : []),
    ...(requirements.backgroundCheck ? [words.backgroundCheck] : []),
  ]
  return { physical: { heading: words.physical, intro: words.physicalIntro, items: physical }, other }
}
