/**
 * The ZIP box's heading and line, on /service-areas and on a city page. With the box's code (zip-check.tsx),
 * which the server draws and the island loads at its first use: no page's first load carries them.
 */
export const ZIP_BOX_WORDS = {
  heading: "Do we serve your area?",
  intro: "Type your ZIP code and we will tell you at once, before you ask for a quote.",
  cityHeading: (city: string) => `Not sure we come to you from ${city}?`,
  cityIntro: "Type your ZIP code and we will tell you at once which of our crews is nearest.",
} as const
