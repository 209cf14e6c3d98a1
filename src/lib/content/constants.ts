/**
 * The closed lists of the content contract. The yup schemas accept only these values, the GraphQL
 * schema declares the enum-shaped ones as enums (gatsby/schema/), the /admin editor offers them as
 * choices, and pages read the names and labels from here. Browser-safe: no yup, no Node.
 */

import type { StateCode } from "./states"

export { STATE_CODES, STATE_NAMES, isStateCode, type StateCode } from "./states"

/** The values of a closed list whose labels are written beside them: `{ VALUE: "Label" }`. */
const valuesOf = <Labels extends Record<string, string>>(labels: Labels) => Object.keys(labels) as Array<keyof Labels & string>

/**
 * Where each service state lies (its bounding box, with a little room for the coast): a city's map position
 * must be inside its state's, which catches a dropped minus sign, swapped numbers and a typo of a degree.
 */
export const STATE_BOUNDS: Record<StateCode, { latitude: [number, number]; longitude: [number, number] }> = {
  FL: { latitude: [24.3, 31.1], longitude: [-87.7, -79.8] },
  GA: { latitude: [30.3, 35.1], longitude: [-85.7, -80.7] },
  AL: { latitude: [30.1, 35.1], longitude: [-88.6, -84.8] },
  SC: { latitude: [32.0, 35.3], longitude: [-83.4, -78.4] },
  NC: { latitude: [33.8, 36.7], longitude: [-84.4, -75.4] },
}

/** A city's service radius in miles: the /admin editor's default for a new city, and the contract's limits. */
export const SERVICE_RADIUS = { default: 30, min: 5, max: 100 } as const

export { NAV_GROUPS, type NavGroup } from "./nav-groups"

export const LOCATION_LAYOUTS = ["rich", "standard"] as const

export const SECTION_KINDS = ["checklist", "cards", "steps", "badges", "faq", "links", "text"] as const

export const BLOG_CATEGORIES = [
  "Office Cleaning",
  "Restaurant Cleaning",
  "Commercial Cleaning",
  "Janitorial Services",
  "Emergency Cleaning",
  "Green Cleaning",
] as const

/** schema.org employmentType values, with the words the job pages and the editor show for them. */
export const JOB_TYPE_LABELS = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACT: "Contract",
} as const

export type JobType = keyof typeof JOB_TYPE_LABELS

export const JOB_TYPES: JobType[] = valuesOf(JOB_TYPE_LABELS)

export const JOB_BOARDS = ["jobs", "careers"] as const

/** What a stated pay range is paid per: schema.org's unitText values for JobPosting baseSalary. */
export const PAY_UNIT_LABELS = {
  HOUR: "Per hour",
  YEAR: "Per year",
} as const

export type PayUnit = keyof typeof PAY_UNIT_LABELS

export const PAY_UNITS: PayUnit[] = valuesOf(PAY_UNIT_LABELS)

export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

/** The days a job's schedule names (content/jobs/<slug>.md schedule.days), in the week's order, Sunday first. */
export const WEEKDAY_LABELS = {
  SUNDAY: "Sunday",
  MONDAY: "Monday",
  TUESDAY: "Tuesday",
  WEDNESDAY: "Wednesday",
  THURSDAY: "Thursday",
  FRIDAY: "Friday",
  SATURDAY: "Saturday",
} as const

export type Weekday = keyof typeof WEEKDAY_LABELS

export const WEEKDAYS: Weekday[] = valuesOf(WEEKDAY_LABELS)

/** What a schedule may add to its days and hours; each language words them (src/lib/job-facts/words.ts). */
export const SCHEDULE_EXTRA_LABELS = {
  ON_CALL_WEEK: "Plus a rotating on-call week for emergencies",
  SOME_WEEKENDS: "With some weekend projects, planned in advance",
  PROJECT_BASED: "Project-based: only while a project is active",
} as const

export type ScheduleExtra = keyof typeof SCHEDULE_EXTRA_LABELS

export const SCHEDULE_EXTRAS: ScheduleExtra[] = valuesOf(SCHEDULE_EXTRA_LABELS)

/**
 * The physical demands a job may list beside the weight it asks to lift; the page states them "with or without
 * reasonable accommodation", in each language (src/lib/job-facts/words.ts).
 */
export const PHYSICAL_DEMAND_LABELS = {
  STAND_WALK: "Stand and walk for most of the shift",
  BEND_REACH: "Bend, reach and kneel",
  LADDERS: "Work on ladders",
  HEAVY_MACHINES: "Move heavy machines with a partner",
  PROTECTIVE_GEAR: "Wear gloves, eye protection and a respirator when the job calls for it",
  OUTDOOR_HEAT: "Work outdoors in the Florida heat",
  WARM_BUILDINGS: "Work in large, warm buildings",
} as const

export type PhysicalDemand = keyof typeof PHYSICAL_DEMAND_LABELS

export const PHYSICAL_DEMANDS: PhysicalDemand[] = valuesOf(PHYSICAL_DEMAND_LABELS)
