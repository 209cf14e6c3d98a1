/**
 * How the /admin editor names and explains the content fields (gatsby/cms/ reads this). Keyed by
 * field name, since a field name means the same thing in every content type; the rules (required,
 * choices, patterns) come from the schemas, never from here.
 */
import { WEEKDAYS as BOOKING_WEEKDAYS } from "../booking/schedule"
import { JOB_TYPE_LABELS, PAY_UNIT_LABELS, PHYSICAL_DEMAND_LABELS, SCHEDULE_EXTRA_LABELS, STATE_NAMES, WEEKDAY_LABELS } from "./constants"

/** Labels that are not just the field name in words (metaTitle: "Meta title"). */
export const LABELS: Record<string, string> = {
  slug: "Slug (web address)",
  metaTitle: "Search title",
  description: "Search description",
  imageAlt: "Image description (alt text)",
  inNav: "Show in the Services menu",
  emergency: "Show the 24/7 emergency banner",
  navGroup: "Menu group",
  nearbyAreas: "Nearby areas",
  clientType: "Client type",
  validThrough: "Open until",
  payRange: "Pay range (optional)",
  min: "Minimum ($)",
  max: "Maximum ($)",
  per: "Paid",
  q: "Question",
  a: "Answer",
  phone: "Phone (for links)",
  phoneDisplay: "Phone (as shown)",
  sms: "SMS number",
  email: "E-mail",
  streetAddress: "Street address",
  locality: "City",
  postalCode: "ZIP code",
  serviceStates: "States served",
  priceRange: "Price range",
  foundingYear: "Year founded",
  copyrightYear: "Copyright year",
  socialImage: "Social preview image",
  defaultSiteUrl: "Site address",
  id: "Anchor id",
  region: "State",
  geo: "Map position",
  start: "Starts at",
  end: "Ends at",
  hoursPerWeek: "Hours a week (optional)",
  extras: "Also",
  liftPounds: "Heaviest lift (pounds)",
  physical: "Physical demands",
  experienceYears: "Years of experience required (optional)",
  driversLicense: "Needs a driver's license",
  transportation: "Needs reliable transportation",
  backgroundCheck: "Background check before starting",
  eVerify: "The company uses E-Verify",
  eVerifyPosterEnglish: "Notice of E-Verify Participation (English)",
  eVerifyPosterSpanish: "Notice of E-Verify Participation (Spanish)",
  rightToWorkPosterEnglish: "Right to Work notice (English)",
  rightToWorkPosterSpanish: "Right to Work notice (Spanish)",
  serviceRadius: "Service radius (miles)",
  windowMinutes: "Arrival window (minutes)",
  capacity: "Assessments at once",
  minimumNoticeHours: "Minimum notice (hours)",
  horizonDays: "Bookable up to (days ahead)",
  weeklyHours: "Opening hours",
  closedDates: "Closed dates",
  farAway: "Cities far from Tampa",
  reason: "Why closed",
}

/** Hints for the fields of a content file (top level). */
export const HINTS: Record<string, string> = {
  slug: "Lowercase words joined by hyphens. It must equal the file name and becomes the page address, so do not change it on an existing page.",
  metaTitle: "The browser tab and search-result title; unique on the site, at most 60 characters.",
  description: "The search-result text; unique on the site, 70 to 160 characters.",
  summary: "One or two sentences for the cards that link here.",
  intro: "The paragraph under the page heading.",
  image: "Upload or choose a picture; it is stored in content/images.",
  imageAlt: "Say what the picture shows, for people who cannot see it. Required when there is an image.",
  order: "Position in menus and lists (1 comes first).",
  sections: "The blocks of the page, top to bottom. Each needs a unique anchor id.",
  navGroup: "Where the city appears in the Locations menu; \"none\" keeps it out of the menu.",
  layout: "rich: the larger page with extra sections; standard: the shorter city page.",
  nearbyAreas: "At least three neighbouring towns or areas.",
  industries: "At least three local industries.",
  validThrough: "After this date the job has no page, card or listing.",
  board: "jobs: the /jobs page; careers: the /careers page.",
  payRange: "Fill in all three to show the pay on the job's card and page and to search engines; leave all three empty to say \"Competitive pay\" (in Spanish, \"Pago competitivo\").",
  schedule: "The days and hours, for the English and Spanish pages alike. The start time names the shift (before 4 pm: day; 4 pm to 8 pm: evening; from 8 pm: overnight), as the application form's choices do.",
  requirements: "What the job asks, for the English and Spanish pages alike. The physical ones are shown \"with or without reasonable accommodation\". Write only lawful requirements: never age, citizenship or national origin.",
  eVerify: "Florida requires E-Verify from 25 employees. When on, every hiring page shows the four notices below, in English and Spanish.",
  date: "The article's publication date.",
  phone: "Digits for links, like +1-813-555-0142.",
  sms: "Digits for text-message links, like +1-813-555-0142.",
  openingHours: "24/7, or days and hours in schema.org's form such as Mo-Fr 08:00-18:00. Pages say \"Available\" and this text.",
  socialImage: "A path on the site, such as /og-image.png.",
  defaultSiteUrl: "The site's address, used when SITE_URL is not set at build time.",
  geo: "Where the city's crews start from, usually its downtown: the centre of its circle on the service-areas map and of the ZIP check. Copy the two numbers from a map (right-click, \"What's here?\").",
  serviceRadius: "How far from the map position we go, in whole miles (5 to 100; 30 suits most cities). A ZIP code within it is answered \"Yes, we serve ...\"; the map shades it. The build refuses a radius that leaves some of the city's own ZIP codes out.",
  windowMinutes: "How long an arrival window is: 120 offers 8–10 am, 10 am–12 pm... from each opening time.",
  capacity: "How many assessments can run at the same time (crews). A window is full once this many are booked in it.",
  minimumNoticeHours: "The earliest window offered starts at least this many hours from now. The pages promise an assessment within 24 hours: keep it well under 24.",
  horizonDays: "How many days ahead prospects can book.",
  weeklyHours: "When assessments can start, per day of the week, in Florida time. A day not listed is closed; a day may have two entries (a break between).",
  closedDates: "Holidays and other days with no assessments. Past dates can be removed.",
  farAway: "Places that are not a same-day drive from Tampa: they are offered only on the days below, with more notice.",
}

/** Hints for the fields of a page section and of its items, by the list they are in. */
export const NESTED_HINTS: Record<string, Record<string, string>> = {
  schedule: {
    days: "Every day the job is worked.",
    start: "Like 6 pm or 7:30 am.",
    end: "Like 2:30 am or 3:30 pm.",
    hoursPerWeek: "For part-time jobs: about how many hours a week.",
    extras: "Anything the schedule adds: an on-call week, some weekend projects, or project-based work.",
  },
  requirements: {
    liftPounds: "0 if the job asks for no lifting.",
    physical: "Shown with the lift as \"with or without reasonable accommodation, you must be able to:\".",
    experienceYears: "Leave empty when no experience is required.",
  },
  sections: {
    id: "Lowercase words joined by hyphens, unique on the page; it becomes the block's #anchor.",
    kind: "checklist: list with check marks; cards: grid of cards; steps: numbered steps; badges: small pills; faq: questions (title) and answers (text); links: cards that are links; text: heading and paragraph.",
    intro: "Optional paragraph under the heading.",
    items: "The entries of this block. Every kind except \"text\" needs at least one.",
  },
  geo: {
    latitude: "Degrees north, like 27.9506 for Tampa.",
    longitude: "Degrees east: negative in the United States, like -82.4572 for Tampa.",
  },
  weeklyHours: {
    opens: "24-hour clock, like 08:00. The first window starts then.",
    closes: "24-hour clock, like 18:00. The last window ends by then.",
  },
  closedDates: {
    reason: "For the office, such as Thanksgiving Day.",
  },
  farAway: {
    states: "Every quote from these states counts as far.",
    cities: "City pages (their slugs, like pensacola) far from Tampa in any state.",
    days: "The days a crew travels to far cities.",
    minimumNoticeHours: "Far cities are offered no sooner than this many hours ahead (the longer of this and the general notice).",
  },
  items: {
    title: "For a faq block, the question.",
    text: "For a faq block, the answer.",
    link: "A page of this site such as /quote or /locations/tampa, or a tel:, mailto: or sms: link.",
  },
}

/** Fields edited in a multi-line box. */
export const LONG_TEXT = new Set(["description", "summary", "intro", "excerpt", "text", "a"])

/** Words for the values of a choice, by field name (the value is shown where there is none). */
const BOOKING_DAY_LABELS = Object.fromEntries(BOOKING_WEEKDAYS.map((day) => [day, day.charAt(0).toUpperCase() + day.slice(1)]))

export const OPTION_LABELS: Record<string, Record<string, string>> = {
  type: JOB_TYPE_LABELS,
  per: PAY_UNIT_LABELS,
  // Jobs name days as schema.org does (SUNDAY), the assessment schedule as the database does (sunday).
  days: { ...WEEKDAY_LABELS, ...BOOKING_DAY_LABELS },
  day: BOOKING_DAY_LABELS,
  extras: SCHEDULE_EXTRA_LABELS,
  physical: PHYSICAL_DEMAND_LABELS,
  states: STATE_NAMES,
}

/** What the "Add ..." button of a list says. */
export const SINGULAR: Record<string, string> = {
  sections: "section",
  items: "item",
  nearbyAreas: "area",
  industries: "industry",
  weeklyHours: "opening period",
  closedDates: "closed date",
  cities: "city",
}

/** Decap's collapsed list summaries. */
export const LIST_SUMMARIES: Record<string, string> = {
  sections: "{{fields.heading}} ({{fields.kind}})",
  weeklyHours: "{{fields.day}} {{fields.opens}}–{{fields.closes}}",
  closedDates: "{{fields.date}} {{fields.reason}}",
}

export function labelOf(name: string): string {
  if (LABELS[name]) return LABELS[name]
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
