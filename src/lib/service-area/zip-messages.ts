/**
 * The words of a ZIP answer (zip-answer.ts), the same in every ZIP box. `tone` picks the box's colour and icon.
 */
import type { ZipAnswer } from "./zip-answer.ts"

export type ZipTone = "yes" | "maybe" | "no" | "fix"

export interface ZipMessage {
  tone: ZipTone
  text: string
  /** A location page to link (slug), with the link's words. */
  page?: { slug: string; label: string }
  /** Worth a quote request: the box may offer the form. */
  quote?: boolean
}

export interface MessageFacts {
  /** The reply promise: "within 24 hours" (src/config/site.ts). */
  responseTime: string
  /** The names of the states we serve, in the site's order. */
  serviceStateNames: readonly string[]
}

export const EXAMPLE_ZIP = "33602"

export const milesText = (miles: number) => (miles < 1 ? "under a mile" : miles === 1 ? "1 mile" : `${miles} miles`)

const digitsText = (n: number) => (n === 1 ? "1 digit" : `${n} digits`)

/** "Florida, Georgia and Alabama". */
export function listText(names: readonly string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`
}

/** The message for an answer; null while there is nothing to say (an empty box). */
export function zipMessage(answer: ZipAnswer, facts: MessageFacts): ZipMessage | null {
  switch (answer.kind) {
    case "empty":
      return null
    case "not-digits":
      return { tone: "fix", text: `A ZIP code is made of digits only, like ${EXAMPLE_ZIP}: letters and other signs can't be part of it.` }
    case "short":
      return { tone: "fix", text: `That's ${digitsText(answer.digits)}; a ZIP code has 5, like ${EXAMPLE_ZIP}.` }
    case "long":
      return { tone: "fix", text: `That's ${digitsText(answer.digits)}; a ZIP code has 5 (or 9 with its ZIP+4 ending, like ${EXAMPLE_ZIP}-1234).` }
    case "served":
      return {
        tone: "yes",
        text: `Yes, we serve ${answer.zip} (${answer.city.city} area, ${milesText(answer.miles)} from our ${answer.city.city} crews).`,
        page: { slug: answer.page.slug, label: `Commercial cleaning in ${answer.page.city}` },
        quote: true,
      }
    case "outside":
      return { tone: "no", text: `${answer.zip} is outside our usual area; send the request anyway and we will tell you ${facts.responseTime}.`, quote: true }
    case "likely":
      return {
        tone: "maybe",
        text: `We likely serve ${answer.zip}; confirm it in your quote. (Our ZIP list has no ${answer.zip}: PO boxes and new ZIP codes are not on it.)`,
        quote: true,
      }
    case "other-state":
      return { tone: "no", text: `${answer.zip} is in ${answer.state.name}, outside our area: we serve ${listText(facts.serviceStateNames)}.` }
    case "unknown":
      return { tone: "fix", text: `${answer.zip} is not a ZIP code we know; check the five digits.` }
  }
}

