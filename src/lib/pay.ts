import type { PayUnit } from "./content/constants"
import type { Lang } from "./i18n/language"
import { factWords } from "./job-facts/words"

/** A job's stated pay (content/jobs/<slug>.md `payRange`): US dollars, per hour or per year. */
export interface PayRange {
  min: number
  max: number
  per: PayUnit
}

/** "$16", "$16.50", "$38,000": how Florida writes dollars, in English and in Spanish alike. */
const dollars = (amount: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount)

const WORDS: Record<Lang, { to: string; per: Record<PayUnit, string> }> = {
  en: { to: "to", per: { HOUR: "an hour", YEAR: "a year" } },
  es: { to: "a", per: { HOUR: "la hora", YEAR: "al año" } },
}

/**
 * The pay line of a job's card and page: the stated range ("$16 to $19 an hour", "$17 la hora"), or "Competitive
 * pay" in the page's language when it states none (one fact, no words an editor could let drift).
 */
export function payText(range: PayRange | null | undefined, lang: Lang = "en"): string {
  if (!range) return factWords(lang).competitivePay
  const { to, per } = WORDS[lang]
  const amount = range.min === range.max ? dollars(range.min) : `${dollars(range.min)} ${to} ${dollars(range.max)}`
  return `${amount} ${per[range.per]}`
}
