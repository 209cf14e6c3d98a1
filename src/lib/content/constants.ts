/** Enumerations shared by the content schemas, the GraphQL schema and the pages. */
export const STATE_CODES = ["FL", "GA", "AL", "SC", "NC"] as const

export const NAV_GROUPS = ["Florida", "More Florida", "Even More", "Southeast"] as const

export const SECTION_KINDS = ["checklist", "cards", "steps", "badges", "faq", "links", "text"] as const

export const BLOG_CATEGORIES = [
  "Office Cleaning",
  "Restaurant Cleaning",
  "Commercial Cleaning",
  "Janitorial Services",
  "Emergency Cleaning",
  "Green Cleaning",
] as const

export const JOB_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACT"] as const

export const JOB_BOARDS = ["jobs", "careers"] as const

export type NavGroup = (typeof NAV_GROUPS)[number]
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]
export type JobType = (typeof JOB_TYPES)[number]
