export { BlogList } from "./blog-list"
export type { PostSummary } from "./blog-list"
