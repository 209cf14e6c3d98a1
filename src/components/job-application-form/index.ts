export { JobApplication } from "./job-application"
