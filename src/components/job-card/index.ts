export { JobCard } from "./job-card"
export type { JobSummary } from "./job-card"
