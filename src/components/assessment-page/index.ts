export { AssessmentPage } from "./assessment-page"
