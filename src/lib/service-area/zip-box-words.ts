/**
 * The ZIP box's heading and line, on /service-areas and on a city page. A module of its own: the pages' first
 * load carries these words (the island's server HTML), not the answers' code (zip-messages.ts).
 */
export const ZIP_BOX_WORDS = {
  heading: "Do we serve your area?",
  intro: "Type your ZIP code and we will tell you at once, before you ask for a quote.",
  cityHeading: (city: string) => `Not sure we come to you from ${city}?`,
  cityIntro: "Type your ZIP code and we will tell you at once which of our crews is nearest.",
} as const
